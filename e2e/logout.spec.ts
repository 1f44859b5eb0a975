import { expect, test } from '@playwright/test';
import { chooseFromUserMenu, signIn, storedToken } from './support/app';

test('log-out asks for confirmation, calls both logout endpoints, then clears the tokens', async ({ page, request }) => {
  await signIn(page, 'rep');
  const token = await storedToken(page);
  const calls: Array<{ path: string; bearer: string | undefined; tokensStored: boolean }> = [];
  await page.route(/\/prod-api\/API-SYSTEM\/(user\/)?logout$/, async (route) => {
    const tokensStored = await page.evaluate(() => localStorage.getItem('tokenInfo') !== null && localStorage.getItem('reTokenInfo') !== null);
    calls.push({ path: new URL(route.request().url()).pathname, bearer: route.request().headers().authorization, tokensStored });
    await route.continue();
  });

  await chooseFromUserMenu(page, '退出登录');
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('确定注销并退出系统吗？');
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(confirm).toHaveCount(0);
  expect(calls).toEqual([]);

  await chooseFromUserMenu(page, '退出登录');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await page.waitForURL('**/pc/login');
  expect(calls.map((call) => call.path).sort()).toEqual(['/prod-api/API-SYSTEM/logout', '/prod-api/API-SYSTEM/user/logout']);
  for (const call of calls) {
    expect(call.bearer).toBe(`Bearer ${token}`);
    expect(call.tokensStored).toBe(true);
  }
  expect(await page.evaluate(() => [localStorage.getItem('tokenInfo'), localStorage.getItem('reTokenInfo')])).toEqual([null, null]);

  // The session is over on the server too.
  const info = await request.get('/prod-api/API-SYSTEM/user/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(info.status()).toBe(401);
  await page.goto('/pc/dashboard');
  await expect(page).toHaveURL(/\/pc\/login/);
});

test('the confirmation is in English when the interface is', async ({ page }) => {
  await signIn(page, 'reader', { lang: 'en' });
  await chooseFromUserMenu(page, 'Log out');
  await expect(page.locator('.ant-modal-confirm')).toContainText('Are you sure you want to exit the system?');
});

test('the admin console entry shows for administrators only', async ({ page }) => {
  await signIn(page, 'rep');
  await page.locator('.user-menu').click();
  await expect(page.locator('.ant-dropdown:visible')).not.toContainText('系统管理后台');
  await page.keyboard.press('Escape');

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin');
  const popup = page.waitForEvent('popup');
  await chooseFromUserMenu(page, '系统管理后台');
  expect(new URL((await popup).url()).pathname).toBe('/pc/admin/');
});

test('the /logout address signs out straight away', async ({ page }) => {
  await signIn(page, 'marketing');
  await page.goto('/pc/logout');
  await page.waitForURL('**/pc/login');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tokenInfo'))).toBeNull();
});
