import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { enterprise } from '../../apps/server/src/db/schema/platform/tenancy';
import { seedIfEmpty } from '../../apps/server/src/seed';
import { keepDecaySums, rescoreTenant } from '../../apps/server/src/modules/lead-scoring/score-engine';
import { rowsOf } from '../../apps/server/src/db/rows';
import { generateBenchData } from '../customers/generate';
import { ensurePostgresDatabase, log } from '../support';
import { generateBenchVisits } from '../visits/generate';
import { generateBenchEvents, generateBenchPatients } from './generate';

/**
 * The demo tenant grown to the benchmark's size on PostgreSQL, once (a database already grown is
 * kept): doctors, two years of visits, a year of interaction events in time order, the patient
 * aggregates, and the lead scores of all of it. Used by bench:analytics and bench:suggestions.
 */
export async function prepareAnalyticsData(databaseUrl: string, { doctors, visits, events }: { doctors: number; visits: number; events: number }): Promise<void> {
  await ensurePostgresDatabase(databaseUrl);
  const database = await openDatabase({ url: databaseUrl });
  const db = database.db;
  await database.migrate();
  await seedIfEmpty(db, { demo: true });
  const [tenant] = await db.select().from(enterprise).where(eq(enterprise.domain, 'localhost'));
  const tenantId = tenant!.id;
  await generateBenchData(db, { tenantId, doctors, log });
  await generateBenchVisits(db, { tenantId, visits, log });
  await generateBenchEvents(db, { tenantId, events, log });
  await generateBenchPatients(db, { tenantId, log });
  const state = rowsOf<{ last: string; scored: string | null }>(
    await db.execute(sql`select (select max(id) from interaction_event where tenant_id = ${tenantId}) as last,
      (select last_event_id from lead_score_state where tenant_id = ${tenantId}) as scored`),
  )[0]!;
  if (state.scored !== state.last) {
    const started = Date.now();
    await db.transaction((tx) => rescoreTenant(tx, tenantId, tenant!.timeZone));
    log(`full lead rescoring: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    // What the scoring job does each minute when nothing arrived: the decay sums move to a new anchor once it is a day old.
    const started = Date.now();
    await db.transaction((tx) => keepDecaySums(tx, tenantId, 'none'));
    log(`decay sums kept: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  log('analyze');
  await db.execute(sql`analyze`);
  await database.close();
}
