import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { menuTree } from '@crm/shared/contracts/system';
import { callContract } from '../request/contract-client';
import type { MenuNode, MenuRoute } from './menu-types';

export const menuTreeQueryOptions = queryOptions({
  queryKey: ['session', 'menuTree'],
  queryFn: () => callContract(menuTree, { query: { ignorePermission: false, view: 'pc' } }),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useMenuTree(): MenuNode[] {
  return useSuspenseQuery(menuTreeQueryOptions).data;
}

export function attributeOf(node: Pick<MenuNode, 'attributes'>, name: string): string | undefined {
  return node.attributes.find((attribute) => attribute.name === name)?.value;
}

export function isFlagSet(node: Pick<MenuNode, 'attributes'>, name: string): boolean {
  return attributeOf(node, name) === 'true';
}

const isRoutable = (node: MenuNode) => node.type === 'MENU' || node.type === 'TAG';
const bySort = (a: MenuNode, b: MenuNode) => a.sort - b.sort || a.id - b.id;

function joinPath(parent: string, segment: string): string {
  return `${parent}/${segment.replace(/^\/+|\/+$/g, '')}`;
}

/** Builds the routable tree (MENU and TAG only) with full paths. */
export function toMenuRoutes(nodes: MenuNode[], parent: MenuRoute | null = null): MenuRoute[] {
  return nodes
    .filter(isRoutable)
    .sort(bySort)
    .map((node) => {
      const route: MenuRoute = {
        node,
        fullPath: joinPath(parent?.fullPath ?? '', node.path),
        ancestors: parent ? [...parent.ancestors, parent] : [],
        children: [],
      };
      route.children = toMenuRoutes(node.children, route);
      return route;
    });
}

export function flattenMenuRoutes(routes: MenuRoute[]): MenuRoute[] {
  return routes.flatMap((route) => [route, ...flattenMenuRoutes(route.children)]);
}

/** The child a bare parent path opens: the one marked `default`, else the first visible one. */
export function defaultChild(route: MenuRoute): MenuRoute | undefined {
  const visible = route.children.filter((child) => !child.node.isHidden);
  return visible.find((child) => isFlagSet(child.node, 'default')) ?? visible[0];
}

/** Follows default children down to the page a path finally shows. */
export function landingRoute(route: MenuRoute): MenuRoute {
  let current = route;
  for (let next = defaultChild(current); next; next = defaultChild(current)) current = next;
  return current;
}

/** An http(s) address in `api` marks an embedded or external page. */
export function isExternalAddress(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

/** Detail and form pages: not kept alive in a tab, and the breadcrumb starts over. */
export function isUncached(node: MenuNode): boolean {
  return isFlagSet(node, 'noCache');
}
