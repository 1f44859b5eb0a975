import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, requestUrl, testDatabaseKind, withAdmin } from './database';
import { freePort, sleep } from './ports';
import { builtServer } from './server-build';

const serverDir = path.resolve(import.meta.dirname, '..');
const INSTANCES = 10;

/**
 * Ten server processes (the production build) started at the same moment against one empty PostgreSQL
 * database: one migrates and seeds under the setup lock while the others wait, then all ten serve.
 * Without the lock they race to create the same tables and the same first enterprise.
 */
describe.runIf(testDatabaseKind === 'postgres')('ten instances starting together', () => {
  const name = `crm_migrate_${process.pid}_${Date.now()}`;
  const servers: Array<{ process: ChildProcess; port: number; output: string }> = [];

  afterAll(async () => {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
    await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it('migrate and seed once, and all ten serve', async () => {
    await withAdmin((client) => client.query(`create database ${name}`));
    const url = databaseUrl(name);
    const entry = builtServer();
    for (let i = 0; i < INSTANCES; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--enable-source-maps', entry], {
        cwd: serverDir,
        // Background jobs in one instance only, as a deployment would run them.
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: requestUrl(name),
          DATABASE_ADMIN_URL: url,
          DATABASE_POOL_SIZE: '3',
          DEMO_DATA: 'false',
          LOG_LEVEL: 'info',
          BACKGROUND_JOBS: i === 0 ? 'true' : 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const server = { process: child, port, output: '' };
      child.stdout!.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (server.output += chunk.toString()));
      servers.push(server);
    }
    for (let waited = 0; !servers.every((s) => s.output.includes('CRM ready')); waited += 250) {
      const exited = servers.find((s) => s.process.exitCode !== null);
      if (exited) throw new Error(`an instance exited before it was ready:\n${exited.output}`);
      if (waited > 240_000) throw new Error(`not every instance was ready in time:\n${servers.map((s) => s.output.slice(-2_000)).join('\n---\n')}`);
      await sleep(250);
    }

    for (const server of servers) {
      const health = await fetch(`http://127.0.0.1:${server.port}/readyz`, { signal: AbortSignal.timeout(10_000) });
      expect(health.status, server.output.slice(-2_000)).toBe(200);
    }
    // One instance printed the one-time administrator password; the others found the enterprise there.
    expect(servers.filter((s) => s.output.includes('one-time password'))).toHaveLength(1);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(serverDir, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const tenants = await client.query('select count(*)::int as n from enterprise');
      expect(tenants.rows[0].n).toBe(1);
      const admins = await client.query(`select count(*)::int as n from app_user where username = 'admin'`);
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  }, 360_000);
});
