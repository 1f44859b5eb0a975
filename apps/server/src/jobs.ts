import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import { registerKolJobs } from './modules/academic/scoring/kol-jobs';
import { registerDataUploadJobs } from './modules/data-upload/upload-routes';
import { registerForecastJobs } from './modules/forecast/baseline-jobs';
import { registerAnalyticsJobs } from './modules/analytics/analytics-jobs';
import { QUALITY_JOB } from './modules/analytics/assets/quality-checks';
import { onUploadSaved } from './modules/data-upload/upload-service';
import type { ModelCode } from './modules/data-upload/models';
import { registerEventIngestJobs } from './modules/analytics/event-routes';
import { registerContentJobs } from './modules/content/content-jobs';
import { registerLeadScoringJobs } from './modules/lead-scoring/score-jobs';
import { registerAiJobs } from './modules/ai/jobs';
import { registerInsightJobs } from './modules/insights/insight-jobs';
import { sendDueReminders } from './modules/tasks/task-notices';
import { forgetOldIdempotencyKeys } from './platform/idempotency';
import type { JobQueue } from './platform/jobs/job-queue';
import { PgBossQueue } from './platform/jobs/pg-boss-queue';
import { TableJobQueue } from './platform/jobs/table-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** The queue this instance works with: pg-boss on PostgreSQL, the embedded table queue on PGlite. */
export function createJobQueue(database: DatabaseHandle, app: FastifyInstance): JobQueue {
  if (database.executeSql) return new PgBossQueue(database.executeSql, app.log, app.config.backgroundJobs);
  return new TableJobQueue(database.db, app.log);
}

/**
 * Every background job and schedule of the product, in one place; features add theirs here.
 * The queue starts working only where background jobs are on (BACKGROUND_JOBS).
 */
export function registerJobs(app: FastifyInstance): void {
  const { jobs } = app;
  jobs.register({ name: 'tasks.dueReminders', maxAttempts: 1, handler: async () => void (await sendDueReminders(app)) });
  jobs.schedule({ name: 'tasks.dueReminders', cron: '*/5 * * * *' });
  jobs.register({ name: 'idempotency.forget', maxAttempts: 2, handler: async () => void (await forgetOldIdempotencyKeys(app.db)) });
  jobs.schedule({ name: 'idempotency.forget', cron: '45 3 * * *' });
  registerKolJobs(app, jobs);
  registerDataUploadJobs(app);
  registerForecastJobs(app);
  registerAnalyticsJobs(app, jobs);
  registerEventIngestJobs(app);
  registerContentJobs(app, jobs);
  registerLeadScoringJobs(app, jobs);
  registerAiJobs(app, jobs);
  registerInsightJobs(app, jobs);

  wireQualityChecksToUploads();

  if (app.config.backgroundJobs) app.addHook('onReady', () => app.jobs.start());
  app.addHook('onClose', () => app.jobs.stop());
}

/** The data set of the catalogue each upload model writes. */
const DATASET_OF_MODEL: Record<ModelCode, string> = { sales: 'sales', targets: 'targets', sdaRecords: 'sdaRecords', diagnosis: 'diagnosis', doctorUpdates: 'doctors' };
let qualityWired = false;

/** A saved upload has the quality checks of its data set run at once. */
function wireQualityChecksToUploads(): void {
  if (qualityWired) return;
  qualityWired = true;
  onUploadSaved(async (app, { tenantId, modelCode }) => {
    const dataset = DATASET_OF_MODEL[modelCode];
    await app.jobs.enqueue(QUALITY_JOB, { tenantId, dataset }, { key: `${tenantId}:${dataset}`, tenantId });
  });
}
