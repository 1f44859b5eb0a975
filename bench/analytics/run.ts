// `npm run bench:analytics [-- --events=N --doctors=N --visits=N --runs=R --cold=C --cold-reset="cmd" --only=TEXT,… --skip=TEXT,… --no-rows --prepare-only]`
//
// Analytics at scale on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/crm_bench_analytics):
// the demo tenant grown to --doctors doctors (default 100,000) with --visits visits over two years
// (default 2,000,000) and --events interaction events over the last year (default 10,000,000), the
// patient aggregates of the added hospitals and a full lead rescoring. Then every funnel, journey,
// lead-score, dashboard-widget and patient-portrait call that the national sales manager and the
// marketing specialist can make, over HTTP against the server in its own process:
// - cold: C samples (default 3) of each call's first request after `--cold-reset` ran (a shell
//   command that empties the database's caches, for example
//   `pg_ctlcluster 15 main restart && sync && echo 3 > /proc/sys/vm/drop_caches`); without it the
//   first request of each call is the only cold sample;
// - warm: R further requests (default 20; at least five unless R is 0, which sends none and
//   leaves the rows and the cold pass), p50 and p95;
// - rows read: the table rows and index entries the database read for one request (rows read by
//   sequential scans from pg_stat_user_tables, index entries from pg_stat_user_indexes, so an
//   index-only scan counts too), on a server with one connection; --no-rows skips this pass.
import { execSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { DEFAULT_DASHBOARDS } from '../../apps/server/src/modules/analytics/dashboards/default-dashboards';
import type { DashboardWidget } from '@crm/shared/contracts/analytics';
import { percentiles } from '../customers/measure';
import { benchArgs, demoToken, log, startBenchServer } from '../support';
import { prepareAnalyticsData } from './prepare';
import { rowsOf } from '../../apps/server/src/db/rows';

const args = benchArgs();
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crm_bench_analytics';
const doctors = Number(args.doctors ?? 100_000);
const visits = Number(args.visits ?? 2_000_000);
const events = Number(args.events ?? 10_000_000);

await prepareAnalyticsData(databaseUrl, { doctors, visits, events });
if ('prepare-only' in args) process.exit(0);

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Measured {
  viewer: string;
  call: string;
  rows: number | null;
  cold: number[];
  warm: number[];
}

const runs = Number(args.runs ?? 20);
const coldSamples = args['cold-reset'] ? Number(args.cold ?? 3) : 0;
// Each a comma-separated list of texts: a call is run when its name holds one of --only and none of --skip.
const only = args.only?.split(',');
const skip = args.skip?.split(',');
const countRows = !('no-rows' in args);
const viewers = (args.viewers ?? 'sales.director,marketing').split(',');

const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const monthStart = (monthsAgo: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - monthsAgo);
  return d.toISOString().slice(0, 10);
};

const server = await startBenchServer({ DATABASE_URL: databaseUrl, BACKGROUND_JOBS: 'false' });
const base = `http://localhost:${server.port}/prod-api`;
async function send(token: string, call: Call): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, host: 'localhost', ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}
const data = <T>(reply: { body: unknown }) => (reply.body as { result: T }).result;

