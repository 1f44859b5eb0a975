import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
  },
});
