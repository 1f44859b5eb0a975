// `npm run bench:visits [-- --visits=N --export=N --seconds=S --connections=C]`: team visit lists and the xlsx export.
// PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set (default 2,000,000 visits, 10 clients),
// else PGlite (200,000 visits, 1 client). The database is created when missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { measureSearchScenario } from '../customers/measure';
import { benchDatabaseUrl, benchRun, demoToken, generateData, log, openBenchDatabase, startBenchServer } from '../support';
import { generateBenchVisits } from './generate';
import { rowsOf } from '../../apps/server/src/db/rows';

const { databaseUrl, onPostgres, count } = benchRun(benchDatabaseUrl());
const visits = count('visits', 2_000_000, 200_000);
const exportRows = count('export', 100_000, 20_000);
const seconds = count('seconds', 10);
const connections = count('connections', 10, 1);
const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), `crm-bench-visits-${visits}`);

async function prepare() {
  const { database, tenant } = await openBenchDatabase(databaseUrl, pgliteDir);
  await generateData(() => generateBenchVisits(database.db, { tenantId: tenant.id, visits, log }));
  const one = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, string | number>>(await database.db.execute(query))[0]!;
  const total = await one(sql`select count(*)::int as n from visit where tenant_id = ${tenant.id}`);
  // The first calendar day (tenant zone) from which the newest `exportRows` visits start.
  const from = await one(sql`select to_char(start_at at time zone ${tenant.timeZone}, 'YYYY-MM-DD') as day from visit
    where tenant_id = ${tenant.id} and status <> 'cancelled' order by start_at desc, id desc offset ${Math.max(0, exportRows - 1)} limit 1`);
  await database.close();
  return { total: Number(total.n), exportFrom: String(from.day) };
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

const { total, exportFrom } = await prepare();
const server = await startBenchServer({ DATABASE_URL: databaseUrl ?? '', BENCH_PGLITE_DIR: pgliteDir, BACKGROUND_JOBS: 'false' });
const users = ['sales.director', 'manager', 'rep'] as const;
const tokens = Object.fromEntries(await Promise.all(users.map(async (u) => [u, await demoToken(server.port, u)] as const))) as Record<(typeof users)[number], string>;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const scenarios: Array<{ name: string; user: (typeof users)[number]; path: string; body: Record<string, unknown> }> = [
  { name: 'national manager: team visits, first page', user: 'sales.director', path: 'team', body: {} },
  { name: 'national manager: team, face-to-face, last 30 days', user: 'sales.director', path: 'team', body: { visitType: 'FACE', startDate: daysAgo(30), endDate: daysAgo(0) } },
  { name: 'national manager: team, keyword "王"', user: 'sales.director', path: 'team', body: { keyword: '王' } },
  { name: 'district manager: team visits, first page', user: 'manager', path: 'team', body: {} },
  { name: 'rep: my visits, first page', user: 'rep', path: 'my', body: {} },
];
log(`${total} visits; ${connections} client(s), ${seconds} s per scenario on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
const table: Array<Record<string, string | number>> = [];
const exportTable: Array<Record<string, string | number>> = [];
try {
  for (const scenario of scenarios) {
    const url = `http://localhost:${server.port}/prod-api/v2/visit/find/${scenario.path}/page?page=0&size=20`;
    table.push(await measureSearchScenario({ name: scenario.name, url, token: tokens[scenario.user], body: scenario.body, connections, seconds }));
  }

  // The export: one client downloads the newest ~exportRows team visits while the server's RSS is sampled.
  const baseline = rssMiB(server.child.pid!);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.child.pid!))), 25);
  const started = performance.now();
  const response = await fetch(`http://localhost:${server.port}/prod-api/v2/visit/export?scope=team&startDate=${exportFrom}`, {
    headers: { authorization: `Bearer ${tokens['sales.director']}`, host: 'localhost' },
  });
  const file = Buffer.from(await response.arrayBuffer());
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (response.status !== 200) throw new Error(`export: HTTP ${response.status} ${file.toString('utf8', 0, 300)}`);
  const { readSheet } = await import('read-excel-file/node');
  const sheetRows = ((await readSheet(file)) as unknown[][]).length - 1;
  log(`export: ${sheetRows} rows in ${elapsed.toFixed(1)} s, peak RSS ${peak.toFixed(0)} MiB (baseline ${baseline.toFixed(0)} MiB)`);
  exportTable.push({
    export: `team visits since ${exportFrom} (national manager)`,
    rows: sheetRows,
    seconds: Number(elapsed.toFixed(1)),
    'rows/s': Math.round(sheetRows / elapsed),
    'file MiB': Number((file.length / 1024 / 1024).toFixed(1)),
    'server RSS before MiB': Math.round(baseline),
    'server RSS peak MiB': Math.round(peak),
  });
} finally {
  server.stop();
}
console.table(table);
console.table(exportTable);
