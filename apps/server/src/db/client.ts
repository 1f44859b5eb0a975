import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/package-paths';
import { OldestFirst } from './oldest-first';
import { StatementNames, nameRepeatedStatements } from './prepared-statements';
import {
  REQUEST_LOGIN_SQL,
  TENANT_TABLES_SQL,
  admitRequestLogin,
  refuseSessionUserChange,
  rowSecurityStatements,
  sessionSwitch,
  switchStatement,
  type RequestLogin,
} from './row-security';
import { UNTWINNED_KEYS_SQL, tenantKeyStatements, type UntwinnedKey } from './tenant-keys';
import { asAdministrator, wantedTenantSetting, withTenant } from './tenant-scope';
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database-wide setup lock: on PostgreSQL a session advisory lock
   * that every other instance waits for; PGlite belongs to one process, which holds it already.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections, open, idle, and requests waiting for one (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PostgreSQL only: a plain query on the pool, for libraries that bring their own SQL (the job queue). */
  executeSql?: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
  /**
   * PostgreSQL only: who a request's statements log in as, and whether that login could step past
   * the policies (a superuser, BYPASSRLS, or the owner of a table): the server refuses to start on one that could.
   */
  requestLogin?: () => Promise<RequestLogin>;
  /** PGlite only: the data directory as a tarball (gzip unless told), to start other databases from. */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
  /**
   * Subscribes to a NOTIFY channel. `onState(false)` says notifications may be being missed (the
   * listening connection is down); `onState(true)` that they arrive again. Resolves once listening.
   */
  listen(channel: string, onNotify: () => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
}

const migrationsFolder = MIGRATIONS_DIR;
/** The advisory lock under which instances migrate and seed one at a time (its key is the ASCII of "crm_se"). */
const SETUP_LOCK = 0x63726d5f7365;

export interface DatabaseOptions {
  /**
   * postgres://… for PostgreSQL: the login of requests and jobs, a role with neither SUPERUSER nor
   * BYPASSRLS that owns nothing (`assertRequestLoginWalled`). Otherwise PGlite in `dataDir`, or in
   * memory when that is undefined.
   */
  url?: string | undefined;
  /**
   * PostgreSQL only: the owner's login, for the administrative path (migrations, seeding, the job
   * queue's bookkeeping). Without it the administrative path logs in as `url` too, which only a
   * program that opens its own database (a benchmark, a test's setup) may choose: the server refuses
   * to start that way (config.ts).
   */
  adminUrl?: string | undefined;
  dataDir?: string | undefined;
  /** A PGlite data-directory dump to start from (tests load a seeded template this way). */
  loadDataDir?: Blob | File | undefined;
}

/**
 * Settings each pooled connection starts with.
 * - No JIT compilation: it costs 0.5–1.7 s per large analytics statement (more than it saves at ten
 *   million events, bench/analytics) and nothing on short ones.
 * - The memory a sort or hash may use before it spills to disk (`DATABASE_WORK_MEM`, default 32MB,
 *   where PostgreSQL's own default is 4MB): an analytics statement groups a hundred thousand doctors,
 *   which spilled at 4MB (a three-month back-test at ten million events 0.94–1.03 → 0.79–0.92 s; bench/analytics).
 *   A field-force request sorts a page and never reaches it. Each sort or hash node of each running
 *   statement, and each of its parallel workers, may take this much (hashes twice):
 *   keep it times the pool's connections well inside the database's memory.
 */
export function startupOptions(workMem: string | undefined): string {
  const memory = workMem?.trim() || '32MB';
  if (!/^[1-9][0-9]*(kB|MB|GB)$/.test(memory)) throw new Error(`DATABASE_WORK_MEM must be a size such as 32MB or 65536kB, not "${workMem}"`);
  return `-c jit=off -c work_mem=${memory}`;
}

/**
 * A pool of PostgreSQL connections logging in with `url`, each started with the settings above and
 * its repeated statements named (prepared-statements.ts), unless a pooler in transaction mode stands
 * between (DATABASE_PREPARED_STATEMENTS=false).
 */
function openPool(url: string, max: number): pg.Pool {
  const preparing = process.env.DATABASE_PREPARED_STATEMENTS !== 'false';
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // While the database is unreachable a request fails fast (503) instead of queueing for a connection.
    connectionTimeoutMillis: 5_000,
    // A pooler in transaction mode may refuse startup options, so there the database's own settings apply.
    ...(preparing ? { options: startupOptions(process.env.DATABASE_WORK_MEM) } : {}),
  });
  // An idle connection the server ends (restart, failover, a dropped database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('PostgreSQL connection error:', error.message);
  });
  // The pool listens only to idle connections. One the server ends while it is checked out but
  // between two statements (inside a transaction, say) would otherwise emit an error nobody
  // hears and stop the process; its next statement fails instead, and the pool replaces it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  if (preparing) {
    const names = new StatementNames();
    pool.on('connect', (client) => nameRepeatedStatements(client, names));
  }
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // Two logins (decision 0032): requests and jobs on `url`, under the policies whatever a statement
    // does to its session; the administrative path on the owner's `adminUrl`.
    const pool = openPool(options.url, Number(process.env.DATABASE_POOL_SIZE ?? 10));
    const adminUrl = options.adminUrl || options.url;
    const adminPool = openPool(adminUrl, Number(process.env.DATABASE_ADMIN_POOL_SIZE ?? 4));
    scopeConnections(pool, adminPool);
    const adminQuery = (text: string, values?: unknown[]) => adminPool.query(text, values);
    const db = drizzlePg(pool, { casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      executeSql: (text, values) => adminQuery(text, values),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: async () => {
        await migratePg(drizzlePg(adminPool), { migrationsFolder });
        await applyTenantWalls(adminQuery);
        if (adminUrl !== options.url) await admitRequestLogin(adminQuery, options.url!);
      },
      exclusively: async (work) => {
        // A session lock on a connection of its own: the work itself runs on the pool.
        const client = await adminPool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), adminPool.end()]);
      },
      listen: (channel, onNotify, onState) => listenOnPostgres(adminUrl, channel, onNotify, onState),
      requestLogin: async () => {
        // Asked in a scope of no tenant, so on a connection of the requests' pool.
        const result = await withTenant(null, () => pool.query(REQUEST_LOGIN_SQL));
        return result.rows[0] as RequestLogin;
      },
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  // PGlite's own lock serves in arrival order; ours serves the oldest request first (oldest-first.ts).
  const scheduler = new OldestFirst();
  const rawExec = client.exec.bind(client);
  const superuser = (await client.query<{ user: string }>('select session_user as user')).rows[0]!.user;
  // The one connection is switched to the running code's tenant scope before each statement or
  // transaction that needs another. A scope's statements run with the application role as the
  // session's user, so RESET ROLE or SET ROLE leave no way past the policies; only the superuser
  // PGlite starts as could change the session's user back, and a scope's statement that tries is
  // refused before it runs (decision 0032).
  let switchedTo: string | null = null;
  const guarded = <T extends (...args: never[]) => unknown>(run: T, scoped: boolean): T =>
    ((...args: Parameters<T>) => {
      if (scoped && typeof args[0] === 'string') refuseSessionUserChange(args[0]);
      return run(...args);
    }) as T;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const wanted = wantedTenantSetting();
      const scoped = wanted !== null;
      if (scoped && typeof args[0] === 'string') refuseSessionUserChange(args[0]);
      if (method === 'transaction') {
        const work = args[0] as (tx: Transaction) => Promise<unknown>;
        args[0] = (tx: Transaction) => work(Object.assign(tx, { query: guarded(tx.query.bind(tx), scoped), exec: guarded(tx.exec.bind(tx), scoped) }));
      }
      return scheduler.run(async () => {
        if (wanted !== switchedTo) {
          await rawExec(sessionSwitch(wanted, superuser));
          switchedTo = wanted;
        }
        return original(...args);
      });
    };
  }
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await applyTenantWalls((text) => asAdministrator(() => client.query(text)));
    },
    exclusively: (work) => work(),
    close: () => client.close(),
    dumpDataDir: (compression = 'gzip') => client.dumpDataDir(compression),
    // One process owns PGlite, so its notifications cannot be missed.
    listen: async (channel, onNotify, onState) => {
      const unlisten = await client.listen(channel, () => onNotify());
      onState(true);
      return unlisten;
    },
  };
}

