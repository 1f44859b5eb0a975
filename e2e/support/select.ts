import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses an option of an Ant Design select and waits until its form item shows the choice. A
 * click that lands while the option list re-renders (its options arriving from the server) is
 * lost, so the choice is made again until the field shows it; a choice already shown is not
 * clicked again (in a multiple select that would take it away).
 */
export async function chooseOption(page: Page, field: Locator, option: string | RegExp, shown: string | RegExp = option): Promise<void> {
  // The form item around the field (its label and its chosen value; the option list lives elsewhere).
  const item = field.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-form-item ")][1]');
  const multiple = (await item.locator('.ant-select-multiple').count()) > 0;
  const chosen = multiple ? item.locator('.ant-select-selection-item', { hasText: shown }) : item;
  await expect(async () => {
    const alreadyShown = multiple && (await chosen.count()) > 0;
    if (!alreadyShown) {
      if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await field.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 5_000 });
    }
    await expect(chosen).toContainText(shown, { timeout: 2_000 });
    // A multiple select keeps its list open for more choices; a single one closes it.
    if (!multiple) await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