/** The calls the screens make, for one viewer: the period is the screens' default unless named. */
async function callsFor(token: string): Promise<Call[]> {
  const year = { from: iso(364), to: iso(0) };
  const calls: Call[] = [];
  for (const kind of ['marketing', 'indirect'] as const) {
    const list = await send(token, { name: '', method: 'GET', path: `/analytics/funnels?kind=${kind}` });
    if (list.status !== 200) continue;
    calls.push({ name: `funnels: ${kind} list`, method: 'GET', path: `/analytics/funnels?kind=${kind}` });
    for (const funnel of data<Array<{ id: number; nameEn: string; steps: unknown[] }>>(list)) {
      calls.push({ name: `funnel: ${funnel.nameEn} (a year, with the previous)`, method: 'POST', path: '/analytics/funnel/run', body: { funnelId: funnel.id, filter: year } });
      for (let step = 1; step < funnel.steps.length; step++)
        calls.push({
          name: `funnel: ${funnel.nameEn}, drop-off at step ${step + 1}`,
          method: 'POST',
          path: '/analytics/funnel/drop-off',
          body: { funnelId: funnel.id, filter: year, step },
        });
    }
  }
  calls.push({
    name: 'journey: paths (a year, depth 5)',
    method: 'POST',
    path: '/analytics/journey/paths',
    body: { filter: year, rules: { drop: ['visit.planned', 'portal.login'], merge: [], collapseRepeats: true, depth: 5 } },
  });
  for (const granularity of ['month', 'week', 'day'])
    calls.push({ name: `journey: trend by ${granularity} (a year)`, method: 'POST', path: '/analytics/journey/trend', body: { filter: year, granularity } });
  const busy = await pick(sql`select doctor_id as id from interaction_event where tenant_id = ${tenantId} and doctor_id is not null group by 1 order by count(*) desc limit 1`);
  const busyHospital = await pick(
    sql`select hospital_id as id from interaction_event where tenant_id = ${tenantId} and hospital_id is not null group by 1 order by count(*) desc limit 1`,
  );
  calls.push({ name: 'journey: the busiest doctor', method: 'GET', path: `/analytics/journey/doctor/${busy}` });
  calls.push({ name: 'journey: the busiest hospital (a year)', method: 'GET', path: `/analytics/journey/hospital/${busyHospital}?from=${year.from}&to=${year.to}` });
  calls.push({ name: 'leads: rules', method: 'GET', path: '/analytics/score/rules' });
  calls.push({ name: 'leads: first page', method: 'POST', path: '/analytics/score/leads', body: { productId: 0, page: 0, size: 20 } });
  calls.push({ name: 'leads: page 50', method: 'POST', path: '/analytics/score/leads', body: { productId: 0, page: 50, size: 20 } });
  calls.push({ name: 'leads: keyword', method: 'POST', path: '/analytics/score/leads', body: { productId: 0, keyword: '王', page: 0, size: 20 } });
  calls.push({
    name: 'leads: tier and minimum score',
    method: 'POST',
    path: '/analytics/score/leads',
    body: { productId: 0, hospitalLevel: 'LEVEL3A', minScore: 20, page: 0, size: 20 },
  });
  calls.push({ name: 'leads: the busiest doctor’s breakdown', method: 'GET', path: `/analytics/score/lead/${busy}` });
  calls.push({
    name: 'leads: back-test (three months)',
    method: 'POST',
    path: '/analytics/score/back-test',
    body: { productId: 0, outcomeType: 'prescription.first', from: monthStart(3), to: monthStart(0) },
  });
  for (const board of DEFAULT_DASHBOARDS) {
    const reply = await send(token, { name: '', method: 'GET', path: `/analytics/dashboard/${board.key}` });
    if (reply.status !== 200) continue;
    for (const widget of data<{ widgets: DashboardWidget[] }>(reply).widgets)
      calls.push({
        name: `dashboard ${board.key}: ${widget.id} (30 days)`,
        method: 'POST',
        path: '/analytics/metric/query',
        body: {
          metrics: widget.metrics,
          dimension: widget.chart === 'number' ? undefined : widget.dimension,
          filters: widget.filters,
          from: iso(29),
          to: iso(0),
          compare: false,
          limit: 100,
        },
      });
  }
  const portrait = await send(token, { name: '', method: 'GET', path: '/insights/patient-portrait' });
  if (portrait.status === 200) {
    calls.push({ name: 'patient portrait: indications and regions', method: 'GET', path: '/insights/patient-portrait' });
    const tables = data<{ indication: { rows: Array<{ key: string }> }; region: { rows: Array<{ key: string }> } }>(portrait);
    for (const kind of ['indication', 'region'] as const) {
      const key = tables[kind].rows[0]?.key;
      if (key) calls.push({ name: `patient portrait: one ${kind}`, method: 'GET', path: `/insights/patient-portrait/segment?kind=${kind}&key=${encodeURIComponent(key)}` });
    }
  }
  return calls.filter((c) => (!only || only.some((text) => c.name.includes(text))) && (!skip || !skip.some((text) => c.name.includes(text))));
}

