import { defineConfig } from '@playwright/test';
import { SHORT_TOKEN_SECONDS } from './e2e/support/constants';

/**
 * Browser tests against the built app (`npm run build -w apps/web` first), served by the API
 * server on fresh embedded databases: one with the normal token lifetime, one whose access
 * tokens last a few seconds for the session-refresh tests.
 */
const port = Number(process.env.E2E_PORT ?? 8095);
const shortTokenPort = port + 1;

const chromium = {
  browserName: 'chromium' as const,
  headless: true,
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Three, on two cores: several tests wait on the clock (a meeting that must end, tokens that must
  // expire), and a third worker fills those waits; with two the cores were idle a third of the time.
  workers: 3,
  // No retries: a test that passes only on a second try is a defect to fix, not a pass.
  retries: 0,
  // Two minutes a test: CI's machine has been three times slower than a development one of the same
  // type (typecheck 3:20 against 1:00, the browser phase 49 min), with three workers, two servers and
  // PostgreSQL sharing its two cores. There the session-refresh tests took a minute each (8–12 s
  // here) and two of them ran out of one minute; a test that hangs still fails.
  timeout: 120_000,
  // How long an assertion waits for the page to get there: CI runs two browsers, two servers and
  // PostgreSQL on two cores, where a page opened cold can take over 10 s. Speed is measured in bench/.
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // No trace by default: recording one costs the browser a third more CPU (the screencast most of
  // it), and a CI run keeps no files. `--trace retain-on-failure` records them when looking into a
  // failure; E2E_SCREENSHOTS=<folder> writes the screens the tests pass through (support/screenshots.ts).
  // Reduced motion, as a user can ask of their system: the app then opens and closes dialogs, menus
  // and charts without animation, so no step waits for one to settle.
  // The app's service worker (which keeps the shell for offline use) is blocked except where a test
  // is about working offline: requests it handled would escape the tests' request interception.
  use: { ...chromium, trace: 'off', screenshot: 'only-on-failure', reducedMotion: 'reduce', serviceWorkers: 'block' },
  projects: [
    { name: 'app', testIgnore: /[\\/](session-refresh|sign-in)\.spec\.ts$/, use: { baseURL: `http://localhost:${port}` } },
    { name: 'short-token', testMatch: /[\\/](session-refresh|sign-in)\.spec\.ts$/, use: { baseURL: `http://localhost:${shortTokenPort}` } },
  ],
  webServer: [
    {
      command: 'node e2e/serve.mjs',
      url: `http://localhost:${port}/pc/`,
      env: { PORT: String(port) },
      // Seconds from the kept template; minutes only when the template must be made first.
      timeout: 300_000,
      reuseExistingServer: false,
      // SIGTERM lets the server finish and serve.mjs drop its database or data folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/serve.mjs',
      url: `http://localhost:${shortTokenPort}/pc/`,
      env: { PORT: String(shortTokenPort), ACCESS_TOKEN_SECONDS: String(SHORT_TOKEN_SECONDS) },
      timeout: 300_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
