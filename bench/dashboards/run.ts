// `npm run bench:dashboards [-- --visits=N --events=N --runs=R --users=U --seconds=S]`: every widget query of
// the built-in dashboards (p50/p95 over R runs, as a national and a district manager), and the CPU the
// server spends absorbing usage heartbeats from U users every 30 s. PostgreSQL when BENCH_DATABASE_URL
// (or DATABASE_URL) is set (default 2,000,000 visits and 10,000,000 events), else PGlite (200,000 / 500,000).
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { DEFAULT_DASHBOARDS } from '../../apps/server/src/modules/analytics/dashboards/default-dashboards';
import { percentiles } from '../customers/measure';
import { benchDatabaseUrl, benchRun, demoToken, log, openBenchDatabase, startBenchServer } from '../support';
import { generateBenchVisits } from '../visits/generate';
import { rowsOf } from '../../apps/server/src/db/rows';

const { databaseUrl, count } = benchRun(benchDatabaseUrl());
const visits = count('visits', 2_000_000, 200_000);
const events = count('events', 10_000_000, 500_000);
const runs = count('runs', 20);
const users = count('users', 1000);
const seconds = count('seconds', 60);
const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), `crm-bench-dashboards-${visits}-${events}`);

/** Interaction events spread over the last year, in batches generated inside the database. */
async function generateEvents(db: Database, tenantId: number): Promise<void> {
  const have = Number(rowsOf<{ n: unknown }>(await db.execute(sql`select count(*) as n from interaction_event where tenant_id = ${tenantId}`))[0]!.n);
  const actors = sql`(select array_agg(id) from app_user where tenant_id = ${tenantId})`;
  const doctors = sql`(select array_agg(id) from (select id from doctor where tenant_id = ${tenantId} limit 20000) d)`;
  for (let done = have; done < events; done += 200_000) {
    const n = Math.min(200_000, events - done);
    await db.execute(sql`
      with a as (select ${actors} as ids), d as (select ${doctors} as ids)
      insert into interaction_event (tenant_id, occurred_at, type, doctor_id, actor_user_id, channel, source)
      select ${tenantId}, now() - (random() * interval '365 days'), (array['visit.completed','content.sent','content.opened','meeting.signedIn'])[1 + (g % 4)],
        d.ids[1 + (g % array_length(d.ids, 1))], a.ids[1 + (g % array_length(a.ids, 1))], 'face_to_face', 'bench'
      from generate_series(1, ${n}) g, a, d`);
    log(`events: ${done + n}`);
  }
}

async function prepare() {
  const { database, tenant } = await openBenchDatabase(databaseUrl, pgliteDir);
  await generateBenchVisits(database.db, { tenantId: tenant.id, visits, log });
  await generateEvents(database.db, tenant.id);
  await database.db.execute(sql`analyze`);
  await database.close();
}

/** User and system CPU seconds of a process so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

await prepare();
const server = await startBenchServer({ DATABASE_URL: databaseUrl ?? '', BENCH_PGLITE_DIR: pgliteDir, BACKGROUND_JOBS: 'false' });
const base = `http://localhost:${server.port}/prod-api`;
const post = (token: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', host: 'localhost' }, body: JSON.stringify(body) });
const today = new Date().toISOString().slice(0, 10);
const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
const table: Array<Record<string, string | number>> = [];
try {
  for (const viewer of ['sales.director', 'manager']) {
    const token = await demoToken(server.port, viewer);
    for (const board of DEFAULT_DASHBOARDS) {
      for (const widget of board.widgets) {
        const body = { metrics: widget.metrics, dimension: widget.chart === 'number' ? undefined : widget.dimension, filters: widget.filters, from, to: today, limit: 100 };
        const samples: number[] = [];
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          const response = await post(token, '/analytics/metric/query', body);
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${board.key}/${widget.id}: HTTP ${response.status}`);
          samples.push(performance.now() - started);
        }
        const t = percentiles(samples);
        table.push({ viewer, widget: `${board.key}/${widget.id}`, 'p50 ms': Number(t.p50.toFixed(1)), 'p95 ms': Number(t.p95.toFixed(1)) });
      }
    }
  }
  console.table(table);
  log(`widgets over 300 ms at p95: ${table.filter((r) => Number(r['p95 ms']) > 300).length} of ${table.length}`);

  // Heartbeats: one beat per user every 30 s, spread evenly, against the server's idle CPU.
  const token = await demoToken(server.port, 'rep');
  const idleStart = cpuSeconds(server.child.pid!);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const idle = (cpuSeconds(server.child.pid!) - idleStart) / 10;
  const perSecond = users / 30;
  const busyStart = cpuSeconds(server.child.pid!);
  const started = Date.now();
  let sent = 0;
  while (Date.now() - started < seconds * 1000) {
    const due = Math.floor(((Date.now() - started) / 1000) * perSecond);
    const batch = [];
    for (; sent < due; sent++)
      batch.push(
        post(token, '/analytics/usage/beat', { pagePath: `/data/page${sent % 40}`, pageTitle: `页面 ${sent % 40}`, activeSeconds: 30, view: false }).then((r) => r.arrayBuffer()),
      );
    await Promise.all(batch);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const busy = (cpuSeconds(server.child.pid!) - busyStart) / seconds;
  log(
    `heartbeats: ${sent} in ${seconds} s (${perSecond.toFixed(1)}/s for ${users} users); server CPU ${(idle * 100).toFixed(1)}% idle → ${(busy * 100).toFixed(1)}% of one core (machine: ${os.cpus().length} cores)`,
  );
} finally {
  server.stop();
}
