import { menuCatalog, type RoleCode } from '../../packages/shared/src/menu-catalog';

export interface SidebarSection {
  title: string;
  children: string[];
}

/** The side menu a role should see: its granted sections and, inside each, its granted pages. */
export function expectedSidebar(role: RoleCode, lang: 'zh' | 'en' = 'zh'): SidebarSection[] {
  const title = (entry: { name: string; nameEn: string }) => (lang === 'en' ? entry.nameEn : entry.name);
  return menuCatalog
    .filter((section) => section.type === 'MENU' && !section.isHidden && section.roles.includes(role))
    .map((section) => ({
      title: title(section),
      children: (section.children ?? []).filter((child) => child.type === 'MENU' && !child.isHidden && child.roles.includes(role)).map(title),
    }));
}
