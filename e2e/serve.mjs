// Runs the API server for the browser tests: it serves the already built apps/web/dist, on PORT,
// with a fresh embedded database in a temporary folder (demo tenants and accounts seeded).
// Extra settings such as ACCESS_TOKEN_SECONDS pass through from the environment.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build -w apps/web` before the browser tests.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-'));
const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, PORT: process.env.PORT ?? '8095', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', DEMO_DATA: 'true' },
});

const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
const stop = (signal) => {
  if (server.exitCode === null) server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
