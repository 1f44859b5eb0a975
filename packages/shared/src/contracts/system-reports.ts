import { z } from 'zod';
import { contractGroup, defineContract } from '../contract';
import { pageOf } from '../envelope';

/** Daily reports (日报) and usage analytics heartbeats (issue 18, spec 9). */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.coerce.number().int().positive();

export const dailyReportCommentSchema = z.object({ id: z.number().int(), author: z.string(), content: z.string(), createdAt: z.string() });

/** One submitted version of a report, as it was submitted. */
export const dailyReportVersionSchema = z.object({
  version: z.number().int().describe('1 for the first submission of the day, one more for each resubmission'),
  summary: z.string(),
  plan: z.string().nullable(),
  visits: z.number().int(),
  tasksDone: z.number().int(),
  meetings: z.number().int(),
  submittedAt: z.string(),
});
export type DailyReportVersion = z.infer<typeof dailyReportVersionSchema>;

/** A report: its current version, with who wrote it and whether a manager has read it. */
export const dailyReportSchema = dailyReportVersionSchema.extend({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  day: z.string(),
  readVersion: z.number().int().nullable().describe('the latest version a manager has opened; null when none has'),
  readAt: z.string().nullable().describe('when a manager opened `readVersion`'),
  revisedSinceRead: z.boolean().describe('resubmitted after a manager read it: `readVersion` is older than `version`'),
  commentCount: z.number().int(),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

export const dailyReportDetailSchema = dailyReportSchema.extend({
  comments: z.array(dailyReportCommentSchema),
  versions: z.array(dailyReportVersionSchema).describe('every submitted version, newest first'),
  previousReadVersion: z
    .number()
    .int()
    .nullable()
    .describe('the version a manager had read before this call (which marks the current one read); the versions after it are what changed. Null when none had been read'),
});
export type DailyReportDetail = z.infer<typeof dailyReportDetailSchema>;

export const dailyReportDraftSchema = z.object({
  day: z.string(),
  visits: z.number().int(),
  tasksDone: z.number().int(),
  meetings: z.number().int(),
  /** One line per visit, completed task and meeting of the day, to start the summary from. */
  summary: z.string(),
  existing: dailyReportSchema.nullable(),
});
export type DailyReportDraft = z.infer<typeof dailyReportDraftSchema>;

/** The caller's own reports. */
const writerCall = contractGroup({ tags: ['reports'], access: { permission: 'report:dailyReport:submit' } });
/** Reports of the caller and their team. */
const readerCall = contractGroup({ tags: ['reports'], access: { permission: 'report:dailyReport:view' } });
const reportParams = z.object({ id });

export const getDailyReportDraft = writerCall({
  method: 'GET',
  path: '/report/daily/draft',
  summary: 'The caller’s report of a day, pre-filled from the day’s visits, tasks and meetings',
  query: z.object({ day }),
  result: dailyReportDraftSchema,
});

export const submitDailyReport = writerCall({
  method: 'POST',
  path: '/report/daily/submit',
  summary: 'Submits the caller’s report of a day; a resubmission is a new version, the earlier ones are kept',
  body: z.object({
    day,
    summary: z.string().trim().min(1).max(4000),
    plan: z.string().trim().max(2000).nullable().optional().describe('left out: a resubmission keeps the plan of the previous version; empty or null: the plan is cleared'),
  }),
  encoding: 'json',
  result: dailyReportSchema,
});

export const listDailyReports = readerCall({
  method: 'POST',
  path: '/report/daily/page',
  summary: 'Daily reports of the caller and their team, newest first',
  body: z.object({
    from: day,
    to: day,
    userId: z.number().int().positive().optional(),
    unread: z.boolean().optional().describe('only others’ reports no manager has read in their current version (never read, or revised since read)'),
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(100).default(20),
  }),
  encoding: 'json',
  result: pageOf(dailyReportSchema),
});

export const getDailyReport = readerCall({
  method: 'GET',
  path: '/report/daily/:id',
  summary: 'One daily report with its comments and versions; a manager opening it marks its current version read',
  params: reportParams,
  result: dailyReportDetailSchema,
});

export const commentDailyReport = defineContract({
  method: 'POST',
  path: '/report/daily/:id/comment',
  tags: ['reports'],
  summary: 'A manager’s comment on a report of their team',
  access: { permission: 'report:dailyReport:comment' },
  params: reportParams,
  body: z.object({ content: z.string().trim().min(1).max(1000) }),
  encoding: 'json',
  result: dailyReportDetailSchema,
});

export const usageBeat = defineContract({
  method: 'POST',
  path: '/analytics/usage/beat',
  tags: ['analytics'],
  summary: 'A page view or a 30-second heartbeat of the web shell (page and active seconds)',
  access: { authenticated: true },
  body: z.object({
    pagePath: z.string().trim().min(1).max(200).regex(/^\//),
    pageTitle: z.string().trim().min(1).max(100),
    pageTitleEn: z.string().trim().min(1).max(100).optional(),
    /** Seconds the page was visible and the user active since the last beat. */
    activeSeconds: z.number().int().min(0).max(120),
    view: z.boolean().default(false),
  }),
  encoding: 'json',
  result: z.object({ accepted: z.boolean() }),
});
