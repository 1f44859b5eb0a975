import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enterprise } from '../../../db/schema/index';
import { runKolScoring } from './kol-job';

const EVERY = 5 * 60_000;

/**
 * Rescores each tenant whose academic data changed, every five minutes and once at start. A tenant
 * is scored in one transaction holding an advisory lock, so overlapping instances skip it and
 * readers see the old scores until the new ones are complete.
 */
export function scheduleKolScoring(app: FastifyInstance): void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const tenants = await app.db.select({ id: enterprise.id }).from(enterprise);
      for (const tenant of tenants) {
        await app.db.transaction(async (tx) => {
          const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('kol_score'), ${tenant.id}::int) as ok`)) as unknown as { rows: Array<{ ok: boolean }> };
          if (!locked.rows[0]?.ok) return;
          const outcome = await runKolScoring(tx, tenant.id);
          if (!outcome.skipped) app.log.info({ tenantId: tenant.id, ...outcome }, 'KOL scores recomputed');
        });
      }
    } catch (error) {
      app.log.error({ err: error }, 'KOL scoring failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), EVERY);
  app.addHook('onReady', async () => void run());
  app.addHook('onClose', async () => clearInterval(timer));
}
