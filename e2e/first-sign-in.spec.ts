import { expect, test, type Page } from '@playwright/test';
import { apiGet, apiToken, REALM, CLIENT_ID } from './support/app';
import { screenshot } from './support/screenshots';

const shot = async (page: Page, name: string) => {
  await screenshot(page, `first-sign-in/${name}`);
};

/**
 * No Chinese characters in the visible text of an English screen (typed field values are not
 * text); the language switch names Chinese in Chinese on purpose.
 */
async function expectNoChinese(page: Page, selector = 'body') {
  const text = await page.locator(selector).innerText();
  expect((text.match(/[\u4e00-\u9fff]+/g) ?? []).filter((word) => word !== '简体中文')).toEqual([]);
}

test.describe('first sign-in with a password set by an administrator', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the new user is taken to change the password, can reach nothing else, and then lands on the workspace', async ({ page, request }) => {
    const admin = await apiToken(request, 'admin');
    const roles = await apiGet<Array<{ id: number; code: string }>>(request, admin, '/API-SYSTEM/admin/role/list');
    const created = await request.post('/prod-api/API-SYSTEM/admin/user', {
      headers: { Authorization: `Bearer ${admin}` },
      data: { username: 'first.signin', firstName: '初次登录', password: 'Welcome2026', roleIds: [roles.find((r) => r.code === 'rep')!.id] },
    });
    expect(created.ok(), await created.text()).toBeTruthy();

    await page.goto('/pc/login');
    await page.getByLabel('登录账号').fill('first.signin');
    await page.getByLabel(/^密码$/).fill('Welcome2026');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await page.waitForURL('**/pc/changePassword**');
    await expect(page.getByText('请修改初始密码')).toBeVisible();
    await expect(page.getByText('旧密码即管理员告知您的初始密码。')).toBeVisible();
    await shot(page, 'first-password-zh');

    // Every other page, the workspace shell and the admin console alike, leads back here.
    for (const path of ['/pc/admin/users', '/pc/personalcenter/index', '/pc/dashboard']) {
      await page.goto(path);
      await page.waitForURL('**/pc/changePassword**');
      await expect(page.getByText('请修改初始密码')).toBeVisible();
    }
    // The API refuses the rest too, with the reason.
    const token = await request.post(`/auth/realms/${REALM}/protocol/openid-connect/token`, {
      form: { client_id: CLIENT_ID, grant_type: 'password', username: 'first.signin', password: 'Welcome2026' },
    });
    const refused = await request.get('/prod-api/API-SYSTEM/menu/all/tree', {
      headers: { Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`, 'accept-language': 'en' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Your password was set by an administrator: please change it before using the system');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Change your initial password')).toBeVisible();
    await expectNoChinese(page);
    await shot(page, 'first-password-en');

    await page.getByLabel('Old password').fill('Welcome2026');
    await page.getByLabel('New password').fill('Welcome2026');
    await expect(page.getByText('Old and new passwords can not be the same')).toBeVisible();
    await page.getByLabel('New password').fill('MyOwnPass2026');
    await page.getByLabel('Confirm password').fill('MyOwnPass2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    // Done, the user goes on to the page they were heading for, here the workspace.
    await page.waitForURL('**/pc/dashboard', { timeout: 60_000 });
    await expect(page.locator('.welcome-banner')).toBeVisible({ timeout: 60_000 });
  });
});

test.describe('doctor registration', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the privacy notice for doctors opens over the form and keeps what was typed', async ({ page }) => {
    await page.goto('/pc/registerDoctor');
    await page.getByLabel('姓名').fill('许医生');
    await page.getByLabel('手机号').fill('13912349999');
    await page.getByLabel('执业医院').fill('示例市第一人民医院');
    await page.getByRole('button', { name: '《医生隐私声明》' }).click();
    const notice = page.locator('.ant-modal:visible');
    await expect(notice.getByText('医生隐私声明', { exact: true })).toBeVisible();
    await expect(notice.getByText('四、保存期限')).toBeVisible();
    await expect(notice).toContainText('康宁医药');
    await shot(page, 'doctor-privacy-zh');
    await notice.getByRole('button', { name: '返回注册' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/pc\/registerDoctor$/);
    await expect(page.getByLabel('姓名')).toHaveValue('许医生');
    await expect(page.getByLabel('手机号')).toHaveValue('13912349999');
    await expect(page.getByLabel('执业医院')).toHaveValue('示例市第一人民医院');
    await expect(page.getByRole('checkbox')).not.toBeChecked();

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'privacy notice for doctors' }).click();
    await expect(notice.getByText('4. How long we keep it')).toBeVisible();
    await expectNoChinese(page, '.ant-modal:visible');
    await shot(page, 'doctor-privacy-en');
    await notice.getByRole('button', { name: 'I have read and agree' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toBeChecked();
    await expect(page.getByLabel('Name')).toHaveValue('许医生');
    // WeChat sign-in is offered to doctors only where the enterprise set up its WeChat official account.
    await page.getByRole('link', { name: /Already registered/ }).click();
    await expect(page.getByRole('heading', { name: 'Doctor sign-in' })).toBeVisible();
    await expect(page.getByText('Sign in with WeChat')).toHaveCount(0);
  });
});