/**
 * The database's walls between tenants, on whatever the migrations left uncovered: row-level security
 * on every tenant table (row-security.ts) and a tenant twin of every key between them (tenant-keys.ts).
 */
async function applyTenantWalls(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<void> {
  const tables = (await query(TENANT_TABLES_SQL)).rows as Parameters<typeof rowSecurityStatements>[0];
  for (const statement of rowSecurityStatements(tables)) await query(statement);
  const keys = (await query(UNTWINNED_KEYS_SQL)).rows as UntwinnedKey[];
  for (const statement of tenantKeyStatements(keys)) await query(statement);
}

/**
 * Every connection the pool hands out (to a query or a transaction) serves the running code: the
 * administrative path gets one of the owner's pool, as it is; a scope gets one of the requests' pool,
 * first switched to the application role and the scope's tenant when it was last switched to
 * another. The switch is a session setting, made outside any transaction, so a rollback does not
 * undo it.
 */
function scopeConnections(pool: pg.Pool, adminPool: pg.Pool): void {
  const switchedTo = new WeakMap<pg.PoolClient, string>();
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const checkout = async (): Promise<pg.PoolClient> => {
    const wanted = wantedTenantSetting();
    if (wanted === null) return adminPool.connect();
    const client = await connect();
    if (switchedTo.get(client) === wanted) return client;
    try {
      const statement = switchStatement(wanted);
      await client.query(statement.text, statement.values);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    switchedTo.set(client, wanted);
    return client;
  };
  pool.connect = ((callback?: (error: Error | undefined, client?: pg.PoolClient, done?: (error?: Error) => void) => void) => {
    if (!callback) return checkout();
    checkout().then(
      (client) => callback(undefined, client, (error?: Error) => client.release(error)),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
  // A statement through the pool is sent with a callback, as the pool itself sends it: on a
  // connection of its own, outside a transaction, where a refused named statement is sent again
  // (prepared-statements.ts).
  pool.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof values === 'function') {
      callback = values;
      values = undefined;
    }
    const run = checkout().then(
      (client) =>
        new Promise((resolve, reject) => {
          (client.query as (c: unknown, v: unknown, cb: (error: Error | null, result?: unknown) => void) => void)(config, values, (error, result) => {
            client.release();
            if (error) reject(error);
            else resolve(result);
          });
        }),
    );
    if (typeof callback !== 'function') return run;
    run.then(
      (result) => (callback as (error: Error | undefined, result?: unknown) => void)(undefined, result),
      (error: Error) => (callback as (error: Error) => void)(error),
    );
    return undefined;
  }) as typeof pool.query;
}

/** LISTEN on a dedicated connection (a pooled one would be handed to queries), reconnecting when it drops. */
async function listenOnPostgres(url: string, channel: string, onNotify: () => void, onState: (listening: boolean) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = null;
      onState(false);
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (error) {
      lost();
      throw error;
    }
    if (client === next) onState(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
