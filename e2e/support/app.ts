import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './constants';

export const REALM = 'kangning';
export const CLIENT_ID = 'crm-web';

/** Waits long enough for a busy two-core test machine: the first workspace load after a fresh seed can be slow. */
const SIGN_IN_TIMEOUT = 60_000;

/** Signs in through the login screen and waits for the workspace; any account of the demo tenant. */
export async function signIn(page: Page, username: string, options: { lang?: 'zh' | 'en'; password?: string } = {}): Promise<void> {
  if (options.lang) {
    await page.goto('/pc/privacyAgreement');
    await page.evaluate((lang) => localStorage.setItem('languageType', lang), options.lang);
  }
  // The app sends the browser on to the identity server's sign-in page at once: the navigation is
  // done when the app's page arrives, not when it has loaded (by then it may be on its way).
  await page.goto('/pc/login', { waitUntil: 'commit' });
  await page.getByLabel(/^(登录账号|User name)$/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(登\s*录|Sign in)$/ }).click();
  await page.waitForURL('**/pc/dashboard', { timeout: SIGN_IN_TIMEOUT });
  await expect(page.locator('.welcome-banner')).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
}

/** Switches the interface language and reloads the page. */
export async function setLanguage(page: Page, lang: 'zh' | 'en'): Promise<void> {
  await page.evaluate((chosen) => localStorage.setItem('languageType', chosen), lang);
  await page.reload();
}

/** A token straight from the identity server, for setting up data through the API. */
export async function apiToken(request: APIRequestContext, username: DemoAccount, realm = REALM): Promise<string> {
  const response = await request.post(`/auth/realms/${realm}/protocol/openid-connect/token`, {
    form: { client_id: CLIENT_ID, grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/prod-api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return ((await response.json()) as { result: T }).result;
}

export async function userIdOf(request: APIRequestContext, username: DemoAccount): Promise<number> {
  const token = await apiToken(request, username);
  return (await apiGet<{ id: number }>(request, token, '/API-SYSTEM/user/info')).id;
}

/** Publishes a message to one user (or a notice to everyone) as the administrator. */
export async function publishMessage(
  request: APIRequestContext,
  message: { userId: number | null; title: string; content: string; link?: string | null },
  realm = REALM,
): Promise<{ id: number }> {
  const token = await apiToken(request, 'admin', realm);
  const response = await request.post('/prod-api/API-BEACON/message/publish', {
    headers: { Authorization: `Bearer ${token}` },
    data: { link: null, ...message },
  });
  expect(response.ok(), `publish answered ${response.status()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { result: { id: number } }).result;
}

/** The side menu of the shell. */
export const sideMenu = (page: Page) => page.locator('.app-sider .side-menu');

/** Labels of the tab bar, in order. */
export async function tabLabels(page: Page): Promise<string[]> {
  return (await page.locator('.tab-bar .tab-bar__label').allTextContents()).map((text) => text.trim());
}

export const tabByLabel = (page: Page, label: string) => page.locator('.tab-bar .tab-bar__label', { hasText: label });

/** Matches an element whose whole text is `text` (icons carry no text). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/** An entry of a dropdown or context menu, by its text. */
export const menuEntry = (page: Page, text: string) => page.locator('.ant-dropdown:visible li[role="menuitem"]', { hasText: exactly(text) });

/** Waits until the open dropdown has finished sliding in, so a click lands on it. */
export async function dropdownSettled(page: Page): Promise<void> {
  const dropdown = page.locator('.ant-dropdown:visible');
  await expect(dropdown).toHaveCount(1);
  await expect(dropdown).not.toHaveClass(/-(appear|enter)/);
}

/** Switches the interface language from the header's language menu, as a user does. */
export async function chooseLanguage(page: Page, lang: 'zh' | 'en'): Promise<void> {
  await page.getByRole('button', { name: /^(语言|Language)$/ }).click();
  await dropdownSettled(page);
  await menuEntry(page, lang === 'en' ? 'English' : '简体中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
}

/** Picks an entry of the avatar menu. */
export async function chooseFromUserMenu(page: Page, text: string): Promise<void> {
  await page.locator('.user-menu').click();
  await dropdownSettled(page);
  await menuEntry(page, text).click();
}

/** Opens a page from the side menu: its section first, then the entry. */
export async function openFromMenu(page: Page, section: string, entry?: string): Promise<void> {
  const menu = sideMenu(page);
  if (!entry) {
    await menu.locator(':scope > li.ant-menu-item', { hasText: exactly(section) }).click();
    return;
  }
  const submenu = menu.locator(':scope > li.ant-menu-submenu', { has: page.locator('.ant-menu-submenu-title', { hasText: exactly(section) }) });
  if (!(await submenu.evaluate((node) => node.classList.contains('ant-menu-submenu-open')))) {
    await submenu.locator('.ant-menu-submenu-title').click();
  }
  const item = submenu.locator('li.ant-menu-item', { hasText: exactly(entry) });
  // An entry clicked while its section is still unfolding can miss; the page counts as
  // opened once its entry is the selected one.
  await expect(async () => {
    await item.click();
    await expect(item).toHaveClass(/ant-menu-item-selected/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('tokenInfo');
    return raw ? (JSON.parse(raw) as { token: string }).token : null;
  });
}
