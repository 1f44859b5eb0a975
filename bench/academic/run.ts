// `npm run bench:academic [-- --doctors=N --papers=N --requests=N --concurrency=C --data-only --reuse-ties]`: doctor profile,
// two-hop network and KOL scoring at 100,000 doctors and 2,000,000 papers on PostgreSQL
// (DATABASE_URL, default the local server's database bench_academic).
import { eq, sql } from 'drizzle-orm';
import { kolScoreRun } from '../../apps/server/src/db/schema/academic/academic';
import { runKolScoring, type ScoringOutcome } from '../../apps/server/src/modules/academic/scoring/kol-job';
import { percentiles } from '../customers/measure';
import { benchArgs, demoToken, generateData, log, openBenchDatabase, startBenchServer } from '../support';
import { generateAcademicBench, generateAcademicChanges } from './generate';
import { rowsOf } from '../../apps/server/src/db/rows';

const args = benchArgs();
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_academic';
const doctors = Number(args.doctors ?? 100_000);
const papers = Number(args.papers ?? 2_000_000);
const requests = Number(args.requests ?? 400);
const concurrency = Number(args.concurrency ?? 4);

/** Runs `count` GETs over `concurrency` clients; every answer must be 200. */
async function measure(port: number, token: string, urls: string[], count: number) {
  const samples: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const url = urls[next++ % urls.length]!;
      const started = performance.now();
      const response = await fetch(`http://localhost:${port}${url}`, { headers: { authorization: `Bearer ${token}`, host: 'localhost' } });
      await response.arrayBuffer();
      samples.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return percentiles(samples);
}

const { database, tenant } = await openBenchDatabase(databaseUrl);
const db = database.db;
const { hubId } = await generateData(() => generateAcademicBench(db, { tenantId: tenant.id, doctors, papers, log }));
if ('data-only' in args) {
  await database.close();
  process.exit(0);
}

const describe = (outcome: ScoringOutcome) =>
  `ties ${outcome.relations.mode} (${outcome.relations.doctors} doctors) ${outcome.relationsMs} ms, scores ${outcome.scoringMs} ms ` +
  `(read ties ${outcome.steps.graphMs} ms, read papers and guidelines ${outcome.steps.statsMs} ms, compute ${outcome.steps.computeMs} ms, write ${outcome.steps.writeMs} ms, ${outcome.written} rows written), ` +
  `total ${outcome.relationsMs + outcome.scoringMs} ms for ${outcome.doctors} doctors`;
// A full rebuild of all ties (skipped with --reuse-ties when a previous run left them in place).
const [previous] = await db.select().from(kolScoreRun).where(eq(kolScoreRun.tenantId, tenant.id));
const full = 'reuse-ties' in args && previous ? null : await runKolScoring(db, tenant.id, { force: true, full: true });
if (full) log(`KOL scoring, full: ${describe(full)}`);
// Then what the five-minute job meets when a tenant keeps publishing: 1 % of the doctors write
// papers together, 100 change department and 100 students get a supervisor.
const changes = await generateAcademicChanges(db, { tenantId: tenant.id, authors: Math.round(doctors / 100), seed: Date.now() % 100_000 });
log(`changed the sources of ${changes} doctors`);
const scoring = await runKolScoring(db, tenant.id);
log(`KOL scoring, incremental: ${describe(scoring)}`);
// A full rebuild leaves millions of dead tie versions until autovacuum passes; measure the reads as
// they are once it has (an incremental run leaves only the changed doctors' ties behind).
await db.execute(sql`vacuum (analyze) doctor_relation`);
await db.execute(sql`vacuum (analyze) kol_score`);
const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await db.execute(query))[0]!.n);
const totals = {
  doctors: await count(sql`select count(*)::int as n from doctor where tenant_id = ${tenant.id}`),
  papers: await count(sql`select count(*)::int as n from academic_paper where tenant_id = ${tenant.id}`),
  authors: await count(sql`select count(*)::int as n from academic_paper_author where tenant_id = ${tenant.id}`),
  relations: await count(sql`select count(*)::int as n from doctor_relation where tenant_id = ${tenant.id}`),
  hubTies: await count(sql`select count(distinct other_id)::int as n from doctor_relation where doctor_id = ${hubId}`),
};
log(JSON.stringify(totals));
// Profile pages of authors with records and interactions (every tenth bench doctor has them).
const sample = rowsOf<{ id: number }>(
  await db.execute(sql`select doctor_id::int as id from doctor_interaction where tenant_id = ${tenant.id} group by doctor_id order by doctor_id limit 200`),
).map((r) => r.id);
await database.close();

