// `npm start`: builds the web app and the server when their sources changed, then runs the compiled
// server with plain node (migrations and demo seed happen on start-up). `node scripts/start.mjs
// migrate` (`npm run migrate`) runs the migrations and seed alone and exits.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATE_ENTRY, SERVER_ENTRY, ensureServerBuild, newestChange } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const migrateOnly = process.argv[2] === 'migrate';

if (!migrateOnly) {
  const builtIndex = path.join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web', 'packages/shared/src'].map((dir) => newestChange(path.join(root, dir)));
  const stale = !fs.existsSync(builtIndex) || Math.max(...sources) > fs.statSync(builtIndex).mtimeMs;
  if (stale) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
await ensureServerBuild();

const server = spawn(process.execPath, ['--enable-source-maps', migrateOnly ? MIGRATE_ENTRY : SERVER_ENTRY], { cwd: path.join(root, 'apps/server'), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
