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
  },
});