const server = await startBenchServer({ DATABASE_URL: databaseUrl, BACKGROUND_JOBS: 'false' });
const table: Array<Record<string, string | number>> = [];
try {
  const token = await demoToken(server.port, 'admin');
  const profileCalls: Array<[string, (id: number) => string]> = [
    ['get/paper/info', (id) => `/prod-api/get/paper/info?id=${id}`],
    ['get/paper/range/{id}', (id) => `/prod-api/get/paper/range/${id}`],
    ['get/activity/info', (id) => `/prod-api/get/activity/info?id=${id}`],
    ['relation/findBy/list', (id) => `/prod-api/relation/findBy/list?id=${id}`],
    ['doctor/action/activeness', (id) => `/prod-api/doctor/action/activeness?id=${id}`],
    ['kol/mapping/score/{id}', (id) => `/prod-api/kol/mapping/score/${id}`],
  ];
  const allProfile: string[] = [];
  for (const [name, url] of profileCalls) {
    const urls = sample.map(url);
    allProfile.push(...urls);
    const timing = await measure(server.port, token, urls, requests);
    table.push({ scenario: `profile: ${name}`, requests, 'p50 ms': timing.p50.toFixed(1), 'p95 ms': timing.p95.toFixed(1), 'p99 ms': timing.p99.toFixed(1) });
  }
  const mixed = await measure(server.port, token, allProfile.sort(), requests * 2);
  table.push({ scenario: 'profile: all sections mixed', requests: requests * 2, 'p50 ms': mixed.p50.toFixed(1), 'p95 ms': mixed.p95.toFixed(1), 'p99 ms': mixed.p99.toFixed(1) });
  for (const [name, url] of [
    ['hub 1-hop chart (300 ties)', `/prod-api/academicNetwork/doctorAcademicNetworkCenterChart?id=${hubId}&depth=1&limit=500`],
    ['hub 2-hop chart (300 ties)', `/prod-api/academicNetwork/doctorAcademicNetworkCenterChart?id=${hubId}&depth=2&limit=500`],
    ['hub centre table', `/prod-api/academicNetwork/doctorAcademicNetworkCenterTable?id=${hubId}&size=50`],
    ['KOL list, first page', '/prod-api/kol/mapping/list'],
    ['KOL map per province', '/prod-api/kol/mapping/province'],
  ] as const) {
    const timing = await measure(server.port, token, [url], Math.max(50, requests / 4));
    table.push({ scenario: name, requests: Math.max(50, requests / 4), 'p50 ms': timing.p50.toFixed(1), 'p95 ms': timing.p95.toFixed(1), 'p99 ms': timing.p99.toFixed(1) });
  }
} finally {
  server.stop();
}
for (const [name, outcome] of [
  ['full', full],
  ['incremental', scoring],
] as const) {
  if (!outcome) continue;
  table.push({
    scenario: `KOL scoring ${name}, ${outcome.doctors} doctors`,
    requests: 1,
    'p50 ms': `ties ${outcome.relationsMs}`,
    'p95 ms': `scores ${outcome.scoringMs}`,
    'p99 ms': `total ${outcome.relationsMs + outcome.scoringMs}`,
  });
}
console.table(table);
