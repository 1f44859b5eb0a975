// `npm run bench:suggestions [-- --events=N --doctors=N --visits=N --requests=R]`
//
// Next-best action at scale on PostgreSQL (BENCH_DATABASE_URL, default the analytics benchmark's
// database, postgres://postgres@127.0.0.1:5432/crm_bench_analytics, grown once by bench:analytics'
// preparation: --doctors doctors (100,000), --visits visits (2,000,000), --events events (10,000,000)).
// Then, in this process:
// - the nightly run: every field user's list of today made by the morning job (`morningRun`), its
//   time, the users and suggestions it made, and the process's peak resident memory while it ran
//   (sampled every 50 ms; the database server's own memory is not included);
// - the rep's list over HTTP: R requests (default 200) of `GET /suggestion/my` by the demo rep on a
//   server of its own, p50 and p95, beside the floor measured in the same run: R requests of the
//   signed-in `GET /prod-api/API-SYSTEM/user/info` (answered from the cached principal).
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../../apps/server/src/db/client';
import { enterprise } from '../../apps/server/src/db/schema/platform/tenancy';
import { rowsOf } from '../../apps/server/src/db/rows';
import { startOfDay } from '../../apps/server/src/lib/zoned-time';
import { morningRun } from '../../apps/server/src/modules/suggestions/index';
import type { Broker } from '../../apps/server/src/platform/broker';
import { prepareAnalyticsData } from '../analytics/prepare';
import { percentiles } from '../customers/measure';
import { benchArgs, demoToken, log, startBenchServer } from '../support';

const args = benchArgs();
const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crm_bench_analytics';
const requests = Number(args.requests ?? 200);

await prepareAnalyticsData(databaseUrl, { doctors: Number(args.doctors ?? 100_000), visits: Number(args.visits ?? 2_000_000), events: Number(args.events ?? 10_000_000) });

const database = await openDatabase({ url: databaseUrl });
const db = database.db;
const [tenant] = await db.select().from(enterprise).where(eq(enterprise.domain, 'localhost'));
const tenantId = tenant!.id;
const [size] = rowsOf<{ doctors: string; events: string }>(
  await db.execute(
    sql`select (select count(*) from doctor where tenant_id = ${tenantId}) as doctors, (select count(*) from interaction_event where tenant_id = ${tenantId}) as events`,
  ),
);
log(`tenant: ${Number(size!.doctors).toLocaleString('en')} doctors, ${Number(size!.events).toLocaleString('en')} events`);

// Today's lists made afresh: the morning job as it runs at 06:00, notices included (to a broker with no listener).
const today = new Intl.DateTimeFormat('en-CA', { timeZone: tenant!.timeZone }).format(new Date());
await db.execute(sql`delete from suggestion where tenant_id = ${tenantId} and suggested_on = ${today}`);
await db.execute(sql`delete from suggestion_run where tenant_id = ${tenantId} and day = ${today}`);
await db.execute(sql`update suggestion_setting set last_run_on = null where tenant_id = ${tenantId}`);
const broker: Broker = { publish: async () => {}, onMessage: () => () => {}, close: async () => {} };
const host = { db, broker, log: pino({ level: 'silent' }) };
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const before = process.memoryUsage().rss;
const started = performance.now();
// At 07:00 of today in the enterprise's zone, or now if later: the job makes lists only once its morning has come.
const at = new Date(Math.max(Date.now(), startOfDay(today, tenant!.timeZone).getTime() + 7 * 3_600_000));
const made = await morningRun(host, tenantId, at);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const [users] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from suggestion_run where tenant_id = ${tenantId} and day = ${today}`));
log(
  `nightly run: ${Number(users!.n)} users, ${made} suggestions (held-out included) in ${seconds.toFixed(1)} s; process RSS ${(before / 2 ** 20).toFixed(0)} MiB before, peak ${(peak / 2 ** 20).toFixed(0)} MiB`,
);
await database.close();

const server = await startBenchServer({ DATABASE_URL: databaseUrl, BACKGROUND_JOBS: 'false' });
try {
  const token = await demoToken(server.port, 'rep');
  const time = async (path: string) => {
    const samples: number[] = [];
    for (let i = 0; i < requests + 5; i++) {
      const start = performance.now();
      const response = await fetch(`http://localhost:${server.port}${path}`, { headers: { host: 'localhost', authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      if (i >= 5) samples.push(performance.now() - start);
    }
    return percentiles(samples);
  };
  const floor = await time('/prod-api/API-SYSTEM/user/info');
  const list = await time('/prod-api/suggestion/my');
  log(`GET /suggestion/my (the rep): p50 ${list.p50.toFixed(1)} ms, p95 ${list.p95.toFixed(1)} ms over ${requests} requests`);
  log(`floor, GET /API-SYSTEM/user/info (signed in): p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms`);
} finally {
  server.stop();
}
