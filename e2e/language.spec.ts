import { expect, test } from '@playwright/test';
import { dropdownSettled, menuEntry, signIn } from './support/app';
import { expectedSidebar } from './support/catalog';
import { readSidebar, topLevelTitles } from './support/sidebar';

test('switching to English turns the menu and shell English, survives a reload, and switches back', async ({ page }) => {
  // Opens every section of the sidebar twice and reloads three times: well past one minute on a busy machine.
  test.setTimeout(180_000);
  await signIn(page, 'manager');
  await page.getByRole('button', { name: '语言' }).click();
  await dropdownSettled(page);
  await menuEntry(page, 'English').click();

  const englishSections = expectedSidebar('manager', 'en').map((section) => section.title);
  await expect.poll(() => topLevelTitles(page)).toEqual(['Workspace', ...englishSections]);
  await expect(page.locator('.breadcrumb-trail')).toHaveText('Workspace');
  await expect(page.locator('.welcome-banner__title')).toContainText('Good');
  await expect(page.locator('.tab-bar')).toContainText('Workspace');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect.poll(() => topLevelTitles(page)).toEqual(['Workspace', ...englishSections]);
  expect(await page.evaluate(() => localStorage.getItem('languageType'))).toBe('en');
  // Every entry, inside every section, is English too.
  expect(await readSidebar(page)).toEqual([{ title: 'Workspace', children: [] }, ...expectedSidebar('manager', 'en')]);

  // Ant Design's own texts follow as well (the settings drawer's close button).
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await expect(page.getByRole('dialog')).toContainText('Layout settings');
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'Language' }).click();
  await dropdownSettled(page);
  await menuEntry(page, '简体中文').click();
  await expect.poll(() => topLevelTitles(page)).toEqual(['工作台', ...expectedSidebar('manager').map((section) => section.title)]);
  await page.reload();
  await expect(page.locator('.breadcrumb-trail')).toHaveText('工作台');
});
