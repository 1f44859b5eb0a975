import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forEveryTenant, type JobQueue } from '../../../platform/jobs/job-queue';
import { runKolScoring } from './kol-job';
import { rowsOf } from '../../../db/rows';

const RESCORE_ALL = 'academic.kolScoring';
const RESCORE_TENANT = 'academic.kolScoring.tenant';

/**
 * Every five minutes each tenant is queued for rescoring (once at a time per tenant); a tenant whose
 * academic data did not change is skipped quickly. A tenant is scored in one transaction holding an
 * advisory lock, so readers see the old scores until the new ones are complete.
 */
export function registerKolJobs(app: FastifyInstance, jobs: JobQueue): void {
  jobs.register({
    name: RESCORE_ALL,
    maxAttempts: 1,
    handler: () => forEveryTenant(app.db, (tenantId) => jobs.enqueue(RESCORE_TENANT, { tenantId }, { key: String(tenantId), tenantId })),
  });
  jobs.register<{ tenantId: number }>({
    name: RESCORE_TENANT,
    handler: async ({ tenantId }) => {
      await app.db.transaction(async (tx) => {
        const locked = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('kol_score'), ${tenantId}::int) as ok`));
        if (!locked[0]?.ok) return;
        const outcome = await runKolScoring(tx, tenantId);
        if (!outcome.skipped) app.log.info({ tenantId, ...outcome }, 'KOL scores recomputed');
      });
    },
  });
  jobs.schedule({ name: RESCORE_ALL, cron: '*/5 * * * *' });
}
