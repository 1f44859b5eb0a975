import { date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import type { DashboardWidget } from '@crm/shared/contracts/analytics';
import { at, createdAt, id, ref, tenantId, updatedAt, actorRef, userRef } from '../platform/columns';

/**
 * A dashboard as data: a grid of metric widgets. `version` counts saves; an edit names the version
 * it started from, so two administrators cannot silently overwrite each other.
 */
export const analyticsDashboard = pgTable(
  'analytics_dashboard',
  {
    id: id(),
    tenantId: tenantId(),
    /** The id menu entries name in their `dashboardId` attribute. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    /** Who may open it: a permission mark (the menu entry's). */
    permission: text('permission').notNull(),
    widgets: jsonb('widgets').$type<DashboardWidget[]>().notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: actorRef('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('analytics_dashboard_tenant_key').on(t.tenantId, t.key)],
);

/** Every saved version of a dashboard, to see who changed what. */
export const analyticsDashboardVersion = pgTable(
  'analytics_dashboard_version',
  {
    dashboardId: ref('dashboard_id')
      .notNull()
      .references(() => analyticsDashboard.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    widgets: jsonb('widgets').$type<DashboardWidget[]>().notNull(),
    savedBy: actorRef('saved_by'),
    savedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.dashboardId, t.version] })],
);

/** A rep's daily report (日报) of one day; the owner's org path is copied for team lists. */
export const dailyReport = pgTable(
  'daily_report',
  {
    id: id(),
    tenantId: tenantId(),
    userId: userRef().notNull(),
    orgPath: text('org_path').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    summary: text('summary').notNull(),
    plan: text('plan'),
    visits: integer('visits').notNull().default(0),
    tasksDone: integer('tasks_done').notNull().default(0),
    meetings: integer('meetings').notNull().default(0),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    /** Counts submissions of the day: each one is kept in `daily_report_version`. */
    version: integer('version').notNull().default(1),
    /** The latest version a manager has opened, and when; a resubmission leaves it, so the report reads as revised since read. */
    readVersion: integer('read_version'),
    readAt: at('read_at'),
    readBy: actorRef('read_by'),
  },
  (t) => [uniqueIndex('daily_report_user_day').on(t.tenantId, t.userId, t.day), index('daily_report_tenant_day').on(t.tenantId, t.day)],
);

/** Every submitted version of a daily report, as it was submitted, so a manager sees what changed. */
export const dailyReportVersion = pgTable(
  'daily_report_version',
  {
    tenantId: tenantId(),
    reportId: ref('report_id')
      .notNull()
      .references(() => dailyReport.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    summary: text('summary').notNull(),
    plan: text('plan'),
    visits: integer('visits').notNull(),
    tasksDone: integer('tasks_done').notNull(),
    meetings: integer('meetings').notNull(),
    submittedAt: at('submitted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.version] })],
);

export const dailyReportComment = pgTable(
  'daily_report_comment',
  {
    id: id(),
    tenantId: tenantId(),
    reportId: ref('report_id')
      .notNull()
      .references(() => dailyReport.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('daily_report_comment_report').on(t.reportId, t.createdAt)],
);

/**
 * Active time on the product's pages, one row per user, day and page: heartbeats are summed in
 * memory and added here in batches, so thousands of users every 30 s cost a few upserts.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    tenantId: tenantId(),
    userId: userRef().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    pagePath: text('page_path').notNull(),
    pageTitle: text('page_title').notNull(),
    /** The page's title in English, for English reports of pages that no menu entry names (the workspace, detail pages). */
    pageTitleEn: text('page_title_en'),
    /** The top menu section (`/customer`), for time per section. */
    section: text('section').notNull(),
    orgPath: text('org_path').notNull().default(''),
    views: integer('views').notNull().default(0),
    activeSeconds: integer('active_seconds').notNull().default(0),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.userId, t.pagePath] }), index('usage_daily_tenant_page').on(t.tenantId, t.pagePath)],
);

/** One run of one quality check on one data set; the latest run per check is the current state. */
export const dataQualityResult = pgTable(
  'data_quality_result',
  {
    id: id(),
    tenantId: tenantId(),
    dataset: text('dataset').notNull(),
    check: text('check').notNull(),
    /** completeness, validity, uniqueness, freshness. */
    dimension: text('dimension').notNull(),
    passed: boolean('passed').notNull(),
    /** The measured share (0..1) or age in hours, as the check defines. */
    measured: doublePrecision('measured').notNull(),
    failingRows: integer('failing_rows').notNull(),
    totalRows: integer('total_rows').notNull(),
    ranAt: at('ran_at').notNull().defaultNow(),
  },
  (t) => [index('data_quality_result_check').on(t.tenantId, t.dataset, t.check, t.ranAt)],
);