const statsClient = new pg.Client({ connectionString: databaseUrl });
await statsClient.connect();
// The cold pass restarts the database under this idle connection.
statsClient.on('error', () => undefined);
await statsClient.query('set stats_fetch_consistency = none');
const pick = async (query: ReturnType<typeof sql>) => {
  const database = await openDatabase({ url: databaseUrl });
  const row = rowsOf<{ id: string }>(await database.db.execute(query))[0];
  await database.close();
  return Number(row?.id);
};
const tenantId = await pick(sql`select id from enterprise where domain = 'localhost'`);
/** Table rows read so far by sequential scans and index entries read by index scans, over the whole database. */
const rowsRead = async () =>
  Number(
    (await statsClient.query('select (select sum(seq_tup_read) from pg_stat_user_tables) + (select coalesce(sum(idx_tup_read), 0) from pg_stat_user_indexes) as n')).rows[0].n,
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timed = async (token: string, call: Call) => {
  const started = performance.now();
  const reply = await send(token, call);
  if (reply.status !== 200) throw new Error(`${call.name}: HTTP ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
  return performance.now() - started;
};

const results: Measured[] = [];
const plan: Array<{ viewer: string; token: string; calls: Call[] }> = [];
try {
  for (const viewer of viewers) {
    const token = await demoToken(server.port, viewer);
    plan.push({ viewer, token, calls: await callsFor(token) });
  }
  log(`${plan.reduce((n, p) => n + p.calls.length, 0)} calls; warm: ${runs} requests each`);
  for (const { viewer, token, calls } of plan) {
    for (const call of calls) {
      if (runs === 0) {
        results.push({ viewer, call: call.name, rows: null, cold: [], warm: [] });
        continue;
      }
      const first = await timed(token, call);
      const warm: number[] = [];
      const started = performance.now();
      // At least five requests (one when the first took over five seconds); no more than a minute of them.
      const least = first > 5_000 ? 1 : 5;
      while (warm.length < runs && (warm.length < least || performance.now() - started < 60_000)) warm.push(await timed(token, call));
      results.push({ viewer, call: call.name, rows: null, cold: [first], warm });
      const t = percentiles(warm);
      log(`${viewer} · ${call.name}: first ${first.toFixed(0)} ms, warm p50 ${t.p50.toFixed(0)} p95 ${t.p95.toFixed(0)} ms`);
    }
  }
  if (countRows) await countRowsRead();
  if (coldSamples > 0) {
    log(`cold: ${coldSamples} samples of each call, each after: ${args['cold-reset']}`);
    for (const { viewer, token, calls } of plan) {
      for (const call of calls) {
        const entry = results.find((r) => r.viewer === viewer && r.call === call.name)!;
        entry.cold = [];
        for (let i = 0; i < coldSamples; i++) {
          execSync(args['cold-reset']!, { stdio: 'inherit', shell: '/bin/bash' });
          await waitForDatabase();
          // A connection the restart ended may still be handed out once; the request is then sent again.
          entry.cold.push(await timed(token, call).catch(() => timed(token, call)));
        }
      }
    }
  }
} finally {
  server.stop();
  await statsClient.end().catch(() => undefined);
}

/**
 * Rows read per call, on a second server with one database connection: a backend reports its
 * table statistics when it goes idle at least a second after its last report, so one cheap request
 * a second after the call makes that connection report everything the call read.
 */
async function countRowsRead() {
  const counter = await startBenchServer({ DATABASE_URL: databaseUrl, BACKGROUND_JOBS: 'false', DATABASE_POOL_SIZE: '1' });
  try {
    const flushCall: Call = { name: 'flush', method: 'GET', path: '/analytics/funnels?kind=marketing' };
    const tokens = new Map<string, string>();
    for (const { viewer } of plan) tokens.set(viewer, await demoToken(counter.port, viewer));
    const flush = async () => {
      await pause(1_100);
      const reply = await fetch(`http://localhost:${counter.port}/prod-api${flushCall.path}`, {
        headers: { authorization: `Bearer ${tokens.get(plan[0]!.viewer)}`, host: 'localhost' },
      });
      await reply.arrayBuffer();
      await pause(100);
    };
    await flush();
    let before = await rowsRead();
    await flush();
    const flushRows = (await rowsRead()) - before;
    for (const { viewer, calls } of plan) {
      for (const call of calls) {
        before = await rowsRead();
        const response = await fetch(`http://localhost:${counter.port}/prod-api${call.path}`, {
          method: call.method,
          headers: { authorization: `Bearer ${tokens.get(viewer)}`, host: 'localhost', ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
        await response.arrayBuffer();
        await flush();
        const entry = results.find((r) => r.viewer === viewer && r.call === call.name)!;
        entry.rows = Math.max(0, (await rowsRead()) - before - flushRows);
        log(`${viewer} · ${call.name}: ${entry.rows} rows read`);
      }
    }
  } finally {
    counter.stop();
  }
}

async function waitForDatabase() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await pause(200);
    }
  }
  throw new Error('the database did not come back after the cold reset');
}

const fmt = (ms: number) => (Number.isNaN(ms) ? '' : ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
const table = results.map((r) => {
  const cold = percentiles(r.cold);
  const warm = percentiles(r.warm);
  return {
    viewer: r.viewer,
    call: r.call,
    'rows read': r.rows ?? '',
    'cold p50': fmt(cold.p50),
    'cold p95': fmt(cold.p95),
    'warm p50': fmt(warm.p50),
    'warm p95': fmt(warm.p95),
  };
});
console.table(table);
console.log(`| viewer | call | rows read | cold p50 / p95 ms | warm p50 / p95 ms |\n|---|---|---:|---:|---:|`);
for (const row of table)
  console.log(`| ${row.viewer} | ${row.call} | ${row['rows read'].toLocaleString('en')} | ${row['cold p50']} / ${row['cold p95']} | ${row['warm p50']} / ${row['warm p95']} |`);
const timedResults = results.filter((r) => r.cold.length + r.warm.length > 0);
const slowest = (r: Measured) => Math.max(percentiles(r.cold).p95 || 0, percentiles(r.warm).p95 || 0);
if (timedResults.length === 0) log('no requests timed (--runs=0 without --cold-reset): rows read only');
else {
  const worst = [...timedResults].sort((a, b) => slowest(b) - slowest(a)).slice(0, 5);
  log(`slowest five (the larger of cold p95 and warm p95): ${worst.map((r) => `${r.viewer} · ${r.call} ${fmt(slowest(r))} ms`).join('; ')}`);
  const over = timedResults.filter((r) => slowest(r) > 1000);
  log(`target (each call ≤ 1 s at p95, cold and warm): ${over.length === 0 ? 'met' : `not met by ${over.length} of ${timedResults.length}`}`);
}
