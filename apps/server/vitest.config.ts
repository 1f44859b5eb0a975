import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const TEST_FILES = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * The test files that replace a module (`vi.mock`, `vi.doMock`): they need modules of their own (see
 * `isolate` below). Found by reading the files, so a new one cannot be forgotten.
 */
function mockingFiles(): string[] {
  const root = import.meta.dirname;
  return ['src', 'test']
    .flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file.split(path.sep).join('/')}`))
    .filter((file) => file.endsWith('.test.ts') && /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
}
const MOCKING_FILES = mockingFiles();
/**
 * Files `npm test` runs alone after the suites (scripts/test.mjs sets TEST_RUN_ALONE): left out of
 * the suites here, since a project's own `exclude` replaces the command line's `--exclude`.
 */
const RUN_ALONE = (process.env.TEST_RUN_ALONE ?? '').split(',').filter(Boolean);

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    // Many tests build an app of their own (other settings, a second instance): on a loaded two-core
    // machine that alone can pass 30 s. The limit is for a hung test, not a measure of speed.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on two cores, a single file at a time. Two
    // keep both cores busy, whether this suite runs alone or beside the PostgreSQL one (which often
    // ends first, leaving a core to the other).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // Each project names its files: `extends` would add a list given here to the root's.
          include: TEST_FILES,
          exclude: [...MOCKING_FILES, ...RUN_ALONE],
          // The files of a worker share one process and its loaded modules: loading the server's
          // modules again for every file cost about two minutes of CPU per suite. Each file still
          // builds its apps on a database of its own; what a module keeps between requests is kept
          // per database (WeakMap<Database, …>), so nothing one file does is seen by another.
          isolate: false,
        },
      },
      // A module replaced by vi.mock is only seen by modules loaded after it, so these files load all
      // of theirs afresh.
      { extends: true, test: { name: 'server (own modules)', include: MOCKING_FILES, isolate: true } },
    ],
  },
});
