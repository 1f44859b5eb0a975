import { z } from 'zod';
import { defineContract, XLSX_MEDIA_TYPE } from '../contract';
import { completeVisitBody, visitBody, visitFilter } from './visit-schemas';
import { taskSchema } from './tasks';

/** Spec 7.5 visits: log, plan, find, list mine and my team's, a doctor's history, export, my plan. */

const tags = ['visits'];
const named = { id: z.number().int(), name: z.string(), nameEn: z.string().nullable() };

export const visitSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  visitType: z.string(),
  purpose: z.string(),
  duration: z.string().nullable(),
  result: z.string().nullable(),
  notes: z.string().nullable(),
  nextStep: z.string().nullable(),
  location: z.string().nullable(),
  doctor: z.object({ ...named, code: z.string(), department: z.string().nullable(), departmentEn: z.string().nullable(), titleCode: z.string().nullable() }),
  hospital: z.object(named),
  user: z.object({ id: z.number().int(), firstName: z.string(), nameEn: z.string().nullable() }),
  products: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() })),
  participants: z.array(z.object({ id: z.number().int(), firstName: z.string(), nameEn: z.string().nullable() })),
  createdAt: z.string(),
});
/** A visit as every visit call answers it (status: planned, completed or cancelled). */
export type Visit = z.infer<typeof visitSchema>;

export const visitPageSchema = z.object({
  content: z.array(visitSchema),
  totalElements: z.number().int(),
  totalCapped: z.boolean().describe('True when there are more matches than were counted (10,000)'),
});
export type VisitPage = z.infer<typeof visitPageSchema>;

/**
 * The envelope's `result` of a 409 when the caller already has a visit with the doctor at an
 * overlapping time (planned or completed): the visit to open instead of logging it twice.
 */
export const visitConflictSchema = z.object({
  visitId: z.number().int().describe('The id of the caller’s visit that overlaps the one sent'),
  status: z.string(),
  startAt: z.string(),
  endAt: z.string(),
});
export type VisitConflict = z.infer<typeof visitConflictSchema>;

const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .enum(['recent', 'startAt,desc', 'startAt,asc'])
    .default('recent')
    .describe('recent (default): visits that have happened newest first, so one just logged is on top, then upcoming plans soonest first; or by start time'),
});
export type VisitPageQuery = z.output<typeof pageQuery>;
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const getVisit = defineContract({
  method: 'GET',
  path: '/v2/visit/find/:id',
  tags,
  summary: 'One visit the caller owns, joined or may see in their team',
  access: { permission: 'visit:visit:list' },
  params: idParams,
  result: visitSchema,
});

export const addVisit = defineContract({
  method: 'POST',
  path: '/v2/visit/add',
  tags,
  summary: 'Logs a visit that happened (status completed) or plans one (status planned)',
  description:
    'Safe to send again with an `Idempotency-Key` header: the visit is stored once and the same key answers the same visit. ' +
    'A visit the caller already has with the doctor at an overlapping time (planned or completed; cancelled ones do not count) answers 409 with that visit’s id in `result.visitId`. ' +
    '`duration` is derived from the start and end times (a code that does not fit them is replaced, not refused).',
  access: { permission: 'visit:visit:add' },
  idempotent: true,
  body: visitBody,
  encoding: 'json',
  result: visitSchema,
  conflict: visitConflictSchema,
});

export const completeVisit = defineContract({
  method: 'PUT',
  path: '/v2/visit/complete/:id',
  tags,
  summary: 'Turns the caller’s planned visit into a logged one with what happened',
  description: 'New times that overlap another of the caller’s visits with the doctor answer 409 with that visit’s id in `result.visitId`.',
  access: { permission: 'visit:visit:add' },
  params: idParams,
  body: completeVisitBody,
  encoding: 'json',
  result: visitSchema,
  conflict: visitConflictSchema,
});

export const cancelVisit = defineContract({
  method: 'PUT',
  path: '/v2/visit/cancel/:id',
  tags,
  summary: 'Cancels the caller’s planned visit',
  access: { permission: 'visit:visit:add' },
  params: idParams,
  result: visitSchema,
});

export const doctorVisitPage = defineContract({
  method: 'GET',
  path: '/v2/visit/find/page/:id',
  tags,
  summary: 'Visits of one doctor (path id = doctor id) that the caller may see, most recent first',
  access: { permission: 'visit:visit:list' },
  params: idParams,
  query: pageQuery,
  result: visitPageSchema,
});

export const myVisitPage = defineContract({
  method: 'POST',
  path: '/v2/visit/find/my/page',
  readOnly: true,
  tags,
  summary: 'The caller’s own and joined visits, filtered',
  access: { permission: 'visit:visit:list' },
  query: pageQuery,
  body: visitFilter,
  encoding: 'json',
  result: visitPageSchema,
});

export const teamVisitPage = defineContract({
  method: 'POST',
  path: '/v2/visit/find/team/page',
  readOnly: true,
  tags,
  summary: 'Visits of the caller’s organization subtree, filtered',
  access: { permission: 'visit:teamVisit:list' },
  query: pageQuery,
  body: visitFilter,
  encoding: 'json',
  result: visitPageSchema,
});

export const visitExportQuery = visitFilter.extend({
  scope: z.enum(['my', 'team']).default('my'),
  userId: z.coerce.number().int().positive().optional(),
  doctorId: z.coerce.number().int().positive().optional(),
  hospitalId: z.coerce.number().int().positive().optional(),
});

/** The team scope also needs visit:teamVisit:list (one path serves both scopes). */
export const exportVisits = defineContract({
  method: 'GET',
  path: '/v2/visit/export',
  tags,
  summary: 'The filtered visits as an .xlsx file, streamed (scope my, or team with the team permission)',
  access: { permission: 'visit:visit:list', checks: ['visit:teamVisit:list'] },
  query: visitExportQuery,
  result: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
});

export const planCalendarSchema = z.object({ visits: z.array(visitSchema), tasks: z.array(taskSchema) });
export type PlanCalendar = z.infer<typeof planCalendarSchema>;

export const planCalendar = defineContract({
  method: 'GET',
  path: '/v2/visit/plan/calendar',
  tags,
  summary: 'The caller’s visits and tasks due between two calendar days (inclusive, tenant time zone, at most 62 days)',
  access: { permission: 'task:plan:view' },
  query: z.object({ from: z.iso.date(), to: z.iso.date() }),
  result: planCalendarSchema,
});
