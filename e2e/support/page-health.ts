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

/**
 * What a reader would see as cut off or squeezed on the page shown now, one line each:
 * - the page itself wider than the window (something is hidden off the right edge);
 * - a table wider than its frame that cannot be scrolled sideways (columns hidden without a hint);
 * - a table cell or header whose text is squeezed: a word broken across lines (Latin text), or a
 *   short run of Chinese (a name, a header) spread over lines of fewer than four characters.
 * Only cells of the content area are read, at most 20 rows of each table.
 */
export async function layoutProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) problems.push(`the page is ${root.scrollWidth} px wide in a ${window.innerWidth} px window`);
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    /** How many lines a text node takes on screen. */
    const linesOf = (node: Text) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      return tops.size;
    };
    const content = document.querySelector('.app-content');
    if (!content) return problems;
    for (const scroller of content.querySelectorAll('.ant-table-content, .ant-table-body, .ant-table-header')) {
      if (!visible(scroller)) continue;
      const overflowX = getComputedStyle(scroller).overflowX;
      if (scroller.scrollWidth > scroller.clientWidth + 1 && overflowX !== 'auto' && overflowX !== 'scroll' && !scroller.classList.contains('ant-table-header')) {
        problems.push(`a table is ${scroller.scrollWidth} px wide in a ${scroller.clientWidth} px frame that does not scroll`);
      }
    }
    for (const table of content.querySelectorAll('.ant-table')) {
      if (!visible(table)) continue;
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const rows = [...table.querySelectorAll('tbody tr:not(.ant-table-measure-row)')].slice(0, 20);
      const cells = [...table.querySelectorAll('thead th'), ...rows.flatMap((row) => [...row.children])];
      const reported = new Set<string>();
      for (const cell of cells) {
        if (!visible(cell) || cell.closest('.ant-table-selection-column, .ant-table-row-expand-icon-cell')) continue;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const text = node.textContent?.trim() ?? '';
          if (!text || node.parentElement?.closest('.ant-typography-ellipsis, .ant-tooltip, .anticon')) continue;
          const lines = linesOf(node);
          if (lines < 2) continue;
          const words = text.split(/\s+/).length;
          const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
          const squeezed = han > 0 ? text.length / lines < 4 : lines > words;
          if (!squeezed) continue;
          const column = cell.tagName === 'TH' ? text : headers[[...cell.parentElement!.children].indexOf(cell)] || '?';
          if (reported.has(column)) break;
          reported.add(column);
          const width = Math.round(cell.getBoundingClientRect().width);
          problems.push(`${cell.tagName === 'TH' ? 'the header' : 'a cell'} of column "${column}" is ${width} px wide: "${text.slice(0, 30)}" takes ${lines} lines`);
          break;
        }
      }
    }
    return [...new Set(problems)];
  });
  return found.map((problem) => `${where}: ${problem}`);
}

/**
 * Which menu pages each account walks: every distinct page once, by the account with the fewest
 * pages that has it (the least privileged), so 83 pages are walked instead of the 350 that the nine
 * menus add up to. That each role sees exactly its own menu is role-menus.spec.ts's test.
 */
export function pagesToWalk<Account extends string>(roles: Record<Account, RoleCode>): Map<Account, string[]> {
  const accounts = Object.keys(roles) as Account[];
  const fewestFirst = [...accounts].sort((a, b) => menuPagesOf(roles[a]).length - menuPagesOf(roles[b]).length);
  const walked = new Set<string>();
  const pages = new Map<Account, string[]>();
  for (const account of fewestFirst) {
    const own = menuPagesOf(roles[account]).filter((path) => !walked.has(path));
    for (const path of own) walked.add(path);
    pages.set(account, own);
  }
  return pages;
}

/** Whether the content area shows a table now. */
export async function showsTable(page: Page): Promise<boolean> {
  return (await page.locator('.app-content .ant-table').filter({ visible: true }).count()) > 0;
}

/**
 * What keeps a reader of the page shown now from seeing a table whole without scrolling sideways,
 * one line each:
 * - a table wider than its frame (it scrolls sideways, or spills past it): columns hidden off the right;
 * - a header whose text does not fit its cell (cut with an ellipsis, or running past the cell or
 *   under its sort and filter icons).
 * Every visible table of the content area is read, each named by its first headers.
 */
export async function tableFitProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const content = document.querySelector('.app-content');
    if (!content) return problems;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const skipped = '.ant-table-selection-column, .ant-table-row-expand-icon-cell, .ant-table-cell-scrollbar';
    for (const table of content.querySelectorAll('.ant-table')) {
      if (!visible(table)) continue;
      const headers = [...table.querySelectorAll('thead th')].filter((th) => !th.matches(skipped)).map((th) => th.textContent?.trim() ?? '');
      const name = `the table of ${headers.filter(Boolean).slice(0, 3).join(' / ') || 'no header'}`;
      const frame = table.closest('.ant-table-wrapper') ?? table;
      const scrollers = [...table.querySelectorAll('.ant-table-content, .ant-table-body')].filter(visible);
      const widest = Math.max(table.scrollWidth, ...scrollers.map((scroller) => scroller.scrollWidth));
      const room = Math.min(frame.clientWidth, ...scrollers.map((scroller) => scroller.clientWidth));
      if (widest > room + 1) problems.push(`${name} is ${widest} px wide in ${room} px`);
      for (const th of table.querySelectorAll('thead th')) {
        if (!visible(th) || th.matches(skipped)) continue;
        const text = th.textContent?.trim() ?? '';
        if (!text) continue;
        // A box inside the header narrower than its text (the cell itself is not asked: the shadow of a
        // fixed column overflows it); then text running past the cell's padding (cut by an ellipsis or
        // not, its box is as wide as the whole text), or under a sort or filter icon beside it.
        const cut = [...th.querySelectorAll('*')].some((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1);
        const range = document.createRange();
        range.selectNodeContents(th);
        const box = th.getBoundingClientRect();
        const style = getComputedStyle(th);
        const left = box.left + parseFloat(style.paddingLeft) - 1;
        const right = box.right - parseFloat(style.paddingRight) + 1;
        const spills = [...range.getClientRects()].some((rect) => rect.width > 0 && (rect.left < left || rect.right > right));
        const icons = [...th.querySelectorAll('.ant-table-column-sorter, .ant-table-filter-trigger')].map((icon) => icon.getBoundingClientRect());
        const title = th.querySelector('.ant-table-column-title');
        const titleRange = document.createRange();
        if (title) titleRange.selectNodeContents(title);
        const titleRight = title ? Math.max(...[...titleRange.getClientRects()].map((rect) => rect.right)) : -Infinity;
        const underIcon = icons.some((icon) => icon.width > 0 && titleRight > icon.left + 1);
        if (cut || spills || underIcon) problems.push(`${name}: the header "${text}" does not fit its ${Math.round(box.width)} px cell`);
      }
    }
    return problems;
  });
  return found.map((problem) => `${where}: ${problem}`);
}
