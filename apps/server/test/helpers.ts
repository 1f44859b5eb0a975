import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo';
import { recordApiExamples } from './api-examples';
import { databaseUrl, requestUrl, testDatabaseKind, withAdmin } from './database';

export { DEMO_PASSWORD };

/** Host names of the two demo tenants. */
export const TENANT_A = 'localhost';
export const TENANT_B = '127.0.0.1';
export const REALM = { [TENANT_A]: 'kangning', [TENANT_B]: 'huaze' } as const;

/**
 * PostgreSQL copies a template only while nobody else is connected to it. The PGlite template is
 * read from the PostgreSQL one (template.ts) while this suite may already be starting beside it:
 * then the copy waits its turn (SQLSTATE 55006) instead of failing the file.
 */
export async function createFromTemplate(name: string): Promise<void> {
  const givingUpAt = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      // FILE_COPY copies the template's files instead of writing all of them to the WAL (PostgreSQL
      // 15's default): about a quarter less of the server's CPU over the suite.
      await withAdmin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')} STRATEGY FILE_COPY`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || Date.now() > givingUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
    }
  }
}

/** A fresh copy of the seeded demo database (PGlite in memory, or a new PostgreSQL database). */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'postgres') {
    const name = `crm_test_${randomUUID().replace(/-/g, '')}`;
    await createFromTemplate(name);
    const database = await openDatabase({ url: requestUrl(name), adminUrl: databaseUrl(name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  // Unpacked into a folder of its own and opened there, as the server opens its data folder: PGlite
  // then reads the pages it needs instead of loading the whole 225 MB into memory (about a second
  // less CPU per copy).
  const dataDir = fs.mkdtempSync(path.join(scratchDir(), 'crm-test-db-'));
  copiesLeft.add(dataDir);
  const unpacked = spawnSync('tar', ['-xf', inject('templateDump'), '-C', dataDir], { encoding: 'utf8' });
  if (unpacked.status !== 0) throw new Error(`the template could not be unpacked: ${unpacked.stderr}`);
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      copiesLeft.delete(dataDir);
    },
  };
}

/**
 * Memory-backed /dev/shm where there is one with room for a few copies (a container's is often only
 * 64 MB), so the copies never reach the disk; the temporary folder otherwise.
 */
function scratchDir(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize >= 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm: the temporary folder
  }
  return os.tmpdir();
}

/** Copies not closed yet: removed when the worker exits, whatever a test file forgot. */
const copiesLeft = new Set<string>();
process.once('exit', () => {
  for (const dir of copiesLeft) fs.rmSync(dir, { recursive: true, force: true });
});

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Loopback, where the tests' fake identity, model and mail servers listen: allowed to the test
 * server as an operator would allow a company's own network (tests of the policy pass their own).
 */
export const TEST_OUTBOUND_NETWORKS = ['127.0.0.0/8', '::1/128'];

/** The whole server on a copy of the demo data; `database` may be shared to run a second instance. */
export async function buildTestApp(options: { config?: Partial<Config>; database?: DatabaseHandle } = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({ config: testConfig({ outboundAllowedNetworks: TEST_OUTBOUND_NETWORKS, ...options.config }), database });
  if (process.env.CAPTURE_API_EXAMPLES) recordApiExamples(app, process.env.CAPTURE_API_EXAMPLES);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export async function tokenRequest(app: FastifyInstance, host: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
  const realm = REALM[host as keyof typeof REALM];
  return app.inject({
    method: 'POST',
    url: `/auth/realms/${realm}/protocol/openid-connect/token`,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'crm-web', ...form }).toString(),
  });
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
}

/** Signs a demo account in on a tenant's domain and returns its tokens. */
export async function login(app: FastifyInstance, username: string, host: string = TENANT_A, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await tokenRequest(app, host, { grant_type: 'password', username, password });
  if (response.statusCode !== 200) throw new Error(`login of ${username}@${host} failed: ${response.statusCode} ${response.body}`);
  return response.json<Tokens>();
}

/** An authenticated API call on a tenant's domain. */
export function api(
  app: FastifyInstance,
  token: string | null,
  request: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; host?: string; payload?: unknown; lang?: string; headers?: Record<string, string> },
) {
  return app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: {
      host: request.host ?? TENANT_A,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.lang ? { 'accept-language': request.lang } : {}),
      ...request.headers,
    },
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
}
