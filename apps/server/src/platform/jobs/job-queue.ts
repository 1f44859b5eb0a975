import type { Page } from '@crm/shared/envelope';
import type { Database } from '../../db/client';
import type { JobState } from '../../db/schema/platform/jobs';
import { enterprise } from '../../db/schema/platform/tenancy';
import { withTenant } from '../../db/tenant-scope';

/** What a running job knows about itself. */
export interface JobInfo {
  id: string;
  name: string;
  /** 1 on the first try. */
  attempt: number;
}

export interface JobDefinition<T> {
  name: string;
  handler: (payload: T, job: JobInfo) => Promise<void>;
  /** Tries in all before the job is left failed (default 3). */
  maxAttempts?: number;
  /** Delay before the second try; doubled on every further one (default 30 s). */
  retryDelaySeconds?: number;
}

export interface EnqueueOptions {
  /**
   * Idempotency: a key allows one waiting and one running job of a name. Enqueueing while one waits
   * adds nothing (the waiting one will see the latest state); a job waits while another with its key runs.
   */
  key?: string;
  tenantId?: number | null;
  runAt?: Date;
}

/** A recurring job: `cron` is a five-field expression in UTC (minute hour day month weekday). */
export interface JobSchedule {
  name: string;
  cron: string;
  payload?: unknown;
}

export interface JobView {
  id: string;
  name: string;
  tenantId: number | null;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface JobFilter {
  tenantId: number;
  state?: JobState | undefined;
  name?: string | undefined;
  page: number;
  size: number;
}

/**
 * Background work: handlers registered by name, jobs enqueued by the features (sends, imports,
 * rescoring, rollups, index updates), retried with backoff and visible to administrators.
 */
export interface JobQueue {
  register<T>(definition: JobDefinition<T>): void;
  /** Returns the job id, or null when a job with the same name and key is already waiting. */
  enqueue<T>(name: string, payload: T, options?: EnqueueOptions): Promise<string | null>;
  schedule(schedule: JobSchedule): void;
  /** Starts working (and running the schedules) in this instance. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Runs every due job now, in this process, until none is left (tests, and the command line). */
  drain(): Promise<number>;
  list(filter: JobFilter): Promise<Page<JobView>>;
  /** Jobs waiting, running and failed, per name, across every tenant: the queue as monitoring sees it. */
  counts(): Promise<JobCount[]>;
}

export interface JobCount {
  name: string;
  state: Exclude<JobState, 'completed'>;
  count: number;
}

/**
 * Runs a job's handler under its tenant's row-level security. A job of no tenant (one of the
 * platform's schedules) runs in a scope of no tenant, which sees no tenant's row and may write none:
 * it goes through the tenants with forEveryTenant (decision 30).
 */
export function runForTenant(tenantId: number | null, handler: () => Promise<void>): Promise<void> {
  return withTenant(tenantId, handler);
}

/** Runs `work` for every enterprise in id order, each under that tenant's row-level security. */
export async function forEveryTenant(db: Database, work: (tenantId: number) => Promise<unknown>): Promise<void> {
  const tenants = await db.select({ id: enterprise.id }).from(enterprise).orderBy(enterprise.id);
  for (const { id } of tenants) await withTenant(id, () => work(id));
}

/** The enterprises for which `test` holds, each asked under its own row-level security. */
export async function tenantsWhere(db: Database, test: (tenantId: number) => Promise<boolean>): Promise<number[]> {
  const found: number[] = [];
  await forEveryTenant(db, async (tenantId) => {
    if (await test(tenantId)) found.push(tenantId);
  });
  return found;
}
