import { forEveryTenant } from '../../platform/jobs/job-queue';
import type { ServiceHost } from '../../platform/service-host';
import { syncTenantPassages, tenantsMissingSources } from './index-store';
import { embedMissingPassages } from './embeddings';

export const AI_SYNC_JOB = 'ai.syncIndex';
const AI_SWEEP_JOB = 'ai.sweepIndexes';
const AI_REBUILD_ALL_JOB = 'ai.rebuildIndexes';

/**
 * The assistant's index follows the content: a sync per tenant indexes what changed since the last
 * one (or everything, for a rebuild), queued on uploads and article decisions, and every five minutes
 * for the content of other modules (library reviews, papers, visit notes); a nightly rebuild catches
 * expiries, and a start-up check rebuilds an index that lacks a whole source.
 */
export function registerAiJobs(host: ServiceHost): void {
  const { jobs } = host;
  jobs.register<{ tenantId: number; full: boolean }>({
    name: AI_SYNC_JOB,
    maxAttempts: 3,
    handler: async ({ tenantId, full }) => {
      await syncTenantPassages(host.db, tenantId, { full });
      await embedMissingPassages(host.db, host.outbound.fetch, tenantId);
    },
  });
  const everyTenant = (full: boolean) => () => forEveryTenant(host.db, (tenantId) => jobs.enqueue(AI_SYNC_JOB, { tenantId, full }, { key: String(tenantId), tenantId }));
  jobs.register({ name: AI_SWEEP_JOB, maxAttempts: 1, handler: everyTenant(false) });
  jobs.register({ name: AI_REBUILD_ALL_JOB, maxAttempts: 1, handler: everyTenant(true) });
  jobs.schedule({ name: AI_SWEEP_JOB, cron: '*/5 * * * *' });
  jobs.schedule({ name: AI_REBUILD_ALL_JOB, cron: '30 3 * * *' });
  // At start-up, an index missing a whole source (built before it was registered) is rebuilt at once.
  if (host.config.backgroundJobs)
    host.onReady(async () => {
      for (const tenantId of await tenantsMissingSources(host.db)) await jobs.enqueue(AI_SYNC_JOB, { tenantId, full: true }, { key: `${tenantId}:full`, tenantId });
    });
}
