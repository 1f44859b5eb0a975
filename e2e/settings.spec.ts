import { expect, test } from '@playwright/test';
import { signIn } from './support/app';

const GREEN = 'rgb(16, 163, 127)';

test('layout settings apply at once, survive a reload once saved, and reset', async ({ page }) => {
  await signIn(page, 'manager');
  await expect(page.locator('.tab-bar')).toBeVisible();
  await expect(page.locator('.app-sider')).toHaveClass(/ant-layout-sider-dark/);

  await page.getByRole('button', { name: '布局设置' }).click();
  const drawer = page.locator('.settings-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('..')).toHaveCSS('width', '300px');
  await drawer.getByRole('switch', { name: '开启标签页' }).click();
  await drawer.getByRole('button', { name: '亮色侧边栏' }).click();
  await drawer.getByRole('button', { name: '极光绿' }).click();
  await drawer.getByRole('switch', { name: '显示 Logo' }).click();
  await expect(page.locator('.tab-bar')).toHaveCount(0);
  await expect(page.locator('.app-sider')).toHaveClass(/ant-layout-sider-light/);
  await expect(page.locator('.app-sider .brand-logo')).toHaveCount(0);
  const save = drawer.getByRole('button', { name: '保存配置' });
  await expect(save).toHaveCSS('background-color', GREEN);
  await save.click();
  await expect(page.getByText('布局设置已保存')).toBeVisible();

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('layout-setting') ?? 'null') as Record<string, unknown> | null);
  expect(stored).toMatchObject({ tagsView: false, sideTheme: 'light', themeColor: 'green', sidebarLogo: false });

  await page.reload();
  await expect(page.locator('.welcome-banner')).toBeVisible();
  await expect(page.locator('.tab-bar')).toHaveCount(0);
  await expect(page.locator('.app-sider')).toHaveClass(/ant-layout-sider-light/);

  await page.getByRole('button', { name: '布局设置' }).click();
  await drawer.getByRole('button', { name: '重置配置' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await page.waitForLoadState('load');
  await expect(page.locator('.tab-bar')).toBeVisible();
  await expect(page.locator('.app-sider')).toHaveClass(/ant-layout-sider-dark/);
  await expect(page.locator('.app-sider .brand-logo')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('layout-setting'))).toBeNull();
});

test('top navigation moves the menu into the top bar; the dynamic title follows the page', async ({ page }) => {
  await signIn(page, 'manager');
  await expect(page).toHaveTitle('工作台 - 康宁医药（演示）');
  await page.getByRole('button', { name: '布局设置' }).click();
  await page.locator('.settings-drawer').getByRole('switch', { name: '开启顶部导航' }).click();
  await expect(page.locator('.app-sider')).toHaveCount(0);
  await expect(page.locator('.header-bar__top-menu .ant-menu-horizontal')).toBeVisible();
  await page.locator('.settings-drawer').getByRole('switch', { name: '动态标题' }).click();
  await expect(page).toHaveTitle('康宁医药（演示）');
});
