import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, publishMessage, signIn, userIdOf } from './support/app';

const indicator = (page: Page) => page.getByTestId('news-indicator');

/** The count the indicator's badge shows. */
async function unreadBadge(page: Page): Promise<number> {
  return Number(await indicator(page).getAttribute('data-unread'));
}

test('a published message appears in the indicator and on the news page without a reload', async ({ page, request }) => {
  const repId = await userIdOf(request, 'rep2');
  await signIn(page, 'rep2');
  await expect(indicator(page)).toHaveAttribute('data-connected', 'true');
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const before = await unreadBadge(page);

  const first = `拜访提醒 ${Date.now()}`;
  await publishMessage(request, { userId: repId, title: first, content: '明天上午 9:00 拜访瑞金医院心内科王主任', link: '/news/newsIndex' });
  await expect(page.locator('.ant-notification')).toContainText(first);
  await expect.poll(() => unreadBadge(page)).toBe(before + 1);
  await expect(indicator(page).locator('.ant-badge-count')).toHaveAttribute('title', String(before + 1));

  await indicator(page).click();
  await expect(page.locator('.news-popover')).toContainText(first);
  await page.keyboard.press('Escape');

  await openFromMenu(page, '消息中心', '我的消息');
  const list = page.locator('.news-page .message-list');
  await expect(list.locator('.message-item--unread', { hasText: first })).toBeVisible();

  // While the news page is open, a notice to everyone arrives at the top of the list.
  const notice = `系统公告 ${Date.now()}`;
  await publishMessage(request, { userId: null, title: notice, content: '本周六 22:00 至 24:00 系统维护' });
  await expect(list.locator('.message-item').first()).toContainText(notice);
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  // Opening a message marks it read.
  await list.locator('.message-item', { hasText: notice }).locator('.message-item__body').click();
  await expect(list.locator('.message-item', { hasText: notice })).not.toHaveClass(/message-item--unread/);

  await page.getByRole('button', { name: '全部标记为已读' }).click();
  await expect(page.getByText('所有消息已标记为已读')).toBeVisible();
  await expect.poll(() => unreadBadge(page)).toBe(0);
  await expect(list.locator('.message-item--unread')).toHaveCount(0);
});
