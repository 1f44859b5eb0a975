import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The folder screenshots go to, from `E2E_SCREENSHOTS`; none when it is not set. Screenshots are for
 * looking at the screens (each role, both languages, 1280 px); no assertion reads them, and a
 * full-page capture costs the browser a second or more, so a normal run takes none.
 */
export const screenshotFolder = process.env.E2E_SCREENSHOTS ? path.resolve(process.env.E2E_SCREENSHOTS) : null;

/**
 * Saves the page as `<E2E_SCREENSHOTS>/<name>.png` when screenshots are asked for; otherwise does
 * nothing. `name` may hold a folder (`visits/calendar-en`). Returns the file written, if any.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string | null> {
  if (!screenshotFolder) return null;
  const file = path.join(screenshotFolder, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}
