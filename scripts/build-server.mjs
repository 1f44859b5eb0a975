// The server's production build: src/server.ts and src/migrate.ts compiled to JavaScript in
// apps/server/dist (ES modules, source maps beside them), run with plain `node`. The workspace's
// shared contracts are compiled in; the npm dependencies stay packages, loaded from node_modules.
// `node scripts/build-server.mjs` builds; `ensureServerBuild()` builds only when a source is newer.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
export const SERVER_ENTRY = path.join(serverDir, 'dist/server.js');
export const MIGRATE_ENTRY = path.join(serverDir, 'dist/migrate.js');

/** The newest modification time of the files under `dir` (0 when it does not exist). */
export function newestChange(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Compiles into dist. Each file is written beside its place and renamed into it, the entry points
 * last, so two processes building at once (the browser tests' two servers) never read a half-written
 * file: they write the same files.
 */
export async function buildServer() {
  const manifest = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const result = await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints: { server: 'src/server.ts', migrate: 'src/migrate.ts' },
    outdir: 'dist',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // A package (and its subpaths) is loaded from node_modules at run time, as under tsx.
    external: Object.keys(manifest.dependencies ?? {}),
    logLevel: 'warning',
    write: false,
  });
  const outDir = path.join(serverDir, 'dist');
  fs.mkdirSync(outDir, { recursive: true });
  const isEntry = (file) => [SERVER_ENTRY, MIGRATE_ENTRY].includes(file);
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
  const kept = new Set(files.map((file) => path.basename(file.path)));
  for (const name of fs.readdirSync(outDir)) if (!kept.has(name) && !name.endsWith('.tmp')) fs.rmSync(path.join(outDir, name), { force: true });
}

/** Builds the server when it was never built or a source (its own or the shared contracts') changed since. */
export async function ensureServerBuild() {
  const sources = [path.join(serverDir, 'src'), path.join(root, 'packages/shared/src'), path.join(serverDir, 'package.json')];
  const newest = Math.max(...sources.map((source) => (fs.statSync(source).isDirectory() ? newestChange(source) : fs.statSync(source).mtimeMs)));
  const built = [SERVER_ENTRY, MIGRATE_ENTRY].every((file) => fs.existsSync(file)) ? Math.min(fs.statSync(SERVER_ENTRY).mtimeMs, fs.statSync(MIGRATE_ENTRY).mtimeMs) : 0;
  if (built >= newest) return false;
  console.log('Building the server…');
  await buildServer();
  return true;
}

// `--when-stale`: only when a source is newer than the build (the tests that start the built server).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await (process.argv.includes('--when-stale') ? ensureServerBuild() : buildServer());
