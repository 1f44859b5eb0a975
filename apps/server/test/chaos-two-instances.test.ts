import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Client, type IMessage } from '@stomp/stompjs';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { databaseUrl, requestUrl, testDatabaseKind, withAdmin } from './database';
import { createFromTemplate, TENANT_A } from './helpers';
import { signInOverHttp } from './http-sign-in';
import { freePort, sleep } from './ports';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { builtServer } from './server-build';

/**
 * Two instances of the production build behind a round-robin proxy, on a PostgreSQL database and a
 * Redis server of their own. Fifty reps log visits and read lists for a minute; instance A is
 * killed (SIGKILL) at 20 s and started again at 40 s. Afterwards: every visit answered 2xx is stored
 * exactly once, nobody had to sign in again, notifications cross from one instance to the other in
 * both directions, each minute's scheduled jobs ran once, and each instance's /metrics counted its
 * requests. The error share and the 95th percentile are printed for the record.
 */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const USERS = 50;
const KILL_AT = 20_000;
const RESTART_AT = 40_000;
const END_AT = 60_000;
const METRICS_TOKEN = `metrics-${randomUUID()}`;
const EVERY_MINUTE_JOBS = ['content.resumeBatches', 'leadScoring.newEvents.all'];

interface Instance {
  name: string;
  port: number;
  process?: ChildProcess;
  output: string;
}

interface Outcome {
  user: number;
  kind: 'write' | 'read';
  /** When the request was sent and how long it took, in ms from the start of the load. */
  at: number;
  ms: number;
  status: number;
}

/**
 * The `slot`th quarter hour of the evenings before `now`, three days back and older: 40 a night,
 * from 20:00 to 05:45 in Shanghai (12:00–21:45 UTC), outside the demo's working-day visits.
 */
function nightSlot(now: number, slot: number): Date {
  const night = Math.floor(slot / 40);
  const evening = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() - 3 - night, 12);
  return new Date(evening + (slot % 40) * 15 * 60_000);
}

