import { expect, test } from '@playwright/test';
import { signIn } from './support/app';
import { watchPageHealth } from './support/page-health';

// The built app runs under its Content-Security-Policy: every role walk (role-pages.spec.ts) fails on
// any violation. This test shows the policy is really enforced in the browser and that the watcher
// sees what it blocks, so a clean walk means something.

test('the app is served under a policy that blocks inline scripts and framing, and still works', async ({ page }) => {
  const response = await page.goto('/pc/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');

  const health = await watchPageHealth(page);
  await signIn(page, 'rep');
  await health.settled();
  await health.collect('/pc/dashboard');
  expect(health.problems.policyViolations).toEqual([]);

  // What an injected script would try: an inline <script> and an inline event handler. Neither runs.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    const button = document.createElement('button');
    button.setAttribute('onclick', 'window.__handler = true');
    document.body.append(button);
    button.click();
    button.remove();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const own = window as unknown as { __injected?: boolean; __handler?: boolean };
    return { script: own.__injected ?? false, handler: own.__handler ?? false };
  });
  expect(ran).toEqual({ script: false, handler: false });
  await health.collect('/pc/dashboard');
  expect(health.problems.policyViolations).toEqual([expect.stringContaining('script-src-elem blocked inline'), expect.stringContaining('script-src-attr blocked inline')]);
  // The app itself carried on: the workspace is still there and answers.
  await expect(page.locator('.app-content')).toBeVisible();
});
