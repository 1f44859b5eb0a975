import { expect, test } from '@playwright/test';
import { openFromMenu, signIn, tabByLabel } from './support/app';
import { openApp, signInWithToken } from './support/token-sign-in';

test('the side menu is 241 px wide, collapses and opens again', async ({ page }) => {
  await signIn(page, 'manager');
  const sider = page.locator('.app-sider');
  await expect(sider).toHaveCSS('width', '241px');
  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(sider).toHaveCSS('width', '64px');
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(sider).toHaveCSS('width', '241px');
  // The workspace shortcut comes first.
  await openFromMenu(page, '客户管理', 'KOL图谱');
  await openFromMenu(page, '工作台');
  await expect(page).toHaveURL(/\/pc\/dashboard$/);
});

test('detail pages are not kept when their tab is left, and start the breadcrumb over', async ({ page }) => {
  await signInWithToken(page, page.request, 'manager');
  await openApp(page, '/pc/content/contentDetail');
  await expect(page.locator('.breadcrumb-trail')).toHaveText('工作台/内容详情');
  const detail = page.getByText('缺少文章编号');
  await expect(detail).toHaveCount(1);
  await tabByLabel(page, '工作台').click();
  await expect(detail).toHaveCount(0);

  // A list page, by contrast, stays mounted (hidden) while another tab is shown.
  await openFromMenu(page, '内容管理', '内容中心');
  const list = page.locator('button', { hasText: '撰写文章' });
  await expect(list).toBeVisible();
  await tabByLabel(page, '工作台').click();
  await expect(page.locator('.welcome-banner')).toBeVisible();
  await expect(list).toHaveCount(1);
  await expect(list).toBeHidden();
});

test('the data notice can be dismissed for good', async ({ page }) => {
  await signIn(page, 'reader');
  const notice = page.locator('.data-notice');
  await expect(notice).toContainText('仅供公司内部使用，请勿截图或对外分享');
  await notice.getByRole('button', { name: '知道了' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '不再提醒' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.welcome-banner')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test.describe('inside the WeCom app', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 wxwork/4.1.16 MicroMessenger/7.0.1' });

  test('the menu and top bar are hidden; without WeCom sign-in set up, the root path falls back to the identity server’s sign-in page', async ({ page }) => {
    await page.goto('/pc/');
    await expect(page).toHaveURL(/\/protocol\/openid-connect\/auth\?/);
    await signIn(page, 'rep');
    await expect(page.locator('.app-sider')).toHaveCount(0);
    await expect(page.locator('.app-header')).toHaveCount(0);
    await expect(page.locator('.welcome-banner')).toBeVisible();
  });
});
