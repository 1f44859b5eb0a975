import { expect, test } from '@playwright/test';
import { signIn } from './support/app';
import { openApp, signInWithToken } from './support/token-sign-in';

test.describe('routes', () => {
  test('a deep link survives a reload, with its breadcrumb and status tabs', async ({ page }) => {
    await signInWithToken(page, page.request, 'manager');
    await openApp(page, '/pc/meeting/approve/doneApproved');
    const strip = page.locator('.section-tabs');
    await expect(strip.getByRole('tab', { name: '已审批' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.breadcrumb-trail')).toContainText('会议管理');
    await expect(page.locator('.breadcrumb-trail')).toContainText('会议审批');
    await page.reload();
    await expect(page).toHaveURL(/\/pc\/meeting\/approve\/doneApproved$/);
    await expect(strip.getByRole('tab', { name: '已审批' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.meeting-list')).toBeVisible();

    await strip.getByRole('tab', { name: '待审批' }).click();
    await expect(page).toHaveURL(/\/pc\/meeting\/approve\/pendingApproved$/);
  });

  test('a section path opens its default page', async ({ page }) => {
    await signInWithToken(page, page.request, 'manager');
    await openApp(page, '/pc/customer/doctorTeamManager');
    await expect(page).toHaveURL(/\/pc\/customer\/doctorTeamManager\/focusCustomer$/);
    await page.goto('/pc/task');
    await expect(page).toHaveURL(/\/pc\/task\/all$/);
  });

  test('an unknown path shows 404, inside the shell and on its own', async ({ page }) => {
    await signIn(page, 'rep');
    await page.goto('/pc/no/such/page');
    await expect(page.getByText('页面不存在').first()).toBeVisible();
    await expect(page.locator('.exception__code')).toHaveText('404');
    await page.goto('/pc/404');
    await expect(page.locator('.exception__code')).toHaveText('404');
  });

  test('a page the role does not grant shows 401', async ({ page }) => {
    await signIn(page, 'rep');
    await page.goto('/pc/meeting/budgetIndex');
    await expect(page.locator('.exception__code')).toHaveText('401');
    await expect(page.getByText('无访问权限').first()).toBeVisible();
    await page.goto('/pc/401');
    await expect(page.locator('.exception__code')).toHaveText('401');
  });

  test('the root path, the redirect helper and the alternate login path', async ({ page }) => {
    // Signed out, each of them leads to the identity server's sign-in page (the login route sends it there).
    const signInPage = /\/auth\/realms\/kangning\/protocol\/openid-connect\/auth\?/;
    await page.goto('/pc/');
    await expect(page).toHaveURL(signInPage);
    await page.goto('/pc/crmLogin');
    await expect(page).toHaveURL(signInPage);
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await page.goto('/pc/customer/KolMapping');
    await expect(page).toHaveURL(signInPage);

    await signInWithToken(page, page.request, 'manager');
    await openApp(page, '/pc/');
    await expect(page).toHaveURL(/\/pc\/dashboard$/);
    await page.goto('/pc/redirect/customer/KolMapping');
    await expect(page).toHaveURL(/\/pc\/customer\/KolMapping$/);
  });

  test('signing in returns to the page asked for', async ({ page }) => {
    await page.goto('/pc/news/newsIndex');
    // The identity server's sign-in page; the page asked for travels in the request's state.
    await expect(page).toHaveURL(/\/auth\/realms\/kangning\/protocol\/openid-connect\/auth\?/);
    await page.getByLabel('登录账号').fill('reader');
    await page.getByLabel('密码').fill('Demo@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/pc\/news\/newsIndex$/);
  });

  test('wrong credentials are refused on the identity server’s page with its message', async ({ page }) => {
    await page.goto('/pc/login');
    await page.getByLabel('登录账号').fill('rep');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
  });

  test('an unknown domain goes to 404', async ({ page, baseURL }) => {
    // 127.0.0.2 serves no tenant (localhost and 127.0.0.1 are the demo tenants).
    const other = baseURL!.replace('localhost', '127.0.0.2');
    await page.goto(`${other}/pc/login`);
    await expect(page).toHaveURL(/\/pc\/404$/);
  });
});
