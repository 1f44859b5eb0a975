import { expect, type Page } from '@playwright/test';

/** A phone held upright (an iPhone 12–15's CSS pixels), with touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The smallest touch target a finger hits reliably (Apple's and W3C's 44 px). */
export const MIN_TOUCH = 44;

const CONTROLS = [
  'button',
  'a.ant-btn',
  '[role="button"]',
  '[role="tab"]',
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="file"])',
  'textarea',
  '.ant-select',
  '.ant-picker',
  '.ant-checkbox-wrapper',
  '.ant-radio-wrapper',
  '.ant-segmented-item',
  '.ant-pagination-item',
].join(', ');

/**
 * The visible controls of the page smaller than a touch target, as "text: width×height". A control
 * counts with the box a finger can hit: its own, or that of the label or cell that wraps it.
 */
export async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const small: string[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        // A tab is hit through the whole tab around its label.
        const box = (element.matches('[role="tab"]') ? (element.closest('.ant-tabs-tab') ?? element) : element).getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
        // Parts of a bigger control (an input inside a select or picker) count as that control.
        if (element.closest('.ant-select, .ant-picker, .ant-input-number') && !element.matches('.ant-select, .ant-picker')) continue;
        if (element.matches('input, textarea') && element.closest('.ant-input-affix-wrapper, .ant-input-group-wrapper')) {
          const wrapper = element.closest<HTMLElement>('.ant-input-affix-wrapper, .ant-input-group-wrapper')!.getBoundingClientRect();
          if (wrapper.height >= min) continue;
        }
        if (box.height >= min && box.width >= min) continue;
        const text = (element.innerText || element.getAttribute('aria-label') || element.getAttribute('placeholder') || element.className).trim().slice(0, 30);
        small.push(`${text}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
      return small;
    },
    { selector: CONTROLS, min: MIN_TOUCH },
  );
}

/** The page fits the phone's width (nothing scrolls sideways) and every control is a touch target. */
export async function expectPhoneReady(page: Page, what: string): Promise<void> {
  // A phone browser zooms out to show a page wider than the screen, so the page is measured against
  // the screen's width, not the window's.
  const overflow = await page.evaluate((width) => Math.max(document.documentElement.scrollWidth, window.innerWidth) - width, PHONE.viewport.width);
  if (overflow > 0) {
    // Names the outermost elements that stick out, to say where the page is too wide.
    const wide = await page.evaluate((width) => {
      const out: string[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        if (element.getBoundingClientRect().right <= width + 1 || out.length >= 5) continue;
        if (element.parentElement && element.parentElement.getBoundingClientRect().right > width + 1) continue;
        // Inside a frame that scrolls or clips it (a table's own scroll), it does not widen the page.
        let clipped = false;
        for (let parent = element.parentElement; parent && !clipped; parent = parent.parentElement) clipped = getComputedStyle(parent).overflowX !== 'visible';
        if (clipped) continue;
        out.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 2).join('.')}`);
      }
      return out;
    }, PHONE.viewport.width);
    expect(overflow, `${what}: scrolls sideways by ${overflow} px (${wide.join(', ')})`).toBeLessThanOrEqual(0);
  }
  expect(await smallControls(page), `${what}: controls under ${MIN_TOUCH} px`).toEqual([]);
}
