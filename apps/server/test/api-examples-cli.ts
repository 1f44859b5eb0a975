/**
 * `npm run openapi:examples -w apps/server`: runs the server suite on PGlite with
 * CAPTURE_API_EXAMPLES set (api-examples.ts), then keeps one example per documented operation,
 * trimmed and with credentials blanked, in src/plugins/openapi-examples.json, which the served
 * document attaches (openapi-document.ts). Run it again when a route's shapes change: the document
 * test fails on an example its schema no longer accepts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { ApiExample } from '../src/plugins/openapi-document';
import type { CapturedExample } from './api-examples';

const server = path.resolve(import.meta.dirname, '..');
const target = path.join(server, 'src/plugins/openapi-examples.json');

/** Lists show two items, long texts their first 200 characters: enough to read the shape. */
const ITEMS = 2;
const TEXT = 200;
/**
 * Values of these fields are credentials: an example shows that they are there, not what they were
 * (as many x as it had characters, so a length the schema asks for still holds).
 */
const CREDENTIAL = /^(access_token|refresh_token|id_token|token|ticket|password|secret)$|(Token|Ticket|Password|Secret)$/;

function trim(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.slice(0, ITEMS).map((item) => trim(item));
  if (typeof value === 'string') {
    if (CREDENTIAL.test(key)) return 'x'.repeat(value.length);
    return value.length > TEXT ? value.slice(0, TEXT) : value;
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, trim(child, name)]));
  return value;
}

/** How much an answer shows: its filled leaves (an empty list or a null shows nothing). */
function filled(value: unknown): number {
  if (Array.isArray(value)) return value.slice(0, ITEMS).reduce<number>((sum, item) => sum + filled(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce<number>((sum, child) => sum + filled(child), 0);
  return value === null || value === undefined || value === '' ? 0 : 1;
}

async function documentedOperations(): Promise<Set<string>> {
  const database = await openDatabase({});
  await database.migrate();
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  await app.close();
  await database.close();
  return new Set(Object.entries(document.paths).flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method} ${route}`)));
}

// `-- --recorded <folder>` picks from an earlier recording instead of running the suite again.
const recorded = process.argv.indexOf('--recorded');
const folder = recorded >= 0 ? process.argv[recorded + 1]! : fs.mkdtempSync(path.join(os.tmpdir(), 'crm-api-examples-'));
if (recorded < 0) {
  const run = spawnSync('npx', ['vitest', 'run', '--root', server, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: 'pglite', TEST_REDIS_URL: '', CAPTURE_API_EXAMPLES: folder },
  });
  if (run.status !== 0) console.warn('some tests failed: their answers are kept all the same');
}

const documented = await documentedOperations();
const best = new Map<string, CapturedExample>();
for (const file of fs.readdirSync(folder)) {
  for (const line of fs.readFileSync(path.join(folder, file), 'utf8').split('\n')) {
    if (!line) continue;
    const example = JSON.parse(line) as CapturedExample;
    if (!documented.has(example.operation)) continue;
    const kept = best.get(example.operation);
    if (!kept || filled(example.response) > filled(kept.response)) best.set(example.operation, example);
  }
}
if (recorded < 0) fs.rmSync(folder, { recursive: true, force: true });

const examples: Record<string, ApiExample> = {};
for (const operation of [...best.keys()].sort()) {
  const { params, query, body, response } = best.get(operation)!;
  examples[operation] = {
    ...(params ? { params: trim(params) as Record<string, unknown> } : {}),
    ...(query ? { query: trim(query) as Record<string, unknown> } : {}),
    ...(body !== undefined ? { body: trim(body) } : {}),
    response: trim(response),
  };
}
fs.writeFileSync(target, `${JSON.stringify(examples, null, 2)}\n`);
console.log(`${Object.keys(examples).length} of ${documented.size} operations have an example: ${path.relative(process.cwd(), target)}`);
