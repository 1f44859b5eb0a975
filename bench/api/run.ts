// `npm run bench:api [-- --seconds=S --users=N,M,… --connections=C --only=postgres|pglite --cache=off --profile=DIR]`:
// the cost of being signed in. On PostgreSQL (a fresh database beside DATABASE_URL, by default
// postgres://postgres@127.0.0.1:5432/crm_bench_api) and on PGlite (a fresh data directory), in one
// run: the public route, the trivial signed-in route (user/info, answered from the cached principal), a
// signed-in route with one query, and the field-force mix at each number of
// virtual users (25, 50 and 100 by default).
// With --profile the server records a CPU profile of the signed-in route and of the mix each (into
// DIR/<backend>-signed-in.cpuprofile and DIR/<backend>-mix.cpuprofile, the mix at its largest number
// of users) and the top 15 frames by self time are printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedIfEmpty } from '../../apps/server/src/seed';
import { benchArgs, demoToken, log, startBenchServer, type BenchServer } from '../support';
import { runMix, type MixResult, type MixUser } from './field-force';
import { frameTable, summarize } from './profile-summary';

const args = benchArgs();
const seconds = Number(args.seconds ?? 10);
const userCounts = String(args.users ?? '25,50,100')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const users = userCounts.at(-1)!;
const connections = Number(args.connections ?? 32);
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/crm_bench_api';
const backends = (args.only ? [args.only] : ['postgres', 'pglite']) as Array<'postgres' | 'pglite'>;
const cache = args.cache === 'off' ? 'false' : 'true';
const profileDir = args.profile ? path.resolve(args.profile) : undefined;
if (profileDir) fs.mkdirSync(profileDir, { recursive: true });

/** Runs `work` under a CPU profile of the server when --profile is given, and prints its top frames. */
async function profiled<T>(server: BenchServer, name: string, work: () => Promise<T>): Promise<T> {
  if (!profileDir) return work();
  const started = server.nextLine(/^profiling$/);
  server.child.kill('SIGUSR2');
  await started;
  const result = await work();
  const written = server.nextLine(/^profiled (.+)$/);
  server.child.kill('SIGUSR2');
  const file = path.join(profileDir, `${name}.cpuprofile`);
  fs.renameSync((await written)[1]!, file);
  log(`${name}: CPU profile in ${path.relative(process.cwd(), file)}, top frames by self time:\n${frameTable(summarize(JSON.parse(fs.readFileSync(file, 'utf8'))))}`);
  return result;
}

/** A fresh database with the demo data: dropped and created again on PostgreSQL, a new directory for PGlite. */
async function freshDatabase(kind: 'postgres' | 'pglite'): Promise<Record<string, string>> {
  if (kind === 'postgres') {
    const name = new URL(postgresUrl).pathname.slice(1).replace(/"/g, '');
    const admin = new URL(postgresUrl);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
    await client.end();
  }
  const dataDir = kind === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'crm-bench-api-')) : undefined;
  const database = await openDatabase({ url: kind === 'postgres' ? postgresUrl : undefined, dataDir });
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
  // Statistics, as autovacuum would have gathered them on a database in use.
  await database.db.execute(sql`analyze`);
  await database.close();
  return kind === 'postgres' ? { DATABASE_URL: postgresUrl } : { DATABASE_URL: '', BENCH_PGLITE_DIR: dataDir! };
}

