import type { Page } from '@playwright/test';

/**
 * Runs `action` and waits for the short-lived message it shows. The wait starts before the action
 * and watches inside the page, so a message that is gone again after three seconds is not missed
 * on a slow machine.
 */
export async function expectMessage(page: Page, text: string | RegExp, action: () => Promise<void>): Promise<void> {
  const shown = page
    .locator('.ant-message-notice', { hasText: text })
    .last()
    .waitFor({ state: 'visible', timeout: 30_000 })
    .then(
      () => null,
      (error: unknown) => error,
    );
  await action();
  const error = await shown;
  if (error) throw error;
}
