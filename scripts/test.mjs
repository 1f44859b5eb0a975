// `npm test`: every suite — shared and web unit tests, the server on PGlite and, beside it, the server on
// PostgreSQL when TEST_DATABASE_URL is set, then the browser tests in headless Chromium (served from
// PostgreSQL too when it is set, from PGlite otherwise: see e2e/serve.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
}

function vitestArgs(name, dir) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return { report, args: ['vitest', 'run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`] };
}

function count(report) {
  if (!fs.existsSync(report)) return;
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
}

function vitest(name, dir, env = {}) {
  const { report, args } = vitestArgs(name, dir);
  run(name, 'npx', args, env);
  count(report);
}

/**
 * A vitest suite in the background, its output kept until `finish` prints it whole (so two suites'
 * lines never interleave). The server suites run one test file at a time: two of them side by side
 * use both cores.
 */
function vitestInBackground(name, dir, env = {}) {
  const { report, args } = vitestArgs(name, dir);
  const output = [];
  const child = spawn('npx', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  return {
    async finish() {
      const code = await exited;
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) failures.push(name);
      count(report);
    },
  };
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => fs.existsSync(candidate));
}

// One formatter: an unformatted file fails the run before any test starts.
run('format', 'npx', ['prettier', '--check', '.']);
vitest('shared', 'packages/shared');
vitest('web unit', 'apps/web');
// The PostgreSQL suite runs beside the PGlite one. Redis (TEST_REDIS_URL) is the PostgreSQL suite's
// alone: two suites publishing on the same channels would hear each other.
const onPostgres = process.env.TEST_DATABASE_URL ? vitestInBackground('server on PostgreSQL', 'apps/server', { TEST_DB: 'postgres' }) : null;
vitest('server on PGlite', 'apps/server', { TEST_DB: 'pglite', TEST_REDIS_URL: '' });
if (onPostgres) await onPostgres.finish();
else console.log('\n(TEST_DATABASE_URL is not set: the server suite ran on PGlite only)');

const chromium = chromiumPath();
if (fs.existsSync(path.join(root, 'playwright.config.ts')) && !process.argv.includes('--no-browser')) {
  if (!chromium) {
    console.log('\nChromium was not found (install Debian’s `chromium` or set CHROMIUM_PATH): browser tests cannot run.');
    failures.push('browser tests (no Chromium)');
  } else {
    run('web build', 'npm', ['run', 'build', '-w', 'apps/web']);
    const report = path.join(reports, 'e2e.json');
    run('browser tests', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report });
    if (fs.existsSync(report)) {
      const stats = JSON.parse(fs.readFileSync(report, 'utf8')).stats ?? {};
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      totals.failed += stats.unexpected ?? 0;
      totals.skipped += stats.skipped ?? 0;
    }
  }
}

fs.rmSync(reports, { recursive: true, force: true });
console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nAll suites passed.');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
