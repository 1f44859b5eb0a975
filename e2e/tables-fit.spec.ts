import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { DEMO_ROLES, type DemoAccount } from './support/constants';
import { navigateInApp, pagesToWalk, showsTable, tableFitProblems, watchPageHealth } from './support/page-health';

const port = Number(process.env.E2E_PORT ?? 8095);

// Each walk signs in on its own: they share the workers instead of queueing on one.
test.describe.configure({ mode: 'parallel' });

/**
 * The two laptop widths people work at, narrowest first: a 1280 px screen leaves the content area
 * about 1,117 px beside the side menu, a 1440 px one about 1,277 px.
 */
const WIDTHS = [1280, 1440];

/** Both demo enterprises, each recognised by the page's domain: the first in Chinese, the second in English (longer words). */
const TENANTS = [
  { name: 'Kangning (localhost), in Chinese', baseURL: `http://localhost:${port}`, lang: 'zh' as const },
  { name: 'Huaze (127.0.0.1), in English', baseURL: `http://127.0.0.1:${port}`, lang: 'en' as const },
];

/** Waits until the page has laid itself out again after the window changed size. */
async function afterResize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Every list of every role's menu fits a laptop screen: at 1280 and at 1440 px, no table on a
 * menu page is wider than its frame (so that the columns people decide on are never off to the
 * right, behind a sideways scroll), and no column header is cut. Each distinct page is walked once,
 * by the least privileged role that has it, in both widths (the window is resized, not reloaded).
 */
for (const tenant of TENANTS) {
  test.describe(`every table fits at ${WIDTHS.join(' and ')} px: ${tenant.name}`, () => {
    test.use({ baseURL: tenant.baseURL, viewport: { width: WIDTHS[0]!, height: 900 } });
    const walks = pagesToWalk(DEMO_ROLES);
    for (const account of Object.keys(DEMO_ROLES) as DemoAccount[]) {
      const pages = walks.get(account) ?? [];
      if (pages.length === 0) continue;
      test(`${account}: the tables of the workspace and the menu pages left to it fit (${pages.length})`, async ({ page }) => {
        test.setTimeout(120_000 + pages.length * 5_000);
        const health = await watchPageHealth(page);
        const problems: string[] = [];
        // Each page is read at the width the previous one ended at, then at the other: one resize a page.
        let widths = WIDTHS;
        const measure = async (path: string) => {
          await health.settled();
          if (!(await showsTable(page))) return;
          for (const [index, width] of widths.entries()) {
            if (index > 0) await afterResize(page, width);
            problems.push(...(await tableFitProblems(page, `${path} at ${width} px`)));
          }
          widths = [...widths].reverse();
        };
        await signIn(page, account, { lang: tenant.lang });
        await measure('/pc/dashboard');
        for (const path of pages) {
          await navigateInApp(page, path);
          await measure(path);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
