import { expect, type Page } from '@playwright/test';
import type { SidebarSection } from './catalog';
import { sideMenu } from './app';

/** Reads the side menu as sections with their pages, opening each section in turn. */
export async function readSidebar(page: Page): Promise<SidebarSection[]> {
  const entries = sideMenu(page).locator(':scope > li');
  const sections: SidebarSection[] = [];
  for (let i = 0; i < (await entries.count()); i++) {
    const entry = entries.nth(i);
    const isSubmenu = await entry.evaluate((node) => node.classList.contains('ant-menu-submenu'));
    if (!isSubmenu) {
      sections.push({ title: (await entry.innerText()).trim(), children: [] });
      continue;
    }
    const heading = entry.locator(':scope > .ant-menu-submenu-title');
    if (!(await entry.evaluate((node) => node.classList.contains('ant-menu-submenu-open')))) await heading.click();
    await expect(entry).toHaveClass(/ant-menu-submenu-open/);
    // One section open at a time.
    await expect(sideMenu(page).locator(':scope > li.ant-menu-submenu-open')).toHaveCount(1);
    const children = await entry.locator(':scope > ul > li.ant-menu-item').allInnerTexts();
    sections.push({ title: (await heading.innerText()).trim(), children: children.map((text) => text.trim()) });
  }
  return sections;
}

/** Titles of the side menu's top level (sections and single pages), open sections or not. */
export async function topLevelTitles(page: Page): Promise<string[]> {
  return sideMenu(page)
    .locator(':scope > li')
    .evaluateAll((entries) => entries.map((entry) => (entry.querySelector(':scope > .ant-menu-submenu-title') ?? entry).textContent?.trim() ?? ''));
}
