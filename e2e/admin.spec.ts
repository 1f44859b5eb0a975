import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { exactly, sideMenu } from './support/app';
import { chooseOption } from './support/select';
import { DEMO_PASSWORD } from './support/constants';
import { screenshot, screenshotFolder } from './support/screenshots';

// The console changes roles, organizations and interface texts of its tenant: it works on the second
// demo tenant (127.0.0.1, realm huaze), so the other browser tests on the first one are unaffected.
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 8095}`;
test.use({ baseURL: BASE });

async function signInAs(page: Page, username: string, password = DEMO_PASSWORD, lang: 'zh' | 'en' = 'zh') {
  await page.goto('/pc/privacyAgreement');
  await page.evaluate((value) => localStorage.setItem('languageType', value), lang);
  await page.goto('/pc/login');
  await page.getByLabel(/^(登录账号|User name)$/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(登\s*录|Sign in)$/ }).click();
  await page.waitForURL('**/pc/dashboard');
}

async function newSignedInPage(browser: Browser, username: string, password?: string) {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await signInAs(page, username, password);
  return page;
}

/** A user an administrator just created signs in: first they must replace the password they were given. */
async function firstSignIn(browser: Browser, username: string, given: string, chosen: string) {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  await page.goto('/pc/login');
  await page.getByLabel(/^登录账号$/).fill(username);
  await page.getByLabel(/^密码$/).fill(given);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL('**/pc/changePassword**');
  await page.getByLabel('旧密码').fill(given);
  await page.getByLabel('新密码').fill(chosen);
  await page.getByLabel('确认密码').fill(chosen);
  await page.getByRole('button', { name: '修改密码' }).click();
  await page.waitForURL('**/pc/dashboard');
  return page;
}

const dialog = (page: Page) => page.locator('.ant-modal:visible');
const confirmBox = (page: Page) => page.locator('.ant-modal-confirm:visible');
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message-notice', { hasText: text });
/** Saving a user hashes a password: on a busy machine that alone can take several seconds. */
const SAVE_TIMEOUT = 30_000;
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

/** Ticks or clears a menu entry in the role's grant tree. */
async function toggleGrant(page: Page, title: string) {
  const node = dialog(page).locator('.ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: exactly(title) }) });
  await node.locator('.ant-tree-checkbox').click();
}

/** Opens a section of the role's grant tree to show its pages. */
async function expandGrant(page: Page, title: string) {
  const node = dialog(page).locator('.ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: exactly(title) }) });
  await node.locator('.ant-tree-switcher').click();
}

async function pickOption(page: Page, field: Locator, option: string) {
  await field.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: exactly(option) }).click();
}

test.describe.serial('administration console', () => {
  // Each step signs in further users and waits on several saves.
  test.describe.configure({ timeout: 180_000 });
  let admin: Page;
  test.beforeAll(async ({ browser }) => {
    admin = await newSignedInPage(browser, 'admin');
  });

  test('opens from the avatar menu in a new tab; others see 403', async ({ browser }) => {
    await admin.locator('.user-menu').click();
    const [consoleTab] = await Promise.all([admin.context().waitForEvent('page'), admin.locator('.ant-dropdown:visible li[role="menuitem"]', { hasText: '系统管理后台' }).click()]);
    await consoleTab.waitForURL('**/pc/admin/users');
    await expect(consoleTab.locator('.admin-console__sider')).toContainText('审计日志');
    await consoleTab.close();

    const rep = await newSignedInPage(browser, 'rep');
    await rep.locator('.user-menu').click();
    await expect(rep.locator('.ant-dropdown:visible')).not.toContainText('系统管理后台');
    await rep.goto('/pc/admin/roles');
    await expect(rep.getByText('您没有访问系统管理后台的权限')).toBeVisible();
    await rep.context().close();
  });

  test('creates a role and a user holding it; the user sees that role’s menus, and loses a menu when its grant is removed', async ({ browser }) => {
    await admin.goto('/pc/admin/roles');
    await admin.getByRole('button', { name: '新增角色' }).click();
    await dialog(admin).getByLabel('角色名称', { exact: true }).fill('区域助理');
    await dialog(admin).getByLabel('角色英文名称').fill('Area assistant');
    await dialog(admin).getByLabel('角色编码').fill('area_assistant');
    await toggleGrant(admin, '消息中心');
    await toggleGrant(admin, '任务管理');
    await dialog(admin).getByRole('button', { name: '保 存' }).click();
    await expect(toast(admin, '新增成功')).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expect(row(admin, 'area_assistant')).toBeVisible();

    await admin.goto('/pc/admin/users');
    await admin.getByRole('button', { name: '新增用户' }).click();
    const form = dialog(admin);
    await form.getByLabel('登录名').fill('zhao.assist');
    await form.getByLabel('姓名', { exact: true }).fill('赵助理');
    await form.getByLabel('密码', { exact: true }).fill('Welcome2026');
    await form.getByLabel('确认密码').fill('Welcome2025');
    await form.getByRole('button', { name: '保 存' }).click();
    await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
    await expect(form.getByText('请选择用户角色')).toBeVisible();
    await form.getByLabel('确认密码').fill('Welcome2026');
    await form.getByLabel('手机').fill('13900001111');
    await chooseOption(admin, form.getByLabel('用户角色'), exactly('区域助理'));
    // The call and its answer first: when this fails, it says whether the form sent nothing or the server refused.
    const [created] = await Promise.all([
      admin.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/admin/user'), { timeout: SAVE_TIMEOUT }),
      form.getByRole('button', { name: '保 存' }).click(),
    ]);
    expect(created.status(), await created.text()).toBe(200);
    await expect(toast(admin, '新增成功')).toBeVisible();
    await admin.getByPlaceholder('登录名、姓名、手机号或工号').fill('zhao.assist');
    await admin.getByPlaceholder('登录名、姓名、手机号或工号').press('Enter');
    await expect(admin.locator('.ant-table-row')).toHaveCount(1);
    await expect(row(admin, 'zhao.assist')).toContainText('区域助理');

    const user = await firstSignIn(browser, 'zhao.assist', 'Welcome2026', 'ZhaoOwn2026');
    await expect(sideMenu(user)).toContainText('消息中心');
    await expect(sideMenu(user)).toContainText('任务管理');
    await expect(sideMenu(user)).not.toContainText('客户管理');

    await admin.goto('/pc/admin/roles');
    await row(admin, 'area_assistant').getByRole('button', { name: '修改' }).click();
    await toggleGrant(admin, '任务管理');
    await dialog(admin).getByRole('button', { name: '保 存' }).click();
    await expect(toast(admin, '修改成功')).toBeVisible({ timeout: SAVE_TIMEOUT });

    await user.reload();
    await expect(sideMenu(user)).toContainText('消息中心');
    await expect(sideMenu(user)).not.toContainText('任务管理');
    await user.context().close();
  });

  test('delegates part of the console: a role granted only its Users section opens the console there and nowhere else', async ({ browser }) => {
    await admin.goto('/pc/admin/roles');
    await admin.getByRole('button', { name: '新增角色' }).click();
    await dialog(admin).getByLabel('角色名称', { exact: true }).fill('用户管理员');
    await dialog(admin).getByLabel('角色英文名称').fill('User administrator');
    await dialog(admin).getByLabel('角色编码').fill('user_admin');
    // The console's sections are entries of the grant tree like any page (decision 27); ticking one ticks its edit button.
    await expandGrant(admin, '系统管理');
    await toggleGrant(admin, '用户管理');
    await dialog(admin)
      .locator('.ant-tree-title', { hasText: exactly('登录方式') })
      .scrollIntoViewIfNeeded();
    await screenshot(admin, 'admin/console-role-grants-console-zh', { fullPage: false });
    await dialog(admin).getByRole('button', { name: '保 存' }).click();
    await expect(toast(admin, '新增成功')).toBeVisible({ timeout: SAVE_TIMEOUT });

    await admin.goto('/pc/admin/users');
    await admin.getByRole('button', { name: '新增用户' }).click();
    const form = dialog(admin);
    await form.getByLabel('登录名').fill('qian.useradmin');
    await form.getByLabel('姓名', { exact: true }).fill('钱用户');
    await form.getByLabel('密码', { exact: true }).fill('Welcome2026');
    await form.getByLabel('确认密码').fill('Welcome2026');
    await form.getByLabel('手机').fill('13900002222');
    await chooseOption(admin, form.getByLabel('用户角色'), exactly('用户管理员'));
    await form.getByRole('button', { name: '保 存' }).click();
    await expect(toast(admin, '新增成功')).toBeVisible({ timeout: SAVE_TIMEOUT });

    const delegate = await firstSignIn(browser, 'qian.useradmin', 'Welcome2026', 'QianOwn2026');
    await delegate.locator('.user-menu').click();
    await expect(delegate.locator('.ant-dropdown:visible')).toContainText('系统管理后台');
    await delegate.goto('/pc/admin');
    await delegate.waitForURL('**/pc/admin/users');
    await expect(delegate.locator('.ant-table-row').first()).toBeVisible();
    await expect(delegate.getByRole('button', { name: '新增用户' })).toBeVisible();
    await expect(delegate.locator('.admin-console__sider')).toContainText('用户管理');
    await expect(delegate.locator('.admin-console__sider')).not.toContainText('角色管理');
    await expect(delegate.locator('.admin-console__sider')).not.toContainText('审计日志');
    await screenshot(delegate, 'admin/console-delegated-users-zh', { fullPage: false });
    await delegate.goto('/pc/admin/roles');
    await expect(delegate.getByText('您没有访问系统管理后台的权限')).toBeVisible();
    // Nor does the grant put the console's sections in the product's own sidebar.
    await delegate.goto('/pc/dashboard');
    await expect(sideMenu(delegate)).not.toContainText('系统管理');
    await delegate.context().close();
  });

  test('a language entry changes a label in both languages', async ({ browser }) => {
    await admin.goto('/pc/admin/language');
    await admin.getByRole('button', { name: '新增语言项' }).click();
    const form = dialog(admin);
    await form.getByLabel('类型').fill('layout');
    await form.getByLabel('键').fill('home');
    await expect(form.getByText('系统原文: 工作台')).toBeVisible();
    await form.getByLabel('内容 (中文)').fill('我的工作台');
    await form.getByLabel('内容 (English)').fill('My desk');
    await form.getByRole('button', { name: '保 存' }).click();
    await expect(toast(admin, '保存成功')).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expect(row(admin, 'My desk')).toBeVisible();

    const user = await newSignedInPage(browser, 'reader');
    await expect(sideMenu(user).locator('li').first()).toHaveText('我的工作台');
    await user.evaluate(() => localStorage.setItem('languageType', 'en'));
    await user.reload();
    await expect(sideMenu(user).locator('li').first()).toHaveText('My desk');
    await user.context().close();
  });

  test('deleting an organization asks first and removes its children', async () => {
    await admin.goto('/pc/admin/organizations');
    await admin.getByRole('button', { name: '新增组织' }).click();
    await dialog(admin).getByLabel('组织名称').fill('西南大区');
    await dialog(admin).getByLabel('组织编码').fill('R-E2E-SW');
    await dialog(admin).getByRole('button', { name: '保 存' }).click();
    await expect(toast(admin, '新增成功')).toBeVisible({ timeout: SAVE_TIMEOUT });
    await row(admin, 'R-E2E-SW').getByRole('button', { name: '新增下级' }).click();
    await dialog(admin).getByLabel('组织名称').fill('成都地区');
    await dialog(admin).getByLabel('组织编码').fill('D-E2E-CD');
    await dialog(admin).getByRole('button', { name: '保 存' }).click();
    await expect(row(admin, 'D-E2E-CD')).toBeVisible();

    await row(admin, 'R-E2E-SW').getByRole('button', { name: '删除' }).click();
    await expect(confirmBox(admin)).toContainText('是否确认删除组织 "西南大区" 及其全部下级组织？');
    await confirmBox(admin).getByRole('button', { name: '取 消' }).click();
    await expect(toast(admin, '已取消删除')).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expect(row(admin, 'D-E2E-CD')).toBeVisible();

    await row(admin, 'R-E2E-SW').getByRole('button', { name: '删除' }).click();
    await confirmBox(admin).getByRole('button', { name: '确 定' }).click();
    await expect(toast(admin, '删除成功: 已删除 2 个组织')).toBeVisible({ timeout: SAVE_TIMEOUT });
    await expect(row(admin, 'R-E2E-SW')).toHaveCount(0);
    await expect(row(admin, 'D-E2E-CD')).toHaveCount(0);
  });

  test('the audit trail shows each of these changes and sign-ins', async () => {
    await admin.goto('/pc/admin/audit');
    await pickOption(admin, admin.getByLabel('操作', { exact: true }), '后台管理');
    for (const text of [
      '创建角色 区域助理',
      '创建用户 zhao.assist',
      '修改角色 区域助理',
      '新增语言项 layout.home (zh)',
      '新增语言项 layout.home (en)',
      '删除组织 西南大区 及其 1 个下级组织',
    ]) {
      await expect(row(admin, text)).toBeVisible();
    }
    await admin.getByPlaceholder('操作人').fill('zhao');
    await admin.getByPlaceholder('操作人').press('Enter');
    await pickOption(admin, admin.getByLabel('操作', { exact: true }), '登录');
    await expect(row(admin, '登录成功：zhao.assist')).toBeVisible();
    await expect(admin.locator('.ant-table-row')).toHaveCount(1);
  });

  test('screens of the console in Chinese and English', async () => {
    for (const lang of ['zh', 'en'] as const) {
      await admin.evaluate((value) => localStorage.setItem('languageType', value), lang);
      for (const section of ['users', 'roles', 'organizations', 'menus', 'language', 'dictionaries', 'audit', 'sms']) {
        await admin.goto(`/pc/admin/${section}`);
        await expect(admin.locator(section === 'sms' ? '.ant-table' : '.ant-table-row').first()).toBeVisible();
        // Lets the table's transitions end, for the picture only.
        if (screenshotFolder) await admin.waitForTimeout(300);
        await screenshot(admin, `admin/console-${section}-${lang}`, { fullPage: false });
      }
      await admin.goto('/pc/admin/signIn');
      await expect(admin.getByLabel(lang === 'zh' ? '领域' : 'Realm')).toHaveValue('huaze');
      await expect(admin.locator('.admin-sign-in')).toContainText('/auth/realms/huaze');
      await screenshot(admin, `admin/console-signIn-${lang}`, { fullPage: false });
      await admin.goto('/pc/admin/roles');
      await row(admin, 'area_assistant')
        .getByRole('button', { name: lang === 'zh' ? '修改' : 'Edit' })
        .click();
      await expect(dialog(admin).locator('.admin-grants')).toBeVisible();
      await screenshot(admin, `admin/console-role-form-${lang}`, { fullPage: false });
      await admin.goto('/pc/admin/users');
      await admin.getByRole('button', { name: lang === 'zh' ? '新增用户' : 'Add user' }).click();
      await screenshot(admin, `admin/console-user-form-${lang}`, { fullPage: false });
    }
    await admin.evaluate(() => localStorage.setItem('languageType', 'zh'));
  });
});
