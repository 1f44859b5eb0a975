// `npm run bench:insights [-- --evidence=N --runs=R]`: latency of the doctor-group analysis and of the
// doctors behind a bar (p50/p95 over R runs, as an enterprise-wide marketing user and a district
// manager), over N stance-evidence rows spread over every doctor and drug of the demo tenant and the
// last three years, plus the time the background refresh takes to read the demo tenant's notes.
// PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set (default 2,000,000 rows), else PGlite (300,000).
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { refreshStanceEvidence } from '../../apps/server/src/modules/insights/evidence-refresh';
import { percentiles } from '../customers/measure';
import { benchDatabaseUrl, benchRun, demoToken, log, openBenchDatabase, startBenchServer } from '../support';

const { databaseUrl, count } = benchRun(benchDatabaseUrl());
const evidence = count('evidence', 2_000_000, 300_000);
const runs = count('runs', 20);
const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), `crm-bench-insights-${evidence}`);
const BENCH_SNIPPET = 'bench';

async function prepare(): Promise<void> {
  const { database, tenant } = await openBenchDatabase(databaseUrl, pgliteDir);
  const tenantId = tenant.id;
  const started = performance.now();
  const outcome = await database.db.transaction((tx) => refreshStanceEvidence(tx, tenantId));
  log(`refresh of the demo tenant: ${JSON.stringify(outcome)} in ${(performance.now() - started).toFixed(0)} ms`);
  // The refresh replaced everything; bench rows go in after it, in batches generated inside the database.
  for (let done = 0; done < evidence; done += 200_000) {
    const n = Math.min(200_000, evidence - done);
    await database.db.execute(sql`
      with d as (select array_agg(id) as ids from doctor where tenant_id = ${tenantId}), p as (select array_agg(id) as ids from product where tenant_id = ${tenantId})
      insert into insight_stance_evidence (tenant_id, doctor_id, product_id, source, source_id, occurred_at, score, weight, snippet)
      select ${tenantId}::bigint, d.ids[1 + floor(random() * cardinality(d.ids))::int], p.ids[1 + floor(random() * cardinality(p.ids))::int],
        (array['VISIT','VISIT','CONTENT','MEETING'])[1 + (g % 4)], g, now() - random() * interval '3 years', random() * 2 - 1, 0.8, ${BENCH_SNIPPET}
      from generate_series(${done + 1}::int, ${done + n}::int) g, d, p`);
    log(`evidence rows: ${done + n}`);
  }
  await database.db.execute(sql`analyze`);
  await database.close();
}

await prepare();
const server = await startBenchServer({ DATABASE_URL: databaseUrl ?? '', BENCH_PGLITE_DIR: pgliteDir, BACKGROUND_JOBS: 'false' });
const base = `http://localhost:${server.port}/prod-api`;
const post = (token: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', host: 'localhost' }, body: JSON.stringify(body) });
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const table: Array<Record<string, string | number>> = [];
try {
  const token = await demoToken(server.port, 'marketing');
  const options = (await (await fetch(`${base}/insights/options`, { headers: { authorization: `Bearer ${token}`, host: 'localhost' } })).json()).result as {
    products: Array<{ id: number; indications: string[] }>;
    indications: Array<{ name: string }>;
    provinces: Array<{ code: string }>;
  };
  const all = { indications: options.indications.map((i) => i.name), productIds: options.products.map((p) => p.id) };
  const one = { indications: options.products[0]!.indications, productIds: [options.products[0]!.id] };
  const cases: Array<[string, string, unknown]> = [
    ['every drug, all time', '/insights/doctor-group/analysis', all],
    ['one drug, last 3 months', '/insights/doctor-group/analysis', { ...one, from: day(90), to: day(0) }],
    ['one drug, one province, 1 year', '/insights/doctor-group/analysis', { ...one, provinceCode: options.provinces[0]!.code, from: day(365), to: day(0) }],
    ['doctors behind the positive bar', '/insights/doctor-group/doctors?page=0&size=10', { ...all, dimension: 'stance', stance: 'POSITIVE' }],
  ];
  for (const viewer of ['marketing', 'manager']) {
    const viewerToken = await demoToken(server.port, viewer);
    for (const [name, url, body] of cases) {
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const response = await post(viewerToken, url, body);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status}`);
        samples.push(performance.now() - started);
      }
      const t = percentiles(samples);
      table.push({ viewer, case: name, 'p50 ms': Number(t.p50.toFixed(1)), 'p95 ms': Number(t.p95.toFixed(1)) });
    }
  }
  console.table(table);
  log(
    `${evidence} bench evidence rows on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; cases over 1 s at p95: ${table.filter((r) => Number(r['p95 ms']) > 1000).length} of ${table.length}`,
  );
} finally {
  server.stop();
}
