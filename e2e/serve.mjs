// Runs the API server (its production build) for the browser tests: it serves the already built apps/web/dist, on PORT,
// with a fresh copy of the seeded demo database that the server tests start from too
// (apps/server/test/template.ts: made once, kept between runs). With TEST_DATABASE_URL set that
// is a new PostgreSQL database beside the given one (created here, dropped on exit), as in
// production; without it, an embedded PGlite database in a temporary folder.
// Extra settings such as ACCESS_TOKEN_SECONDS pass through from the environment.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ENTRY, ensureServerBuild } from '../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build -w apps/web` before the browser tests.');
  process.exit(1);
}
const port = process.env.PORT ?? '8095';

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run elsewhere). */
async function onServer(baseUrl, statement) {
  const url = new URL(baseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The seeded template's PostgreSQL database name or PGlite tarball path, made first if needed. */
function template(kind) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/test/template-cli.ts', kind], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) {
    console.error(`the ${kind} template database could not be made`);
    process.exit(1);
  }
  return result.stdout.trim();
}

let database;
if (process.env.TEST_DATABASE_URL) {
  const base = new URL(process.env.TEST_DATABASE_URL);
  const name = `${base.pathname.slice(1) || 'crm'}_e2e_${port}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 60);
  const url = new URL(base);
  url.pathname = `/${name}`;
  await onServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(base, `CREATE DATABASE ${name} TEMPLATE ${template('postgres')}`);
  // Requests log in as a role of their own, made by the server's migrations (decision 0032).
  const requests = new URL(url);
  requests.username = 'crm_request';
  requests.password = 'crm_request';
  database = {
    env: { DATABASE_URL: requests.toString(), DATABASE_ADMIN_URL: url.toString() },
    cleanUp: () => onServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {}),
  };
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-'));
  const unpacked = spawnSync('tar', ['-xf', template('pglite'), '-C', dataDir], { stdio: 'inherit' });
  if (unpacked.status !== 0) process.exit(1);
  database = { env: { DATABASE_URL: '', DATA_DIR: dataDir }, cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

// The production build, as `npm start` runs it (built here when a source is newer).
await ensureServerBuild();
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  // The browser tests' fake identity, model and mail servers listen on loopback: allowed as an
  // operator would allow a company's own network (OUTBOUND_ALLOWED_NETWORKS).
  env: {
    ...process.env,
    ...database.env,
    PORT: port,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    DEMO_DATA: 'true',
    OUTBOUND_ALLOWED_NETWORKS: process.env.OUTBOUND_ALLOWED_NETWORKS ?? '127.0.0.0/8,::1/128',
  },
});

const stop = (signal) => {
  if (server.exitCode === null) server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', async (code) => {
  await database.cleanUp();
  process.exit(code ?? 0);
});
