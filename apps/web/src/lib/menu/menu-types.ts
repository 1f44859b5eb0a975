import type { Lang } from '@crm/shared/i18n';
import type { MenuNode } from '@crm/shared/contracts/system';

/** A node of `GET /API-SYSTEM/menu/all/tree`. */
export type { MenuNode };

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
