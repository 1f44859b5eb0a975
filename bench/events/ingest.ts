// `npm run bench:ingest [-- --rows=200000 --url=postgres://postgres@127.0.0.1:5432/crm_bench_ingest --heap=MB]`:
// the memory and time of a partner event file. The API server runs in its own process on a fresh
// database (PostgreSQL at --url, else PGlite in a new folder) with its background jobs on; a CSV of
// --rows events (and one of a tenth of that) is sent once, waited for, and sent again. The server's
// resident memory is read from /proc every 50 ms while each file is sent and worked through; the
// floor is its largest reading while a 1,000-row file goes through (everything loaded and warmed).
// Scoring the new events is another background job, which may still run during the next file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedIfEmpty } from '../../apps/server/src/seed';
import { benchArgs, demoToken, log, startBenchServer } from '../support';
import { rowsOf } from '../../apps/server/src/db/rows';

const args = benchArgs();
const rows = Number(args.rows ?? 200_000);
const url = args.url;
/** Caps the server's JavaScript heap (MB), to show the ingest works within it. */
const heap = args.heap;

async function freshDatabase(): Promise<Record<string, string>> {
  if (url) {
    const admin = new URL(url);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    const name = new URL(url).pathname.slice(1).replace(/"/g, '');
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
    await client.end();
  }
  const dataDir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'crm-bench-ingest-'));
  const database = await openDatabase({ url, dataDir });
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
  await database.close();
  return url ? { DATABASE_URL: url } : { DATABASE_URL: '', BENCH_PGLITE_DIR: dataDir! };
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

function eventsCsv(prefix: string, count: number, doctors: number[]): Buffer {
  const lines = ['sourceEventId,type,occurredAt,doctorId,channel'];
  for (let i = 0; i < count; i++)
    lines.push(`${prefix}${i},education.event,${new Date(Date.UTC(2019, 0, 1) + (i % 300) * 86_400_000).toISOString()},${doctors[i % doctors.length]},web`);
  return Buffer.from(lines.join('\n') + '\n');
}

const env = await freshDatabase();
const doctors = await (async () => {
  const database = await openDatabase(url ? { url } : { dataDir: env.BENCH_PGLITE_DIR });
  const found = rowsOf<{ id: string }>(
    await database.db.execute(sql`select d.id from doctor d join enterprise e on e.id = d.tenant_id and e.domain = 'localhost' order by d.id limit 500`),
  );
  await database.close();
  return found.map((r) => Number(r.id));
})();
const server = await startBenchServer({
  ...env,
  BACKGROUND_JOBS: 'true',
  ...(heap ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${heap}`.trim() } : {}),
});
if (heap) log(`server heap capped at ${heap} MB`);
const base = `http://localhost:${server.port}/prod-api`;
const token = await demoToken(server.port, 'marketing');

async function ingest(csv: Buffer, source: string) {
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, memoryOf(server.child.pid!).rssMb)), 50);
  const form = new FormData();
  form.append('source', source);
  form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'events.csv');
  const started = performance.now();
  try {
    const sent = await fetch(`${base}/analytics/events/ingest/csv`, { method: 'POST', headers: { host: 'localhost', authorization: `Bearer ${token}` }, body: form });
    if (sent.status !== 200) throw new Error(`HTTP ${sent.status} ${await sent.text()}`);
    let result = ((await sent.json()) as { result: { id: number; status: string; inserted: number; duplicates: number; received: number } }).result;
    while (result.status === 'QUEUED' || result.status === 'RUNNING') {
      await new Promise((done) => setTimeout(done, 250));
      const polled = await fetch(`${base}/analytics/events/ingest/${result.id}`, { headers: { host: 'localhost', authorization: `Bearer ${token}` } });
      result = ((await polled.json()) as { result: typeof result }).result;
    }
    const seconds = (performance.now() - started) / 1000;
    return { ...result, seconds: Math.round(seconds * 10) / 10, rowsPerSecond: Math.round(result.received / seconds), peakMb };
  } finally {
    clearInterval(sampler);
  }
}

try {
  const floor = (await ingest(eventsCsv('w', 1000, doctors), 'bench.warm')).peakMb;
  log(`floor: ${floor} MB resident while a 1,000-row file goes through`);
  for (const count of [Math.round(rows / 10), rows]) {
    const csv = eventsCsv(`b${count}-`, count, doctors);
    for (const round of ['first', 'again']) {
      const result = await ingest(csv, 'bench.large');
      log(
        `${count} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB), ${round}: ${result.status}, inserted ${result.inserted}, duplicates ${result.duplicates}; ${result.seconds} s (${result.rowsPerSecond} rows/s); peak ${result.peakMb} MB resident (+${result.peakMb - floor} MB over the floor)`,
      );
    }
  }
} finally {
  server.stop();
}
