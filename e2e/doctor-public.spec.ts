import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from './support/app';
import { screenshot, screenshotFolder } from './support/screenshots';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The newest code sent to a phone, read from the outbox through the admin API. */
async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  const token = await apiToken(request, 'admin');
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/prod-api/API-SYSTEM/admin/sms/page?phone=${phone}`, { headers: { Authorization: `Bearer ${token}` } });
      const [newest] = ((await response.json()) as { result: { content: Array<{ content: string }> } }).result.content;
      code = /(\d{6})/.exec(newest?.content ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

async function requestCode(page: Page) {
  await page.getByRole('button', { name: /获取验证码|Get code/ }).click();
  await expect(page.getByText(/验证码已发送|Code sent/)).toBeVisible();
}

const shot = async (page: Page, name: string) => {
  if (!screenshotFolder) return;
  // Lets the mobile page's transitions end, for the picture only.
  await page.waitForTimeout(200);
  await screenshot(page, `doctor-public/doctor-${name}`);
};

test('a doctor registers with a code from the outbox, signs out and signs in again; a wrong code is refused', async ({ page, request }) => {
  const phone = '13912340001';
  await page.goto('/pc/registerDoctor');
  await expect(page.getByRole('heading', { name: '医生注册' })).toBeVisible();
  await shot(page, 'register-zh');
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await expect(page.getByText('请阅读并同意医生隐私声明')).toBeVisible();

  await page.getByLabel('姓名').fill('林晓');
  await page.getByLabel('手机号').fill(phone);
  await requestCode(page);
  await page.getByLabel('验证码').fill(await codeFromOutbox(request, phone));
  await page.getByLabel('执业医院').fill('示例市第一人民医院');
  await page.getByLabel('科室').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper').first().click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /注\s*册/ }).click();

  await page.waitForURL('**/pc/doctorHome');
  await expect(page.getByText('林晓 医生，您好')).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();
  await expect(page.getByText('审核中')).toBeVisible();
  await shot(page, 'home-zh');

  await page.getByRole('button', { name: '退出登录' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL('**/pc/doctorLogin');
  await shot(page, 'login-zh');

  await page.getByLabel('手机号').fill(phone);
  await requestCode(page);
  const code = await codeFromOutbox(request, phone);
  await page.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('alert')).toHaveText('验证码错误，请核对后重新输入');
  await shot(page, 'wrong-code-zh');

  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/pc/doctorHome');
  await expect(page.getByText('林晓 医生，您好')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('languageType', 'en'));
  await page.reload();
  await expect(page.getByText('Hello, Dr. 林晓')).toBeVisible();
  await expect(page.getByText('Under review')).toBeVisible();
  await shot(page, 'home-en');
});

test('the sixth code request in a minute for one number is refused with a clear message, in both languages', async ({ page, request }) => {
  const phone = '13912340002';
  for (let i = 0; i < 5; i++) {
    const response = await request.post(`/prod-api/API-BEACON/sms/kangning/outbox/send/code/${phone}`);
    expect(response.ok()).toBeTruthy();
  }
  await page.goto('/pc/privacyAgreement');
  await page.evaluate(() => localStorage.setItem('languageType', 'en'));
  await page.goto('/pc/doctorLogin');
  await expect(page.getByRole('heading', { name: 'Doctor sign-in' })).toBeVisible();
  await shot(page, 'login-en');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many codes requested for this number, please try again in a minute');
  await shot(page, 'rate-limit-en');

  await page.getByRole('link', { name: /No account yet/ }).click();
  await expect(page.getByRole('heading', { name: 'Doctor registration' })).toBeVisible();
  await shot(page, 'register-en');

  await page.evaluate(() => localStorage.setItem('languageType', 'zh'));
  await page.goto('/pc/doctorLogin');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('alert')).toHaveText('该手机号获取验证码过于频繁，请 1 分钟后再试');
  await page.getByLabel('手机号').fill('1234');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入正确的 11 位手机号')).toBeVisible();
});

test('WeChat sign-in explains when the enterprise has no WeChat official account for doctors, and the signed-in page needs a doctor token', async ({ page }) => {
  await page.goto('/pc/doctorChatLogin');
  await expect(page.getByText('本企业未开通医生微信登录')).toBeVisible();
  await shot(page, 'chat-zh');
  const availability = page.waitForResponse((response) => response.url().includes('/doctor/chat/availability'));
  await page.getByRole('button', { name: '改用手机号登录' }).click();
  await page.waitForURL('**/pc/doctorLogin');
  // The demo enterprise has no WeChat official account: once the page knows, it offers only the phone and code.
  expect(await (await availability).json()).toMatchObject({ result: { available: false } });
  await expect(page.getByRole('link', { name: '注册' })).toBeVisible();
  await expect(page.getByText('微信一键登录')).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('languageType', 'en'));
  await page.goto('/pc/doctorChatLogin');
  await expect(page.getByText('WeChat sign-in for doctors is not set up for this enterprise')).toBeVisible();
  await shot(page, 'chat-en');
  await page.goto('/pc/doctorHome');
  await page.waitForURL('**/pc/doctorLogin');
});
