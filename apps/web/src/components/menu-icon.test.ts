import { describe, expect, it } from 'vitest';
import { menuCatalog, type MenuCatalogEntry } from '@crm/shared/menu-catalog';
import { menuIcons } from './menu-icon';

function iconsOf(entries: MenuCatalogEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.icon ? [entry.icon] : []), ...iconsOf(entry.children ?? [])]);
}

describe('menu icons', () => {
  it('bundles every icon the menu catalog names', () => {
    const missing = [...new Set(iconsOf(menuCatalog))].filter((name) => !(name in menuIcons));
    expect(missing).toEqual([]);
  });
});
