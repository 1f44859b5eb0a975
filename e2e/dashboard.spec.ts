import { expect, test } from '@playwright/test';
import { apiGet, apiToken, signIn } from './support/app';

test('the dashboard shows the rep’s open work with the server’s counts, and each figure opens its list', async ({ page, request }) => {
  const token = await apiToken(request, 'rep');
  const counts = await apiGet<Record<string, number>>(request, token, '/task/type/num');
  await signIn(page, 'rep');
  await expect(page.locator('.work-card')).toContainText('我的工作');
  await expect(page.getByTestId('work-today').locator('.work-tile__value')).toHaveText(String(counts.today));
  await expect(page.getByTestId('work-expired').locator('.work-tile__value')).toHaveText(String(counts.expired));
  await expect(page.getByTestId('work-visits').locator('.work-tile__value')).toHaveText(/^\d+$/);
  await page.getByTestId('work-expired').click();
  await expect(page).toHaveURL(/\/pc\/task\/expired$/);
});

test('a reader without tasks or visits sees no work figures it may not open', async ({ page }) => {
  await signIn(page, 'reader', { lang: 'en' });
  await expect(page.locator('.welcome-banner')).toBeVisible();
  await expect(page.getByTestId('work-today')).toHaveCount(0);
  await expect(page.getByTestId('work-approvals')).toHaveCount(0);
});
