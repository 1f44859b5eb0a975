import { sql } from 'drizzle-orm';
import { forEveryTenant } from '../../platform/jobs/job-queue';
import type { ServiceHost } from '../../platform/service-host';
import { refreshStanceEvidence } from './evidence-refresh';

export const REFRESH_STANCES = 'insights.stances.refresh';
const REFRESH_ALL = 'insights.stances.refresh.all';

/**
 * Stance evidence is recomputed per tenant in the background (every half hour, and on demand):
 * one transaction under an advisory lock, so two refreshes never interleave.
 */
export function registerInsightJobs(host: ServiceHost): void {
  const { jobs } = host;
  jobs.register<{ tenantId: number }>({
    name: REFRESH_STANCES,
    handler: async ({ tenantId }) => {
      const outcome = await host.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('insight_stances'), ${tenantId}::int)`);
        return refreshStanceEvidence(tx, tenantId);
      });
      host.log.info({ tenantId, outcome }, 'stance evidence refreshed');
    },
  });
  jobs.register({
    name: REFRESH_ALL,
    maxAttempts: 1,
    handler: () => forEveryTenant(host.db, (tenantId) => jobs.enqueue(REFRESH_STANCES, { tenantId }, { key: String(tenantId), tenantId })),
  });
  jobs.schedule({ name: REFRESH_ALL, cron: '*/30 * * * *' });
}
