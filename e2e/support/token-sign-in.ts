import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './constants';

/**
 * Signs a page in by storing tokens from the identity server, as the login screen does, without
 * going through that screen and the workspace: for tests whose subject is another page (the login
 * itself is covered by the login and session tests). The page is left on a blank page of the app's
 * origin; the test opens the page it is about next.
 */
export async function signInWithToken(page: Page, request: APIRequestContext, username: string, options: { lang?: 'zh' | 'en' } = {}): Promise<void> {
  // Any address of the origin gives its storage; the icon loads no application code.
  await page.goto('/pc/favicon.svg');
  // The tenant is the page's domain, as on the login screen: its identity realm signs the user in.
  const origin = new URL(page.url()).origin;
  const found = await request.get(`${origin}/prod-api/API-SYSTEM/enterprise/find?${new URLSearchParams({ domain: origin }).toString()}`);
  const [enterprise] = ((await found.json()) as { result: Array<{ realm: string; clientId: string }> }).result;
  expect(enterprise, `no enterprise serves ${origin}`).toBeTruthy();
  const response = await request.post(`${origin}/auth/realms/${enterprise!.realm}/protocol/openid-connect/token`, {
    form: { client_id: enterprise!.clientId, grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(response.ok(), `signing in ${username} answered ${response.status()}`).toBeTruthy();
  const tokens = (await response.json()) as { access_token: string; expires_in: number; refresh_token: string; refresh_expires_in: number };
  await page.evaluate(
    ({ tokens, lang }) => {
      const now = Date.now();
      localStorage.setItem('tokenInfo', JSON.stringify({ token: tokens.access_token, expiry: tokens.expires_in, startTime: now }));
      localStorage.setItem('reTokenInfo', JSON.stringify({ token: tokens.refresh_token, expiry: tokens.refresh_expires_in, startTime: now }));
      if (lang) localStorage.setItem('languageType', lang);
    },
    { tokens, lang: options.lang ?? null },
  );
}

/** The first load of the app in a new page (every script chunk fetched afresh) can be slow on a busy machine. */
const FIRST_LOAD_TIMEOUT = 60_000;

/** Opens `path` and waits, as patiently as a sign-in, until the shell around the page has loaded. */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.app-sider .side-menu')).toBeVisible({ timeout: FIRST_LOAD_TIMEOUT });
}

/** A new page signed in as `username`, on `to` when given. */
export async function signedInPage(browser: Browser, request: APIRequestContext, username: string, options: { lang?: 'zh' | 'en'; to?: string } = {}): Promise<Page> {
  const page = await browser.newPage();
  await signInWithToken(page, request, username, options);
  if (options.to) await openApp(page, options.to);
  return page;
}
