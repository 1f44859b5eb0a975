import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type JobState = 'queued' | 'running' | 'completed' | 'failed';

/**
 * Background work of the embedded queue (platform/jobs): one row a job. A key allows one waiting
 * and one running job: enqueueing while one waits adds nothing, and a job does not start while
 * another with its key runs.
 */
export const backgroundJob = pgTable(
  'background_job',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The tenant the work belongs to (null for platform-wide work such as schedules). */
    tenantId: bigint('tenant_id', { mode: 'number' }),
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('background_job_due').on(t.state, t.runAt),
    index('background_job_tenant').on(t.tenantId, t.createdAt),
    uniqueIndex('background_job_active_key')
      .on(t.name, t.key, t.state)
      .where(sql`${t.state} in ('queued', 'running') and ${t.key} is not null`),
  ],
);
