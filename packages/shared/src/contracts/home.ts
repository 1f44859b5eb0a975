import { z } from 'zod';
import { defineContract } from '../contract';

/**
 * The home page's figures in one call: the caller's day (visits planned today, tasks due, meetings to
 * confirm, approvals waiting), the month's calls against plan and target-doctor coverage, and for a
 * manager the team's day and month per rep. Each part is null when the caller lacks the permission
 * of the list it counts, so a role sees only what it may open.
 */

const tags = ['home'];

export const homeVisitSchema = z.object({
  id: z.number().int(),
  status: z.enum(['planned', 'completed']),
  startAt: z.string().describe('ISO 8601'),
  endAt: z.string().describe('ISO 8601'),
  doctorId: z.number().int(),
  doctorName: z.string().describe('In the caller’s language where the doctor has an English name'),
  hospitalName: z.string().nullable(),
  department: z.string().nullable(),
  location: z.string().nullable(),
});
export type HomeVisit = z.infer<typeof homeVisitSchema>;

export const homeTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  dueAt: z.string().describe('ISO 8601'),
  doctorName: z.string().nullable(),
});

export const homeRepSchema = z.object({
  userId: z.number().int(),
  name: z.string().describe('In the caller’s language where the rep has an English name'),
  plannedToday: z.number().int().describe('Visits of today still planned'),
  doneToday: z.number().int().describe('Visits of today completed'),
  monthCompleted: z.number().int(),
  monthPlanned: z.number().int().describe('Planned and completed visits of the month'),
  monthDue: z.number().int().describe('Planned and completed visits of the month that start before now'),
  lastVisitAt: z.string().nullable().describe('The rep’s latest completed visit, ISO 8601'),
  idleWorkingDays: z.number().int().nullable().describe('Monday-to-Friday days since the latest completed visit, today excluded (null without any visit)'),
});
export type HomeRep = z.infer<typeof homeRepSchema>;

export const homeToday = defineContract({
  method: 'GET',
  path: '/home/today',
  tags,
  summary: 'The caller’s day and month for the home page: agenda, next call, tasks, approvals, calls against plan, coverage, the team',
  description:
    'Days and months are those of the enterprise’s time zone. Visits are the caller’s own (planned or logged by them, or joined); the month’s plan is its planned and completed visits; coverage is the share of the caller’s target doctors (my customers with a product tier) visited this month. `team` is given to a manager of a district (team visits permission, data range of a department); every part is null without the permission of the list it counts.',
  access: { authenticated: true, checks: ['visit:visit:list', 'visit:teamVisit:list', 'task:task:list', 'meeting:confirmation:list', 'workflow:task:list'] },
  result: z.object({
    date: z.string().describe('Today, YYYY-MM-DD, in the enterprise’s time zone'),
    timeZone: z.string(),
    visits: z.array(homeVisitSchema).nullable().describe('Today’s planned and completed visits, by start time'),
    nextVisit: homeVisitSchema.nullable().describe('The first planned visit that has not ended yet, today or later'),
    tasks: z.object({ dueToday: z.number().int(), overdue: z.number().int(), items: z.array(homeTaskSchema).describe('Up to five tasks still to do, due today') }).nullable(),
    meetingsToConfirm: z.number().int().nullable().describe('The caller’s approved meetings that have ended and wait for confirmation'),
    approvals: z.number().int().nullable().describe('Approval steps waiting for the caller'),
    month: z
      .object({
        completed: z.number().int(),
        planned: z.number().int().describe('Planned and completed visits of the month'),
        targetDoctors: z.number().int(),
        targetDoctorsVisited: z.number().int(),
      })
      .nullable(),
    team: z.array(homeRepSchema).nullable(),
  }),
});
