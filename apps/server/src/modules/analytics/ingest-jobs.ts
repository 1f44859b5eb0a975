import type { ServiceHost } from '../../platform/service-host';
import { runCsvIngest } from './ingest-service';

export const EVENT_INGEST_JOB = 'analytics.ingestEventFile';

/** The background work-through of event files above the inline size. */
export function registerEventIngestJobs(host: ServiceHost): void {
  host.jobs.register<{ tenantId: number; ingestId: number }>({
    name: EVENT_INGEST_JOB,
    maxAttempts: 3,
    handler: ({ tenantId, ingestId }) => runCsvIngest(host.db, host.jobs, tenantId, ingestId),
  });
}
