import { sql } from 'drizzle-orm';
import { forEveryTenant } from '../../../platform/jobs/job-queue';
import type { ServiceHost } from '../../../platform/service-host';
import { runKolScoring } from './kol-job';
import { rowsOf } from '../../../db/rows';

const RESCORE_ALL = 'academic.kolScoring';
const RESCORE_TENANT = 'academic.kolScoring.tenant';

/**
 * Every five minutes each tenant is queued for rescoring (once at a time per tenant); a tenant whose
 * academic data did not change is skipped quickly. A tenant is scored in one transaction holding an
 * advisory lock, so readers see the old scores until the new ones are complete.
 */
export function registerKolJobs(host: ServiceHost): void {
  const { jobs } = host;
  jobs.register({
    name: RESCORE_ALL,
    maxAttempts: 1,
    handler: () => forEveryTenant(host.db, (tenantId) => jobs.enqueue(RESCORE_TENANT, { tenantId }, { key: String(tenantId), tenantId })),
  });
  jobs.register<{ tenantId: number }>({
    name: RESCORE_TENANT,
    handler: async ({ tenantId }) => {
      await host.db.transaction(async (tx) => {
        const locked = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('kol_score'), ${tenantId}::int) as ok`));
        if (!locked[0]?.ok) return;
        const outcome = await runKolScoring(tx, tenantId);
        if (!outcome.skipped) host.log.info({ tenantId, ...outcome }, 'KOL scores recomputed');
      });
    },
  });
  jobs.schedule({ name: RESCORE_ALL, cron: '*/5 * * * *' });
}
