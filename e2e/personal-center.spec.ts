import { expect, test } from '@playwright/test';
import { chooseFromUserMenu, chooseLanguage, signIn } from './support/app';

test('the password form enforces the spec 5 rules with the server wording, in both languages', async ({ page }) => {
  await signIn(page, 'compliance');
  await chooseFromUserMenu(page, '个人中心');
  await page.getByRole('tab', { name: '修改密码' }).click();
  await page.getByLabel('旧密码').fill('Demo@2026');
  await page.getByLabel('新密码').fill('Demo@2026');
  await page.getByLabel('确认密码').fill('Other@2026');
  await page.locator('.personal-form').getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('新密码不能与旧密码相同')).toBeVisible();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

  await page.getByLabel('新密码').fill('short1');
  await expect(page.getByText('密码长度为 8-64 位，且须同时包含字母和数字')).toBeVisible();

  await chooseLanguage(page, 'en');
  await page.getByLabel('New password').fill('Demo@2026');
  await expect(page.getByText('Old and new passwords can not be the same')).toBeVisible();
});

test('the profile saves e-mail and mobile', async ({ page }) => {
  await signIn(page, 'finance');
  await chooseFromUserMenu(page, '个人中心');
  const mobile = page.getByLabel('手机号码', { exact: true });
  await mobile.fill('12');
  await page
    .locator('.personal-form')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();

  await mobile.fill('13800138000');
  await page
    .locator('.personal-form')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('个人资料已保存')).toBeVisible();
  await page.reload();
  await expect(page.locator('.profile-summary')).toContainText('13800138000');
});
