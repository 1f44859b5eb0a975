import { expect, test } from '@playwright/test';
import { signIn } from './support/app';
import { screenshot } from './support/screenshots';

// Screens to look at: each page is checked to render; with E2E_SCREENSHOTS set, its picture is
// written to screens/ there and attached to the report.
for (const lang of ['zh', 'en'] as const) {
  test(`screens in ${lang === 'zh' ? 'Chinese' : 'English'}`, async ({ page }, testInfo) => {
    const shot = async (name: string) => {
      const file = await screenshot(page, `screens/${name}-${lang}`, { fullPage: false });
      if (file) await testInfo.attach(`${name}-${lang}`, { path: file, contentType: 'image/png' });
    };
    await page.goto('/pc/privacyAgreement');
    await page.evaluate((chosen) => localStorage.setItem('languageType', chosen), lang);
    // The sign-in page is the realm's: the app's login route sends the browser there.
    await page.goto('/pc/login');
    await expect(page.getByLabel(lang === 'zh' ? '登录账号' : 'User name')).toBeVisible();
    await shot('login');

    await signIn(page, 'manager');
    await expect(page.locator('.team-day-card')).toBeVisible();
    await shot('dashboard');

    await page.goto('/pc/customer/doctorTeamManager/allCustomer');
    await expect(page.locator('.doctor-card').first()).toBeVisible();
    await shot('customer-list');

    await page.goto('/pc/news/newsIndex');
    await expect(page.locator('.news-page')).toBeVisible();
    await shot('news');

    await page.goto('/pc/personalcenter/index');
    await expect(page.locator('.profile-summary')).toBeVisible();
    await shot('personal-center');

    await page.goto('/pc/unknown/page');
    await expect(page.locator('.exception__code')).toHaveText('404');
    await shot('not-found');
  });
}
