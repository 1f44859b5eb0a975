import { boolean, date, doublePrecision, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SuggestionSettings } from '@crm/shared/contracts/suggestions';
import { at, createdAt, id, ref, tenantId, userRef } from '../platform/columns';
import { doctorRef } from '../customers/customers';

/** One stored fact behind a suggestion: its code, the points it added and the figures its label is made of. */
export interface SuggestionReasonRecord {
  code: string;
  weight: number;
  params: Record<string, string | number>;
}

/**
 * A suggested next step for one user about one doctor on one day, with the facts that led to it.
 * Held-out pairs get the same rows, marked `holdout` and never shown, so the outcome of treated and
 * untreated pairs can be compared on the same selection rule.
 */
export const suggestion = pgTable(
  'suggestion',
  {
    id: id(),
    tenantId: tenantId(),
    userId: userRef().notNull(),
    doctorId: doctorRef(),
    /** The day it was made for, in the enterprise's time zone. */
    suggestedOn: date('suggested_on').notNull(),
    dueOn: date('due_on').notNull(),
    type: text('type').notNull(),
    action: text('action').notNull(),
    channel: text('channel'),
    articleId: ref('article_id'),
    meetingId: ref('meeting_id'),
    taskId: ref('task_id'),
    score: doublePrecision('score').notNull(),
    reasons: jsonb('reasons').$type<SuggestionReasonRecord[]>().notNull().default([]),
    holdout: boolean('holdout').notNull().default(false),
    /** open, accepted, completed, dismissed, expired. */
    status: text('status').notNull().default('open'),
    acceptedAt: at('accepted_at'),
    completedAt: at('completed_at'),
    /** The interaction event that showed the action done. */
    completedEventId: ref('completed_event_id'),
    dismissedAt: at('dismissed_at'),
    dismissReason: text('dismiss_reason'),
    dismissComment: text('dismiss_comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suggestion_day_doctor').on(t.tenantId, t.userId, t.suggestedOn, t.doctorId),
    index('suggestion_tenant_day').on(t.tenantId, t.suggestedOn, t.type),
    index('suggestion_doctor').on(t.tenantId, t.doctorId, t.userId),
  ],
);

/** Whether a doctor–user pair is held out in a month: drawn at random once and kept, so it is stable for the month. */
export const suggestionPair = pgTable(
  'suggestion_pair',
  {
    tenantId: tenantId(),
    /** YYYY-MM in the enterprise's time zone. */
    period: text('period').notNull(),
    userId: userRef().notNull(),
    doctorId: doctorRef(),
    holdout: boolean('holdout').notNull(),
    drawnAt: at('drawn_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.period, t.userId, t.doctorId] })],
);

/** An enterprise's suggestion settings (the defaults until it saves its own), and when the morning run last made each day's lists. */
export const suggestionSetting = pgTable('suggestion_setting', {
  tenantId: tenantId().primaryKey(),
  settings: jsonb('settings').$type<SuggestionSettings>(),
  lastRunOn: date('last_run_on'),
  updatedAt: at('updated_at'),
});

/** That a user's list of a day was computed (it may be empty), so a request does not compute it again. */
export const suggestionRun = pgTable(
  'suggestion_run',
  {
    tenantId: tenantId(),
    userId: userRef().notNull(),
    day: date('day').notNull(),
    computedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.day] })],
);
