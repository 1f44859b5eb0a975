import { expect, test, type Page, type Request } from '@playwright/test';
import { apiToken, exactly, openFromMenu, publishMessage, signIn, storedToken, userIdOf } from './support/app';
import { SHORT_TOKEN_SECONDS } from './support/constants';

// Runs against the server whose access tokens live SHORT_TOKEN_SECONDS (see playwright.config.ts).

const isRefresh = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/protocol/openid-connect/token') && (request.postData() ?? '').includes('grant_type=refresh_token');
const isMarkRead = (request: Request) => request.method() === 'PUT' && /\/API-BEACON\/message\/read\/\d+$/.test(request.url());

/** Ten unread messages on the news page, all selected. */
async function tenSelectedMessages(page: Page, request: Parameters<typeof userIdOf>[0], account: 'rep' | 'rep2'): Promise<void> {
  const userId = await userIdOf(request, account);
  // Start from an inbox with nothing unread (the demo data may hold messages already).
  const token = await apiToken(request, account);
  expect((await request.put('/prod-api/API-BEACON/message/read/all', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBeTruthy();
  const batch = Date.now();
  for (let i = 1; i <= 10; i++) {
    await publishMessage(request, { userId, title: `任务提醒 ${batch}-${i}`, content: `第 ${i} 项待办已到期` });
  }
  await openFromMenu(page, '消息中心', '我的消息');
  await page.locator('.news-page .ant-segmented').getByText('未读').click();
  await expect(page.locator('.news-page .message-item--unread')).toHaveCount(10);
  await page.locator('.news-page__toolbar').getByText('全选本页').click();
  await expect(page.locator('.news-page__toolbar')).toContainText('已选择 10 条');
}

test('ten parallel requests after the token expired cause exactly one refresh, and all ten succeed', async ({ page, request }) => {
  await signIn(page, 'rep');
  await tenSelectedMessages(page, request, 'rep');
  const before = await storedToken(page);
  await page.waitForTimeout((SHORT_TOKEN_SECONDS + 1) * 1000);

  const refreshes: Request[] = [];
  const markReads: Request[] = [];
  page.on('request', (sent) => {
    if (isRefresh(sent)) refreshes.push(sent);
    if (isMarkRead(sent)) markReads.push(sent);
  });
  const answers: number[] = [];
  page.on('response', (response) => {
    if (isMarkRead(response.request())) answers.push(response.status());
  });

  await page.locator('.news-page__toolbar button', { hasText: exactly('标记为已读') }).click();
  await expect(page.getByText('已标记 10 条消息为已读')).toBeVisible();
  expect(refreshes).toHaveLength(1);
  expect(new Set(markReads.map((sent) => sent.url())).size).toBe(10);
  expect(answers.filter((status) => status === 200)).toHaveLength(10);
  expect(await storedToken(page)).not.toBe(before);
  await expect(page.locator('.news-page .message-item--unread')).toHaveCount(0);
});

test('when the server refuses a token the browser still trusts, one refresh serves all ten replays', async ({ page, request }) => {
  await signIn(page, 'rep2');
  await tenSelectedMessages(page, request, 'rep2');
  const soonExpired = await storedToken(page);
  await page.waitForTimeout((SHORT_TOKEN_SECONDS + 1) * 1000);
  // Another tab of the same browser stores that token as if it were new: this tab follows the
  // storage event, trusts it, sends it, and the server answers 401 to all ten.
  const other = await page.context().newPage();
  await other.goto('/pc/privacyAgreement');
  await other.evaluate((token) => localStorage.setItem('tokenInfo', JSON.stringify({ token, expiry: 300, startTime: Date.now() })), soonExpired);
  await other.close();

  const refreshes: Request[] = [];
  const statuses: number[] = [];
  page.on('request', (sent) => {
    if (isRefresh(sent)) refreshes.push(sent);
  });
  page.on('response', (response) => {
    if (isMarkRead(response.request())) statuses.push(response.status());
  });
  await page.locator('.news-page__toolbar button', { hasText: exactly('标记为已读') }).click();
  await expect(page.getByText('已标记 10 条消息为已读')).toBeVisible();
  expect(refreshes).toHaveLength(1);
  expect(statuses.filter((status) => status === 401)).toHaveLength(10);
  expect(statuses.filter((status) => status === 200)).toHaveLength(10);
});

// On a slow machine the token read below may already have expired (it lives four seconds): signing
// out with it must still end its session, or the refresh would succeed and the page never leave.
test('a failed refresh shows why, clears the session and returns to the login screen', async ({ page, request }) => {
  await signIn(page, 'reader');
  // The session ends elsewhere (e.g. an administrator or another device): its refresh token dies.
  const token = await storedToken(page);
  const ended = await request.post('/prod-api/API-SYSTEM/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(ended.ok()).toBeTruthy();

  // The page's next call finds the session ended. On a slow machine the page's own calls may get there
  // first (the token had expired and was being refreshed while the session ended): the page may already
  // be on its way to the login screen, where there is no menu to open.
  const toLogin = page.waitForURL(/\/pc\/login/);
  await Promise.race([toLogin, openFromMenu(page, '消息中心', '我的消息').catch(() => undefined)]);
  await toLogin;
  // Why: the refused refresh's reason, or, when the refresh had just succeeded, that the sign-in has lapsed.
  await expect(page.getByRole('alert')).toContainText(/会话已失效|刷新令牌|登录状态已失效/);
  expect(await page.evaluate(() => [localStorage.getItem('tokenInfo'), localStorage.getItem('reTokenInfo')])).toEqual([null, null]);
});
