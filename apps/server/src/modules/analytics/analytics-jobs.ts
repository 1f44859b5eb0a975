import { sql } from 'drizzle-orm';
import { forEveryTenant } from '../../platform/jobs/job-queue';
import type { ServiceHost } from '../../platform/service-host';
import { onUploadSaved } from '../data-upload/index';
import type { ModelCode } from '../data-upload/index';
import { QUALITY_JOB, registerQualityJobs } from './assets/quality-checks';
import { registerEventIngestJobs } from './ingest-jobs';

/** Quality checks (on schedule and after each saved upload), event file ingests and the usage retention clean-up. */
export function registerAnalyticsJobs(host: ServiceHost): void {
  const { jobs } = host;
  registerQualityJobs(host);
  registerEventIngestJobs(host);
  wireQualityChecksToUploads();
  jobs.register({
    name: 'usage.retention',
    maxAttempts: 2,
    handler: () =>
      forEveryTenant(host.db, (tenantId) =>
        host.db.execute(sql`delete from usage_daily where tenant_id = ${tenantId} and day < current_date - ${host.config.usageRetentionDays}::int`),
      ),
  });
  jobs.schedule({ name: 'usage.retention', cron: '15 3 * * *' });
}

/** The data set of the catalogue each upload model writes. */
const DATASET_OF_MODEL: Record<ModelCode, string> = { sales: 'sales', targets: 'targets', sdaRecords: 'sdaRecords', diagnosis: 'diagnosis', doctorUpdates: 'doctors' };
let qualityWired = false;

/** A saved upload has the quality checks of its data set run at once (wired once per process: the listeners are module state). */
function wireQualityChecksToUploads(): void {
  if (qualityWired) return;
  qualityWired = true;
  onUploadSaved(async (app, { tenantId, modelCode }) => {
    const dataset = DATASET_OF_MODEL[modelCode];
    await app.jobs.enqueue(QUALITY_JOB, { tenantId, dataset }, { key: `${tenantId}:${dataset}`, tenantId });
  });
}
