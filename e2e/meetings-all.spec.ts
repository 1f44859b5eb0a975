import { expect as baseExpect, test } from '@playwright/test';
import { openApp, signedInPage } from './support/token-sign-in';
import { screenshot } from './support/screenshots';

/** The all-meetings page: where the administrator and compliance find any meeting of their range. */

const expect = baseExpect.configure({ timeout: 30_000 });

test('the administrator finds a meeting in approval by status and search, and opens it', async ({ browser, request }) => {
  const admin = await signedInPage(browser, request, 'admin', { lang: 'en' });
  await admin.setViewportSize({ width: 1280, height: 800 });
  await openApp(admin, '/pc/meeting/all');
  const rows = admin.locator('.meeting-list .ant-table-row');
  await expect(rows.first()).toBeVisible();

  await admin.getByLabel('Status').click();
  await admin.locator('.ant-select-item-option', { hasText: /^In approval$/ }).click();
  await admin.keyboard.press('Escape');
  await expect(admin.getByText(/^\d+ in total$/)).toBeVisible();
  const statuses = rows.locator('td .ant-tag');
  await expect(statuses.first()).toHaveText('In approval');
  for (const tag of await statuses.all()) await expect(tag).toHaveText('In approval');
  await screenshot(admin, 'meetings-all/all-meetings-en-1280');

  // The topic cell holds the topic and, in small print under it, "code · type".
  const code = (await rows.first().locator('.meeting-table__note').first().innerText()).split('·')[0]!.trim();
  const topic = (await rows.first().locator('.meeting-table__topic').innerText()).trim();
  await admin.getByPlaceholder('Search topic or code').fill(code);
  await admin.getByPlaceholder('Search topic or code').press('Enter');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button', { name: 'View' }).click();
  await admin.waitForURL(/meeting\/meetDetail\?id=\d+/);
  // The list stays open, hidden, in its tab: the topic must show on the detail page itself.
  await expect(admin.getByText(topic).filter({ visible: true }).first()).toBeVisible();
  await admin.close();
});

test('compliance sees every meeting of the company in Chinese, the rep has no such page', async ({ browser, request }) => {
  const compliance = await signedInPage(browser, request, 'compliance', { lang: 'zh', to: '/pc/meeting/all' });
  await compliance.setViewportSize({ width: 1440, height: 900 });
  await expect(compliance.locator('.meeting-list .ant-table-row').first()).toBeVisible();
  await expect(compliance.locator('.app-sider').getByText('全部会议')).toBeVisible();
  await screenshot(compliance, 'meetings-all/all-meetings-zh-1440');
  await compliance.close();

  const rep = await signedInPage(browser, request, 'rep', { lang: 'zh', to: '/pc/meeting/apply/approved' });
  await expect(rep.locator('.app-sider').getByText('全部会议')).toHaveCount(0);
  await rep.close();
});
