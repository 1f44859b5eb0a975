import type { Lang } from '@crm/shared/i18n';

/** A node of `GET /API-SYSTEM/menu/all/tree`. */
export interface MenuNode {
  id: number;
  parentId: number | null;
  type: 'MENU' | 'TAG' | 'BUTTON';
  /** Segment relative to the parent; the permission mark itself for a BUTTON. */
  path: string;
  code: string;
  name: string;
  enName: string;
  api: string | null;
  icon: string | null;
  sort: number;
  isHidden: boolean;
  permission: string | null;
  attributes: Array<{ name: string; value: string }>;
  children: MenuNode[];
}

/** A routable MENU/TAG entry with its place in the tree. */
export interface MenuRoute {
  node: MenuNode;
  /** '/customer/doctorTeamManager/focusCustomer' */
  fullPath: string;
  /** Ancestors from the top section down, without the entry itself. */
  ancestors: MenuRoute[];
  /** Routable children (MENU/TAG), sorted. */
  children: MenuRoute[];
}

/** What a page of the route registry receives. */
export interface MenuPageProps {
  route: MenuRoute;
}

export function menuTitle(node: Pick<MenuNode, 'name' | 'enName'>, lang: Lang): string {
  return lang === 'en' && node.enName ? node.enName : node.name;
}