/** The CPU time (user and system, ms) a process has used so far, from /proc (Linux; 0 elsewhere). */
function cpuMillis(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of the line (11 and 12 after the command), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The CPU milliseconds PostgreSQL's processes on this machine have used so far (0 for a remote server). */
function postgresCpuMillis(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMillis(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

interface CpuShares {
  /** The server's CPU milliseconds per request: a figure the load on the machine barely moves. */
  cpuPerRequest: number;
  /** PostgreSQL's and the load generator's, per request, for where the cores went. */
  postgresCpuPerRequest: number;
  clientCpuPerRequest: number;
}

async function withCpu<T extends { requests: number }>(server: BenchServer, work: () => Promise<T>): Promise<T & CpuShares> {
  const before = { server: cpuMillis(server.child.pid!), postgres: postgresCpuMillis(), client: process.cpuUsage() };
  const result = await work();
  const client = process.cpuUsage(before.client);
  const per = (ms: number) => ms / Math.max(1, result.requests);
  return {
    ...result,
    cpuPerRequest: per(cpuMillis(server.child.pid!) - before.server),
    postgresCpuPerRequest: per(postgresCpuMillis() - before.postgres),
    clientCpuPerRequest: per((client.user + client.system) / 1000),
  };
}

/** Requests per second and latency of one GET under `connections` concurrent clients. */
async function throughput(url: string, token?: string) {
  const result = await autocannon({ url, connections, duration: seconds, method: 'GET', headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return { rps: result.requests.average, requests: result.requests.total, p95: result.latency.p97_5, failures: result.non2xx + result.errors };
}

async function api<T>(base: string, token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { host: 'localhost', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${method} ${url}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

/** Each virtual user signs in on its own (demo reps in turn) and learns its customers and a product. */
async function signInUsers(port: number, base: string): Promise<MixUser[]> {
  const reps = ['rep', 'rep2', ...['sh1', 'js', 'bj', 'tj', 'gz', 'sz', 'cd', 'cq'].flatMap((d) => [1, 2, 3].map((t) => `rep.${d}${t}`))].filter(
    (u) => u !== 'rep.sh11' && u !== 'rep.bj1',
  );
  const known = new Map<string, Omit<MixUser, 'token'>>();
  const result: MixUser[] = [];
  for (let i = 0; i < users; i++) {
    const username = reps[i % reps.length]!;
    const token = await demoToken(port, username);
    if (!token) throw new Error(`cannot sign ${username} in`);
    if (!known.has(username)) {
      const page = await api<{ content: Array<{ id: number }> }>(base, token, 'POST', '/prod-api/doctor/search', { listType: 'MY_CUSTOMER', size: 50 });
      const products = await api<Array<{ id: number }>>(base, token, 'GET', '/prod-api/API-SYSTEM/product/user/product/all');
      if (!page.content.length || !products.length) throw new Error(`${username} has no customers or products in the demo data`);
      known.set(username, { doctorIds: page.content.map((d) => d.id), productId: products[0]!.id });
    }
    result.push({ token, ...known.get(username)! });
  }
  return result;
}

interface Row {
  backend: string;
  publicRoute: Awaited<ReturnType<typeof throughput>> & CpuShares;
  signedIn: Awaited<ReturnType<typeof throughput>> & CpuShares;
  /** A signed-in route that reads the database once (the user's products). */
  signedInQuery: Awaited<ReturnType<typeof throughput>> & CpuShares;
  /** The mix at each number of virtual users, fewest first. */
  mixes: Array<{ users: number; mix: MixResult & CpuShares }>;
}

const rows: Row[] = [];
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
log(`load average before: ${load()}; ${seconds} s per measurement, ${connections} connections, ${users} virtual users, principal cache ${cache === 'true' ? 'on' : 'off'}`);
for (const backend of backends) {
  log(`${backend}: preparing a fresh database with the demo data`);
  const env = await freshDatabase(backend);
  const server = await startBenchServer({
    ...env,
    LOGIN_RATE_PER_MINUTE: '1000000',
    BACKGROUND_JOBS: 'false',
    PRINCIPAL_CACHE: cache,
    ...(profileDir ? { BENCH_CPU_PROFILE_DIR: profileDir } : {}),
  });
  const base = `http://localhost:${server.port}`;
  try {
    const token = await demoToken(server.port, 'rep');
    log(`${backend}: public route`);
    const publicRoute = await withCpu(server, () => throughput(`${base}/prod-api/API-SYSTEM/enterprise/find?domain=localhost`));
    log(`${backend}: trivial signed-in route`);
    const signedIn = await profiled(server, `${backend}-signed-in`, () => withCpu(server, () => throughput(`${base}/prod-api/API-SYSTEM/user/info`, token)));
    log(`${backend}: signed-in route with one query`);
    const signedInQuery = await withCpu(server, () => throughput(`${base}/prod-api/API-SYSTEM/product/user/product/all`, token));
    log(`${backend}: signing ${users} virtual users in`);
    const allUsers = await signInUsers(server.port, base);
    const mixes: Row['mixes'] = [];
    for (const count of userCounts) {
      log(`${backend}: field-force mix, ${count} users`);
      const run = () => withCpu(server, () => runMix(base, allUsers.slice(0, count), seconds * 2));
      const mix = count === users ? await profiled(server, `${backend}-mix`, run) : await run();
      if (mix.firstError) log(`${backend}, ${count} users: first error: ${mix.firstError}`);
      log(`${backend}, ${count} users: every user's first request at once (before the run) took up to ${mix.warmUpSlowest} ms`);
      log(`${backend}, ${count} users: slowest ${mix.slowest.map((x) => `${x.step} ${x.ms} ms at ${x.at} s`).join('; ')}`);
      mixes.push({ users: count, mix });
    }
    rows.push({ backend, publicRoute, signedIn, signedInQuery, mixes });
  } finally {
    server.stop();
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
}
log(`load average after: ${load()}`);

const ms = (n: number) => `${Math.round(n)} ms`;
const largest = (r: Row) => r.mixes.at(-1)!.mix;
/** The issue's targets: on PostgreSQL p95 within 150 ms; on PGlite p95 within 400 ms and p99 within 1 s; no errors. */
const meetsTarget = (backend: string, mix: MixResult) => mix.errors === 0 && (backend === 'postgres' ? mix.overall.p95 <= 150 : mix.overall.p95 <= 400 && mix.overall.p99 <= 1000);
const rps = (n: number) => `${Math.round(n).toLocaleString('en')}/s`;
const table: Record<string, Record<string, string>> = {
  'public route (enterprise/find)': Object.fromEntries(rows.map((r) => [r.backend, `${rps(r.publicRoute.rps)} p97.5 ${ms(r.publicRoute.p95)}`])),
  'signed-in route (user/info)': Object.fromEntries(rows.map((r) => [r.backend, `${rps(r.signedIn.rps)} p97.5 ${ms(r.signedIn.p95)}`])),
  'signed-in / public': Object.fromEntries(rows.map((r) => [r.backend, `${((100 * r.signedIn.rps) / r.publicRoute.rps).toFixed(0)} %`])),
  'signed-in route with one query (product/user/product/all)': Object.fromEntries(
    rows.map((r) => [r.backend, `${rps(r.signedInQuery.rps)} p97.5 ${ms(r.signedInQuery.p95)}, ${((100 * r.signedInQuery.rps) / r.publicRoute.rps).toFixed(0)} % of public`]),
  ),
  'server CPU per request: public / signed-in / mix': Object.fromEntries(
    rows.map((r) => [r.backend, [r.publicRoute, r.signedIn, largest(r)].map((x) => `${x.cpuPerRequest.toFixed(2)} ms`).join(' / ')]),
  ),
  'CPU cost of being signed in (signed-in / public)': Object.fromEntries(rows.map((r) => [r.backend, `${(r.signedIn.cpuPerRequest / r.publicRoute.cpuPerRequest).toFixed(1)}×`])),
  'mix CPU per request: server / PostgreSQL / load generator': Object.fromEntries(
    rows.map((r) => [r.backend, [largest(r).cpuPerRequest, largest(r).postgresCpuPerRequest, largest(r).clientCpuPerRequest].map((x) => `${x.toFixed(2)} ms`).join(' / ')]),
  ),
};
for (const count of userCounts) {
  const at = (r: Row) => r.mixes.find((m) => m.users === count)!.mix;
  table[`mix, ${count} users: throughput`] = Object.fromEntries(rows.map((r) => [r.backend, rps(at(r).requestsPerSecond)]));
  table[`mix, ${count} users: p50 / p95 / p99`] = Object.fromEntries(
    rows.map((r) => [r.backend, `${ms(at(r).overall.p50)} / ${ms(at(r).overall.p95)} / ${ms(at(r).overall.p99)}`]),
  );
  table[`mix, ${count} users: errors, target`] = Object.fromEntries(rows.map((r) => [r.backend, `${at(r).errors}, ${meetsTarget(r.backend, at(r)) ? 'met' : 'not met'}`]));
}
table['route errors (public, signed-in, with a query)'] = Object.fromEntries(
  rows.map((r) => [r.backend, String(r.publicRoute.failures + r.signedIn.failures + r.signedInQuery.failures)]),
);
for (const step of rows[0] ? largest(rows[0]).steps : []) {
  table[`  ${users} users, ${step.name}: p50 / p95`] = Object.fromEntries(
    rows.map((r) => {
      const s = largest(r).steps.find((x) => x.name === step.name)!;
      return [r.backend, `${ms(s.p50)} / ${ms(s.p95)}`];
    }),
  );
}
console.table(table);
