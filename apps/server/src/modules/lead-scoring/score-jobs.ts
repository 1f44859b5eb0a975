import { sql } from 'drizzle-orm';
import { forEveryTenant } from '../../platform/jobs/job-queue';
import type { ServiceHost } from '../../platform/service-host';
import { rows } from '../../db/rows';
import { SCORE_NEW_EVENTS } from './score-job-names';
import { rescoreTenant, scoreNewEvents } from './score-engine';

export const RESCORE_TENANT = 'leadScoring.rescore';
const SCORE_ALL_NEW = 'leadScoring.newEvents.all';
const RESCORE_ALL = 'leadScoring.rescore.all';

async function tenantZone(host: ServiceHost, tenantId: number): Promise<string> {
  const [row] = await rows(host.db, sql`select time_zone from enterprise where id = ${tenantId}`);
  return String(row?.time_zone ?? 'Asia/Shanghai');
}

/**
 * Scoring runs in the background: new events every minute (and right after an ingest), the full
 * rescoring after a rule change and nightly (decay moves scores even without new events). A tenant
 * is scored in one transaction under an advisory lock, so readers see old or new scores, never half.
 */
export function registerLeadScoringJobs(host: ServiceHost): void {
  const { jobs } = host;
  const locked =
    (name: string, work: (tx: Parameters<Parameters<typeof host.db.transaction>[0]>[0], tenantId: number, zone: string) => Promise<unknown>) =>
    async ({ tenantId }: { tenantId: number }) => {
      const zone = await tenantZone(host, tenantId);
      await host.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lead_score'), ${tenantId}::int)`);
        const outcome = await work(tx, tenantId, zone);
        host.log.info({ tenantId, job: name, outcome }, 'lead scores updated');
      });
    };
  jobs.register<{ tenantId: number }>({ name: RESCORE_TENANT, handler: locked(RESCORE_TENANT, rescoreTenant) });
  jobs.register<{ tenantId: number }>({ name: SCORE_NEW_EVENTS, handler: locked(SCORE_NEW_EVENTS, scoreNewEvents) });
  const fanOut = (name: string) => () => forEveryTenant(host.db, (tenantId) => jobs.enqueue(name, { tenantId }, { key: String(tenantId), tenantId }));
  jobs.register({ name: SCORE_ALL_NEW, maxAttempts: 1, handler: fanOut(SCORE_NEW_EVENTS) });
  jobs.register({ name: RESCORE_ALL, maxAttempts: 1, handler: fanOut(RESCORE_TENANT) });
  jobs.schedule({ name: SCORE_ALL_NEW, cron: '* * * * *' });
  jobs.schedule({ name: RESCORE_ALL, cron: '30 18 * * *' });
}
