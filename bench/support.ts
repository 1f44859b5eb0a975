// What the benchmark scripts share: their arguments, their PostgreSQL database, the API server they
// measure and a demo user's token.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { enterprise } from '../apps/server/src/db/schema/platform/tenancy';
import { seedIfEmpty } from '../apps/server/src/seed';

/** `--name=value` arguments as a record (`--flag` alone gives `undefined`, tested with `in`). */
export const benchArgs = (): Record<string, string | undefined> =>
  Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')) as Array<[string, string | undefined]>);

export const log = (line: string) => console.log(`[bench] ${line}`);

/** The PostgreSQL database a runner uses when one is set: BENCH_DATABASE_URL, else DATABASE_URL. */
export const benchDatabaseUrl = (): string | undefined => process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

/**
 * A runner's arguments and database (PostgreSQL at `databaseUrl`, else PGlite); `count` is a numeric
 * `--name=N` argument, else its default on PostgreSQL or on PGlite.
 */
export function benchRun(databaseUrl: string | undefined) {
  const args = benchArgs();
  const onPostgres = Boolean(databaseUrl);
  const count = (name: string, onPostgresDefault: number, onPgliteDefault = onPostgresDefault) => Number(args[name] ?? (onPostgres ? onPostgresDefault : onPgliteDefault));
  return { args, databaseUrl, onPostgres, count };
}

/** Opens PostgreSQL at `url` (created when missing), else PGlite in `pgliteDir`, migrated and seeded with the demo tenant, and that tenant. */
export async function openBenchDatabase(url: string | undefined, pgliteDir?: string) {
  if (url) await ensurePostgresDatabase(url);
  const database = await openDatabase({ url, dataDir: url ? undefined : pgliteDir });
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
  const [tenant] = await database.db.select().from(enterprise).where(eq(enterprise.domain, 'localhost'));
  return { database, tenant: tenant! };
}

/** Runs a data generator and logs how long it took. */
export async function generateData<T>(generate: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const generated = await generate();
  log(`data ready in ${Math.round((Date.now() - started) / 1000)} s`);
  return generated;
}

/** Creates the database a PostgreSQL URL names when it does not exist yet. */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
}

export interface BenchServer {
  port: number;
  child: ChildProcess;
  stop: () => void;
  /** Resolves with the first line the server prints from now on that matches. */
  nextLine: (pattern: RegExp) => Promise<RegExpExecArray>;
}

/** Starts the API server (bench/customers/server.ts) with long-lived tokens and no logging; resolves once it listens. */
export function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'customers/server.ts')], {
    env: { ...process.env, ACCESS_TOKEN_SECONDS: '7200', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const nextLine = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve) => {
      const listener = (line: string) => {
        const match = pattern.exec(line);
        if (!match) return;
        lines.off('line', listener);
        resolve(match);
      };
      lines.on('line', listener);
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    void nextLine(/^listening (\d+)/).then((match) => resolve({ port: Number(match[1]), child, stop: () => child.kill('SIGTERM'), nextLine }));
  });
}

/** A demo user's access token from the server's realm. */
export async function demoToken(port: number, username: string): Promise<string> {
  const response = await fetch(`http://localhost:${port}/auth/realms/kangning/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'crm-web', grant_type: 'password', username, password: 'Demo@2026' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