describe.runIf(testDatabaseKind === 'postgres' && hasRedisServer)('two instances, one killed and started again under load', () => {
  const name = `crm_chaos_${process.pid}_${Date.now()}`;
  let redis: ChildProcess | undefined;
  let redisPort: number;
  let proxy: RoundRobinProxy | undefined;
  let entry: string;
  const instances: Instance[] = [];

  const start = (instance: Instance) => {
    instance.output = '';
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      env: {
        ...process.env,
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        DATABASE_URL: requestUrl(name),
        DATABASE_ADMIN_URL: databaseUrl(name),
        DATABASE_POOL_SIZE: '8',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        // Both instances work the job queue: pg-boss must still run each schedule once.
        BACKGROUND_JOBS: 'true',
        METRICS_TOKEN,
        LOGIN_RATE_PER_MINUTE: '1000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
    instance.process = child;
  };

  const ready = async (instance: Instance) => {
    for (const startedAt = Date.now(); ; await sleep(200)) {
      if (instance.process?.exitCode !== null) throw new Error(`${instance.name} exited:\n${instance.output}`);
      const answer = await fetch(`http://127.0.0.1:${instance.port}/readyz`).catch(() => null);
      if (answer?.status === 200) return;
      if (Date.now() - startedAt > 120_000) throw new Error(`${instance.name} was not ready in time:\n${instance.output}`);
    }
  };

  beforeAll(async () => {
    entry = builtServer();
    await createFromTemplate(name);
    redisPort = await freePort();
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (const instanceName of ['A', 'B']) instances.push({ name: instanceName, port: await freePort(), output: '' });
    // One after the other, as a rolling start would: the first also creates the job queue's schema.
    for (const instance of instances) {
      start(instance);
      await ready(instance);
    }
    proxy = await startRoundRobinProxy(instances.map((i) => i.port));
  }, 300_000);

  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances) if (instance.process?.exitCode === null) instance.process.kill('SIGKILL');
    redis?.kill('SIGKILL');
    await sleep(500);
    await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  const through = (path: string) => `http://${TENANT_A}:${proxy!.port}${path}`;
  const direct = (instance: Instance, path: string) => `http://${TENANT_A}:${instance.port}${path}`;
  const authorized = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

  const signIn = (username: string) => signInOverHttp(`http://${TENANT_A}:${proxy!.port}`, username);

  async function result<T>(url: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const answer = await fetch(url, { method: init.method ?? 'GET', headers: authorized(token), body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return ((await answer.json()) as { result: T }).result;
  }

  /** A browser's notification socket on one instance, subscribed to its user's topic. */
  async function listenOn(instance: Instance, token: string, userId: number): Promise<{ messages: IMessage[]; client: Client }> {
    const messages: IMessage[] = [];
    let connected!: () => void;
    const isConnected = new Promise<void>((resolve) => (connected = resolve));
    const client = new Client({
      webSocketFactory: () =>
        new WebSocket(`ws://127.0.0.1:${instance.port}/prod-api/API-BEACON/ws/stomp/endpoint?access_token=${token}`, { headers: { host: `${TENANT_A}:${instance.port}` } }),
      reconnectDelay: 0,
      onConnect: () => connected(),
      debug: () => undefined,
    });
    client.activate();
    await isConnected;
    const receipt = `sub-${randomUUID()}`;
    const subscribed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
    client.subscribe(`/topic/user${userId}`, (message) => messages.push(message), { receipt });
    await subscribed;
    return { messages, client };
  }

  /** A task given on `from` to the listener's user reaches the listener's socket on the other instance. */
  async function crossInstanceNotice(from: Instance, to: Instance, managerToken: string, repToken: string, repId: number): Promise<void> {
    const listener = await listenOn(to, repToken, repId);
    try {
      const title = `chaos ${from.name}→${to.name} ${randomUUID().slice(0, 8)}`;
      await result(direct(from, '/prod-api/task/create'), managerToken, {
        method: 'POST',
        body: { type: 'OTHER', title, assigneeIds: [repId], dueAt: new Date(Date.now() + 86_400_000).toISOString() },
      });
      for (const waitedFrom = Date.now(); !listener.messages.some((m) => m.body.includes(title)); await sleep(50)) {
        if (Date.now() - waitedFrom > 10_000) throw new Error(`the notice sent on ${from.name} did not reach a socket on ${to.name}`);
      }
    } finally {
      await listener.client.deactivate();
    }
  }

  /** The instance's own count of the requests it answered, read from its /metrics by a Prometheus text parser. */
  async function requestsCounted(instance: Instance): Promise<number> {
    const answer = await fetch(direct(instance, '/metrics'), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.status).toBe(200);
    const families = parsePrometheusTextFormat(await answer.text());
    const requests = families.find((family) => family.name === 'http_requests_total');
    expect(requests?.type).toBe('COUNTER');
    return (requests?.metrics ?? []).reduce((sum, metric) => sum + Number(metric.value ?? 0), 0);
  }

  it('loses no acknowledged write, keeps everyone signed in, and runs each schedule once', async () => {
    const [a, b] = instances as [Instance, Instance];
    const managerToken = await signIn('manager');
    const tokens: string[] = [];
    for (let user = 0; user < USERS; user++) tokens.push(await signIn(user % 2 ? 'rep2' : 'rep'));
    const repToken = tokens[0]!;
    const repId = (await result<{ id: number }>(through('/prod-api/API-SYSTEM/user/info'), repToken)).id;
    const doctorsOf = async (token: string) =>
      (await result<{ content: Array<{ id: number }> }>(through('/prod-api/doctor/search'), token, { method: 'POST', body: { listType: 'MY_CUSTOMER', size: 20 } })).content.map(
        (d) => d.id,
      );
    const doctors = [await doctorsOf(tokens[0]!), await doctorsOf(tokens[1]!)];
    expect(doctors[0]!.length).toBeGreaterThan(0);
    expect(doctors[1]!.length).toBeGreaterThan(0);

    await crossInstanceNotice(a, b, managerToken, repToken, repId);

    const outcomes: Outcome[] = [];
    const acknowledged: string[] = [];
    const startedAt = Date.now();
    const elapsed = () => Date.now() - startedAt;
    // The load goes on for a minute, and at least 5 s past A's return should its start take longer.
    let restartedAt = Number.POSITIVE_INFINITY;
    const loadGoesOn = () => elapsed() < Math.max(END_AT, restartedAt + 5_000);

    const call = async (user: number, kind: Outcome['kind'], path: string, body: unknown): Promise<number> => {
      const at = elapsed();
      const status = await fetch(through(path), { method: 'POST', headers: authorized(tokens[user]!), body: JSON.stringify(body), signal: AbortSignal.timeout(15_000) })
        .then(async (answer) => (await answer.arrayBuffer(), answer.status))
        .catch(() => 0);
      outcomes.push({ user, kind, at, ms: elapsed() - at, status });
      return status;
    };

    const virtualUser = async (user: number) => {
      const mine = doctors[user % 2]!;
      for (let n = 0; loadGoesOn(); n++) {
        const marker = `chaos-${user}-${n}`;
        // Every write a visit of its own: ten minutes of a slot no other write of the account shares
        // (the same rep, doctor and time again is refused as a visit logged twice), in the evening
        // (20:00–05:45 in Shanghai), when the demo's visits of the last three years never are.
        const slot = user * 400 + n;
        const start = nightSlot(startedAt, slot);
        const status = await call(user, 'write', '/prod-api/v2/visit/add', {
          doctorId: mine[n % mine.length],
          startAt: start.toISOString(),
          endAt: new Date(start.getTime() + 10 * 60_000).toISOString(),
          visitType: 'FACE',
          purpose: 'PRODUCT',
          result: 'INTERESTED',
          notes: marker,
        });
        if (status >= 200 && status < 300) acknowledged.push(marker);
        await sleep(200 + Math.random() * 400);
        if (n % 2) await call(user, 'read', '/prod-api/v2/visit/find/my/page?page=0&size=20', {});
        else await call(user, 'read', '/prod-api/doctor/search', { listType: 'MY_CUSTOMER', size: 20 });
        await sleep(200 + Math.random() * 400);
      }
    };

    const chaos = async () => {
      await sleep(10_000);
      const countedBefore = [await requestsCounted(a), await requestsCounted(b)];
      await sleep(KILL_AT - elapsed());
      const killedAt = elapsed();
      a.process!.kill('SIGKILL');
      await sleep(RESTART_AT - elapsed());
      start(a);
      await ready(a);
      restartedAt = elapsed();
      // The restarted instance hears what the other publishes.
      await crossInstanceNotice(b, a, managerToken, repToken, repId);
      await sleep(Math.max(0, END_AT - 3_000 - elapsed()));
      const countedAfter = [await requestsCounted(a), await requestsCounted(b)];
      return { countedBefore, countedAfter, killedAt };
    };

    const [, scrape] = await Promise.all([Promise.all(Array.from({ length: USERS }, (_, user) => virtualUser(user))), chaos()]);

    // The record: how the field force saw the minute.
    const latencies = outcomes.map((o) => o.ms).sort((x, y) => x - y);
    const p95 = latencies[Math.floor(latencies.length * 0.95)]!;
    const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    console.log(
      `chaos: ${outcomes.length} requests (${outcomes.filter((o) => o.kind === 'write').length} writes) by ${USERS} users in ${(elapsed() / 1000).toFixed(0)} s; ` +
        `errors ${failed.length} (${((100 * failed.length) / outcomes.length).toFixed(2)} %, statuses ${[...new Set(failed.map((o) => o.status))].join(', ') || 'none'}); ` +
        `p95 ${p95} ms, p50 ${latencies[Math.floor(latencies.length / 2)]} ms; A killed at ${(scrape.killedAt / 1000).toFixed(1)} s, ready again at ${(restartedAt / 1000).toFixed(1)} s`,
    );

    // Nobody was sent back to the sign-in page, and each user worked on while A was down and after.
    expect(outcomes.filter((o) => o.status === 401 || o.status === 403)).toEqual([]);
    for (let user = 0; user < USERS; user++) {
      const ok = (from: number, to: number) => outcomes.some((o) => o.user === user && o.status === 200 && o.at >= from && o.at < to);
      expect(ok(KILL_AT + 2_000, RESTART_AT), `user ${user} while A was down`).toBe(true);
      expect(ok(restartedAt, Number.POSITIVE_INFINITY), `user ${user} after A was back`).toBe(true);
    }
    // The only failures are requests A held when it was killed: at most one per user, all at that moment.
    expect(failed.length).toBeLessThanOrEqual(USERS);
    // 502 from the proxy, or a connection it closed when A died in the middle of its answer; sent before the kill or just after it.
    const unexplained = failed.filter((o) => ![502, 0].includes(o.status) || o.at > scrape.killedAt + 2_000 || o.at + o.ms < scrape.killedAt);
    expect(unexplained, `failures away from the kill at ${scrape.killedAt} ms; instance A said:\n${a.output.slice(-3_000)}\nB said:\n${b.output.slice(-3_000)}`).toEqual([]);

    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    try {
      // Every acknowledged visit is stored exactly once; nothing is stored twice.
      const stored = await client.query<{ notes: string; copies: number }>(`select notes, count(*)::int as copies from visit where notes like 'chaos-%' group by notes`);
      const copies = new Map(stored.rows.map((row) => [row.notes, row.copies]));
      expect(acknowledged.length).toBeGreaterThan(USERS * 10);
      expect(acknowledged.filter((marker) => copies.get(marker) !== 1)).toEqual([]);
      expect(stored.rows.filter((row) => row.copies > 1)).toEqual([]);

      // Each minute of each every-minute schedule made one job, and it ran (or is the one A held when killed).
      const jobs = await client.query<{ name: string; minute: Date; count: number; states: string[]; started: Date[] }>(
        `select name, date_trunc('minute', created_on) as minute, count(*)::int as count, array_agg(state::text) as states, array_agg(started_on) as started
           from (select name, created_on, state, started_on from pgboss.job union all select name, created_on, state, started_on from pgboss.archive) j
          where name = any($1) group by 1, 2 order by 1, 2`,
        [EVERY_MINUTE_JOBS],
      );
      const killedAt = startedAt + scrape.killedAt;
      for (const jobName of EVERY_MINUTE_JOBS) expect(jobs.rows.filter((row) => row.name === jobName).length, jobName).toBeGreaterThanOrEqual(1);
      for (const row of jobs.rows) {
        expect(row.count, `${row.name} at ${row.minute.toISOString()}`).toBe(1);
        const heldByKilled = row.states[0] === 'active' && Math.abs(new Date(row.started[0]!).getTime() - killedAt) < 60_000;
        expect(row.states[0] === 'completed' || heldByKilled, `${row.name} at ${row.minute.toISOString()}: ${row.states[0]}`).toBe(true);
      }
    } finally {
      await client.end();
    }

    // Each instance's /metrics counted its own requests: both served before the kill, and A again after its restart.
    expect(scrape.countedBefore[0]).toBeGreaterThan(100);
    expect(scrape.countedBefore[1]).toBeGreaterThan(100);
    expect(scrape.countedAfter[0]).toBeGreaterThan(100);
    expect(scrape.countedAfter[1]).toBeGreaterThan(scrape.countedBefore[1]!);
  }, 240_000);
});
