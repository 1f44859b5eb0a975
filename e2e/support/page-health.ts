import { expect, type Page, type Response } from '@playwright/test';
import { flattenMenuCatalog, isRouteLeaf, type RoleCode } from '../../packages/shared/src/menu-catalog';

/** Every page a role reaches from its side menu: granted, shown leaves (status tabs included). */
export function menuPagesOf(role: RoleCode): string[] {
  return flattenMenuCatalog()
    .filter((entry) => entry.type !== 'BUTTON' && !entry.isHidden && isRouteLeaf(entry) && entry.roles.includes(role))
    .map((entry) => `/pc${entry.fullPath}`);
}

export interface PageProblems {
  failedCalls: string[];
  errorToasts: string[];
  stillLoading: string[];
  /** What the Content-Security-Policy refused (the app must run under it whole). */
  policyViolations: string[];
}

/**
 * Watches a page for what a user would notice as broken: API calls answering an error status,
 * error toasts, and anything the Content-Security-Policy blocked (a script, style or image the page
 * needed). Toasts and violations are recorded inside the page as they happen, so a toast that
 * vanishes after a few seconds is still counted. `inFlight` counts API calls still waiting for their answer.
 */
export async function watchPageHealth(page: Page, expected: (response: Response) => boolean = () => false) {
  const problems: PageProblems = { failedCalls: [], errorToasts: [], stillLoading: [], policyViolations: [] };
  let inFlight = 0;
  const isApi = (url: string) => url.includes('/prod-api/') || url.includes('/auth/realms/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight++;
  });
  const settle = (url: string) => {
    if (isApi(url)) inFlight--;
  };
  page.on('requestfinished', (request) => settle(request.url()));
  page.on('requestfailed', (request) => settle(request.url()));
  page.on('response', (response) => {
    if (isApi(response.url()) && response.status() >= 400 && !expected(response)) {
      problems.failedCalls.push(`${new URL(page.url()).pathname}: ${response.request().method()} ${new URL(response.url()).pathname} → ${response.status()}`);
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    const violations: string[] = [];
    Object.assign(window, { __errorToasts: seen, __policyViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''}`);
    });
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('.ant-message-error, .ant-notification-notice-error')) {
        const text = node.textContent?.trim() ?? '';
        if (!node.hasAttribute('data-recorded')) {
          node.setAttribute('data-recorded', '');
          seen.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    problems,
    /** Collects the toasts and policy violations recorded so far by the page, tagged with where they showed. */
    async collect(where: string) {
      const recorded = await page.evaluate(() => {
        const own = window as unknown as { __errorToasts?: string[]; __policyViolations?: string[] };
        return { toasts: own.__errorToasts?.splice(0) ?? [], violations: own.__policyViolations?.splice(0) ?? [] };
      });
      problems.errorToasts.push(...recorded.toasts.map((text) => `${where}: ${text}`));
      problems.policyViolations.push(...recorded.violations.map((text) => `${where}: ${text}`));
    },
    /** Waits until the page has drawn its content and no API call is still waiting; notes a page that never does. */
    async settled() {
      await expect(page.locator('.app-content')).toBeVisible();
      const busy = async () => ({
        waitingCalls: inFlight,
        spinners: await page.locator('.app-content .ant-spin-spinning, .app-content .ant-skeleton-active').filter({ visible: true }).count(),
      });
      try {
        await expect.poll(busy, { intervals: [100, 250, 500], timeout: 30_000 }).toEqual({ waitingCalls: 0, spinners: 0 });
      } catch {
        problems.stillLoading.push(`${new URL(page.url()).pathname}: ${JSON.stringify(await busy())}`);
      }
    },
  };
}

/** Opens a route inside the running app (as a menu click would), without reloading it. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}`.startsWith(path));
  // The address changes at once; the page on screen changes when React commits it (a navigation is a
  // transition, during which the previous page stays shown). Read nothing of the page before that.
  const routePath = new URL(path, 'http://app').pathname.replace(/^\/pc(?=\/)/, '');
  await expect(page.locator(`.app-content[data-path="${routePath}"]`)).toBeAttached({ timeout: 30_000 });
}

/**
 * The share of Chinese characters among the letters the page shows (header, menu and content),
 * with a few of the Chinese runs as a sample for the failure message.
 */
export async function chineseShare(page: Page): Promise<{ share: number; sample: string }> {
  return page.evaluate(() => {
    const text = document.body.innerText;
    const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
    const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
    const runs = [...new Set(text.match(/[\p{Script=Han}][\p{Script=Han}\d（）·、]*/gu) ?? [])];
    const share = han + latin === 0 ? 0 : han / (han + latin);
    return { share, sample: runs.slice(0, 8).join(' | ') };
  });
}
