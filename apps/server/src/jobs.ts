import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { forgetOldIdempotencyKeys } from './platform/idempotency';
import type { JobQueue } from './platform/jobs/job-queue';
import { PgBossQueue } from './platform/jobs/pg-boss-queue';
import { TableJobQueue } from './platform/jobs/table-queue';
import type { Log, ServiceHost } from './platform/service-host';
import { SERVER_MODULES } from './server-modules';

/** The queue this instance works with: pg-boss on PostgreSQL, the embedded table queue on PGlite. */
export function createJobQueue(database: DatabaseHandle, config: Config, log: Log): JobQueue {
  if (database.executeSql) return new PgBossQueue(database.executeSql, log, config.backgroundJobs);
  return new TableJobQueue(database.db, log);
}

/**
 * Every background job and schedule of the product: the platform's, then each module's (its front
 * door's `jobs`). The queue starts working once the server is ready, where background jobs are on
 * (BACKGROUND_JOBS), and stops when it closes.
 */
export function registerJobs(host: ServiceHost): void {
  const { jobs } = host;
  jobs.register({ name: 'idempotency.forget', maxAttempts: 2, handler: async () => void (await forgetOldIdempotencyKeys(host.db)) });
  jobs.schedule({ name: 'idempotency.forget', cron: '45 3 * * *' });
  for (const module of SERVER_MODULES) module.jobs?.(host);

  if (host.config.backgroundJobs) host.onReady(() => jobs.start());
  host.onClose(() => jobs.stop());
}
