import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';

export const JOB_STATES = ['queued', 'running', 'completed', 'failed'] as const;

export const backgroundJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  tenantId: z.number().int().nullable(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

/** Administrators see the enterprise's background work: queued, running, failed with the error. */
export const listBackgroundJobs = defineContract({
  method: 'GET',
  path: '/API-SYSTEM/job/page',
  tags: ['admin'],
  summary: 'Background jobs of the enterprise and the platform schedules, newest first',
  access: { permission: 'system:job:list' },
  query: z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
    state: z.enum(JOB_STATES).optional(),
    name: z.string().trim().max(100).optional(),
  }),
  result: pageOf(backgroundJobSchema),
});
