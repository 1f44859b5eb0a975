// `npm test`: the checks (formatting, lint, types), then every suite side by side — shared and web unit
// tests, the server on PGlite and the server on PostgreSQL when TEST_DATABASE_URL is set — then the
// browser tests in headless Chromium (served from PostgreSQL too when it is set, from PGlite otherwise:
// see e2e/serve.mjs). A failed check stops the run at once; a failed suite lets the others run, so one
// run shows every failure. The run ends with a table of each step's wall time and test count, and the
// slowest test files of each suite.
//
// `npm test -- --no-browser` leaves out the browser tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-test-'));
const cache = path.join(root, 'node_modules/.cache');
const started = Date.now();
/** One row per step: name, passed, seconds, counts (for suites), slowest files (for suites). */
const steps = [];
/** Child processes still running: stopped when the run ends early (a failed check). */
const running = new Set();

/**
 * Runs a command. A step that runs alone prints as it goes; the output of steps that run side by
 * side is kept and printed whole when each ends, so their lines never interleave. Resolves to the
 * step's row.
 */
function step(name, command, args, env = {}, { alone = true } = {}) {
  const begun = Date.now();
  const output = [];
  if (alone) console.log(`\n=== ${name} ===`);
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  // A step that runs alone prints as it goes and is kept too, so the summary can say why it failed.
  child.stdout.on('data', (chunk) => {
    output.push(chunk);
    if (alone) process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output.push(chunk);
    if (alone) process.stderr.write(chunk);
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const row = { name, passed: code === 0, seconds: (Date.now() - begun) / 1000 };
      // The end of the run's log shows only the summary: keep the lines that say why a step failed.
      if (code !== 0 && output.length) {
        const text = stripVTControlCharacters(Buffer.concat(output).toString('utf8'));
        row.why = text
          .split('\n')
          .filter((line) => /\b(FAIL|Unhandled|Error|Timed out|timed out|flaky)\b|✘|^\s+\d+\) \[/.test(line))
          .slice(0, 30);
      }
      steps.push(row);
      resolve(row);
    });
  });
}

function reportPath(name) {
  return path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
}

/** A vitest suite with its JSON report read into the row: test counts and the slowest files. */
async function vitest(name, dir, env = {}, options = {}, extraArgs = []) {
  const report = reportPath(name);
  const row = await step(name, 'npx', ['vitest', 'run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs], env, options);
  if (!fs.existsSync(report)) return row;
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  row.counts = { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
  row.slowest = json.testResults.map((file) => ({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }));
  return row;
}

async function playwright(name, env) {
  const report = reportPath(name);
  const row = await step(name, 'npx', ['playwright', 'test'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  if (!fs.existsSync(report)) return row;
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  const stats = json.stats ?? {};
  row.counts = { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), skipped: stats.skipped ?? 0 };
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) for (const result of test.results) byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + result.duration / 1000);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  row.slowest = [...byFile].map(([file, seconds]) => ({ file: `e2e/${file}`, seconds }));
  return row;
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => fs.existsSync(candidate));
}

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

function summary() {
  const lines = ['', '=== time and tests of each step ===', `${'step'.padEnd(26)}${'result'.padEnd(8)}${'wall'.padStart(7)}${'tests'.padStart(9)}`];
  for (const row of steps) {
    const tests = row.counts ? String(row.counts.passed + row.counts.failed) : '';
    lines.push(`${row.name.padEnd(26)}${(row.passed ? 'ok' : 'FAILED').padEnd(8)}${minutes(row.seconds).padStart(7)}${tests.padStart(9)}`);
  }
  lines.push(`${'whole run'.padEnd(34)}${minutes((Date.now() - started) / 1000).padStart(7)}`);
  for (const row of steps.filter((candidate) => candidate.slowest?.length)) {
    lines.push('', `slowest files of ${row.name}:`);
    for (const { file, seconds } of row.slowest.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) lines.push(`${seconds.toFixed(1).padStart(8)} s  ${file}`);
  }
  for (const row of steps.filter((candidate) => candidate.why?.length)) {
    lines.push('', `why ${row.name} failed (its lines that name an error):`, ...row.why.map((line) => `  ${line.trim().slice(0, 300)}`));
  }
  console.log(lines.join('\n'));
}

function finish() {
  for (const child of running) child.kill('SIGTERM');
  summary();
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const row of steps) for (const key of Object.keys(totals)) totals[key] += row.counts?.[key] ?? 0;
  const failed = steps.filter((row) => !row.passed).map((row) => row.name);
  fs.rmSync(reports, { recursive: true, force: true });
  console.log(failed.length ? `\nFailed: ${failed.join(', ')}` : '\nAll suites passed.');
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failed.length ? 1 : 0);
}

