// The interaction event store's targets: a four-step funnel over a year for a whole tenant, one
// doctor's journey, and the full rescoring of a tenant after a rule change.
//
//   npx tsx bench/events/bench.ts --events=1000000 [--doctors=100000] [--runs=20] [--url=postgres://postgres@127.0.0.1:5432/crm_bench_events]
//
// Without --url it runs on the embedded database (PGlite, in memory). The database is migrated and
// seeded with the demo tenants, then grown to --doctors doctors and --events events for the first
// tenant with set-based INSERT … SELECT; the figures are p50/p95 of --runs runs.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedIfEmpty } from '../../apps/server/src/seed';
import { funnelFigures } from '../../apps/server/src/modules/analytics/funnel-query';
import { timeline } from '../../apps/server/src/modules/analytics/journey-query';
import type { Principal } from '../../apps/server/src/platform/principal';
import { rescoreTenant } from '../../apps/server/src/modules/lead-scoring/score-engine';
import type { RequestContext } from '../../apps/server/src/platform/contract-route';
import { benchArgs, ensurePostgresDatabase, log } from '../support';
import { rowsOf } from '../../apps/server/src/db/rows';

const args = benchArgs();
const targetEvents = Number(args.events ?? 1_000_000);
const targetDoctors = Number(args.doctors ?? 0);
const runs = Number(args.runs ?? 20);
const url = args.url;

if (url) await ensurePostgresDatabase(url);
const database = await openDatabase(url ? { url } : {});
const db = database.db;
const one = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(query))[0]!;

await database.migrate();
await seedIfEmpty(db, { demo: true });
const tenant = await one(sql`select * from enterprise where domain = 'localhost'`);
const tenantId = Number(tenant.id);

// More doctors (copies of the demo ones in the same hospitals) when the rescoring target asks for them.
const doctorCount = async () => Number((await one(sql`select count(*)::int as n from doctor where tenant_id = ${tenantId}`)).n);
if ((await doctorCount()) < targetDoctors) {
  const missing = targetDoctors - (await doctorCount());
  log(`adding ${missing} doctors`);
  await db.execute(sql`
    insert into doctor (tenant_id, code, name, name_pinyin, name_initials, hospital_id, hospital_level, title_code)
    select ${tenantId}, 'BENCH' || g, d.name, d.name_pinyin, d.name_initials, d.hospital_id, d.hospital_level, d.title_code
    from generate_series(1, ${missing}) g
    join lateral (select * from doctor where tenant_id = ${tenantId} order by id offset (g % 2000) limit 1) d on true`);
}

const eventCount = async () => Number((await one(sql`select count(*)::int as n from interaction_event where tenant_id = ${tenantId}`)).n);
let have = await eventCount();
const types = ['visit.completed', 'live.attended', 'survey.answered', 'portal.registered', 'portal.login', 'education.event', 'meeting.signedIn', 'prescription.first'];
while (have < targetEvents) {
  const batch = Math.min(500_000, targetEvents - have);
  const started = Date.now();
  // Each event goes to a random doctor at a random time of the past year; the type mix makes each later funnel step rarer.
  await db.execute(sql`
    with docs as (select array_agg(id) as ids, array_agg(hospital_id) as hs from doctor where tenant_id = ${tenantId})
    insert into interaction_event (tenant_id, occurred_at, type, doctor_id, hospital_id, channel, source, source_event_id)
    select ${tenantId}::bigint, now() - random() * interval '365 days',
      (${sql.param(types)}::text[])[1 + floor(power(random(), 1.6) * ${types.length})::int],
      docs.ids[i], docs.hs[i], 'bench', 'bench', null
    from docs, generate_series(1, ${batch}) g, lateral (select 1 + floor(random() * array_length(docs.ids, 1))::int + (g * 0) as i) pick`);
  have += batch;
  log(`events ${have} (${Date.now() - started} ms for ${batch})`);
}
await db.execute(sql`analyze interaction_event`);

const principal = {
  tenant: { ...tenant, id: tenantId, timeZone: String(tenant.time_zone) },
  dataRange: 'all',
  userId: 0,
  orgId: null,
  orgPath: null,
  permissions: [],
} as unknown as Principal;
const context = { db, principal } as unknown as RequestContext;
const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const funnel = {
  windowDays: 90,
  unit: 'doctor' as const,
  steps: ['visit.completed', 'live.attended', 'portal.registered', 'prescription.first'].map((eventType) => ({ name: eventType, eventType })),
};

async function measure(name: string, work: () => Promise<unknown>, times = runs) {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const pick = (q: number) => durations[Math.min(durations.length - 1, Math.ceil(q * durations.length) - 1)]!.toFixed(0);
  log(`${name}: p50 ${pick(0.5)} ms, p95 ${pick(0.95)} ms (${times} runs)`);
}

log(`${url ? 'PostgreSQL' : 'PGlite'}, ${await eventCount()} events, ${await doctorCount()} doctors in the tenant`);
// The funnel screen asks for the period and the previous one: funnelFigures runs both.
await measure('four-step funnel over a year, whole tenant (with previous period)', () => funnelFigures(context, { from: yearAgo, to: today }, funnel));
const busy = await one(sql`select doctor_id from interaction_event where tenant_id = ${tenantId} group by doctor_id order by count(*) desc limit 1`);
await measure('one doctor’s journey (busiest doctor, 500 events)', () => timeline(context, sql`e.doctor_id = ${Number(busy.doctor_id)}`, 500));
await measure('full rescoring of the tenant', () => db.transaction((tx) => rescoreTenant(tx, tenantId, String(tenant.time_zone))), 1);
await database.close();