// The checks come first and stop the run when one fails: a formatting slip should cost seconds, not
// the whole run. Their caches make them take seconds on an unchanged tree. The seeded templates the
// suites start from are made beside them (apps/server/test/template.ts; nothing to do when they are
// kept), so the cores idle neither while a check waits nor while a seed waits on the database.
const template = (kind, name) => step(`template (${name})`, 'node', ['--import', 'tsx', 'apps/server/test/template-cli.ts', kind], {}, { alone: false });
const pgliteTemplate = template('pglite', 'PGlite');
const postgresTemplate = process.env.TEST_DATABASE_URL ? template('postgres', 'PostgreSQL') : null;
const checks = await Promise.all([
  step('format', 'npx', ['prettier', '--check', '--cache', '--cache-location', path.join(cache, 'prettier/.cache'), '.'], {}, { alone: false }),
  step('lint', 'npx', ['eslint', '--cache', '--cache-strategy', 'content', '--cache-location', path.join(cache, 'eslint/'), '.'], {}, { alone: false }),
  step('typecheck', 'node', ['scripts/typecheck.mjs'], {}, { alone: false }),
]);
if (checks.some((row) => !row.passed)) finish();

// Every suite runs side by side, each server suite as soon as its template is made (with
// TEST_DATABASE_URL the PGlite one is copied from the PostgreSQL one once that is seeded): the server suites on PGlite and, when TEST_DATABASE_URL is
// set, PostgreSQL (Redis, TEST_REDIS_URL, is the PostgreSQL suite's alone: two suites publishing on
// the same channels would hear each other), and the shared and web unit suites, whose one worker
// would otherwise leave a core idle for half a minute.
// The test that times reads during a mass send runs after them, alone, on each database:
// beside the other suites a read waits for the cores, not for the database, and the figure says nothing.
// So does the chaos test of two instances under load (PostgreSQL and Redis): its minute of fifty
// users would slow every timed test beside it, and its error share and p95 are for the record.
const TIMED_ALONE = 'test/content-mass-send-load.test.ts';
const CHAOS_ALONE = 'test/chaos-two-instances.test.ts';
const suites = [
  vitest('shared', 'packages/shared', {}, { alone: false }).then(() => vitest('web unit', 'apps/web', {}, { alone: false })),
  pgliteTemplate.then(() => vitest('server on PGlite', 'apps/server', { TEST_DB: 'pglite', TEST_REDIS_URL: '', TEST_RUN_ALONE: TIMED_ALONE }, { alone: false })),
];
if (postgresTemplate)
  suites.push(
    postgresTemplate.then(() => vitest('server on PostgreSQL', 'apps/server', { TEST_DB: 'postgres', TEST_RUN_ALONE: `${TIMED_ALONE},${CHAOS_ALONE}` }, { alone: false })),
  );
await Promise.all(suites);
await vitest('server on PGlite, timed alone', 'apps/server', { TEST_DB: 'pglite', TEST_REDIS_URL: '' }, {}, [TIMED_ALONE]);
if (postgresTemplate) {
  await vitest('server on PostgreSQL, timed alone', 'apps/server', { TEST_DB: 'postgres' }, {}, [TIMED_ALONE]);
  await vitest('server on PostgreSQL, chaos alone', 'apps/server', { TEST_DB: 'postgres' }, {}, [CHAOS_ALONE]);
}
if (!process.env.TEST_DATABASE_URL) console.log('\n(TEST_DATABASE_URL is not set: the server suite ran on PGlite only)');

const chromium = chromiumPath();
if (fs.existsSync(path.join(root, 'playwright.config.ts')) && !process.argv.includes('--no-browser')) {
  if (!chromium) {
    console.log('\nChromium was not found (install Debian’s `chromium` or set CHROMIUM_PATH): browser tests cannot run.');
    steps.push({ name: 'browser (no Chromium)', passed: false, seconds: 0 });
  } else {
    const build = await step('web build', 'npm', ['run', 'build', '-w', 'apps/web']);
    if (build.passed) await playwright('browser', { CHROMIUM_PATH: chromium });
  }
}
finish();
