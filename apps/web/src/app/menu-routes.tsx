import { lazy } from 'react';
import { matchPath, Navigate, useLocation, type RouteObject } from 'react-router';
import { flattenMenuCatalog } from '@crm/shared/menu-catalog';
import { ExceptionPage } from '@/components/exception/exception-page';
import type { Crumb, PageMeta } from '@/features/layout/page-meta';
import { attributeOf, flattenMenuRoutes, isUncached, landingRoute } from '@/lib/menu/menu-tree';
import type { MenuRoute } from '@/lib/menu/menu-types';
import { MenuPageFrame } from './menu-page-frame';
import { pageFor } from './page-registry';
import { bilingual, menuNodeTitle } from './page-titles';
import { DASHBOARD_PATH, PERSONAL_CENTER_PATH } from '@/lib/menu/fixed-paths';

const DashboardPage = lazy(() => import('@/features/dashboard/routes/dashboard-page'));
const PersonalCenterPage = lazy(() => import('@/features/personal-center/routes/personal-center-page'));

/** Route pattern of an entry: its full path plus the `params` attribute of detail pages. */
function patternOf(route: MenuRoute): string {
  const params = attributeOf(route.node, 'params');
  return params ? `${route.fullPath}/${params.replace(/^\/+/, '')}` : route.fullPath;
}

const isLeaf = (route: MenuRoute) => route.children.length === 0;

/** Every path the product has a page for, granted or not: unreachable ones answer 401, not 404. */
const productPaths = flattenMenuCatalog().map((entry) => entry.fullPath);

function isProductPath(pathname: string): boolean {
  return productPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** An address that matches no route: a product page the user may not open (401) or nothing (404). */
function UnmatchedPage() {
  const { pathname } = useLocation();
  return <ExceptionPage kind={isProductPath(pathname) ? '401' : '404'} embedded />;
}

/** The content routes of the shell, generated from the user's menu tree (MENU and TAG only). */
export function buildShellRoutes(menu: MenuRoute[]): RouteObject[] {
  const menuRoutes: RouteObject[] = flattenMenuRoutes(menu).map((route) =>
    isLeaf(route)
      ? { path: patternOf(route), element: <MenuPageFrame route={route} page={pageFor(route.node, route.fullPath)} /> }
      : { path: route.fullPath, element: <Navigate to={landingRoute(route).fullPath} replace /> },
  );
  return [
    { path: DASHBOARD_PATH, element: <DashboardPage /> },
    { path: PERSONAL_CENTER_PATH, element: <PersonalCenterPage /> },
    ...menuRoutes,
    { path: '*', element: <UnmatchedPage /> },
  ];
}

function crumbsOf(route: MenuRoute): Crumb[] {
  return [...route.ancestors, route].map((step) => ({ title: menuNodeTitle(step.node), path: landingRoute(step).fullPath }));
}

function metaOf(route: MenuRoute, pathname: string): PageMeta {
  const parent = route.ancestors[route.ancestors.length - 1];
  const noCache = isUncached(route.node);
  // Status tabs share their page's tab; each detail page (with its own params) gets its own.
  const tabOwner = route.node.type === 'TAG' && parent ? parent : route;
  return {
    tabKey: noCache ? pathname : tabOwner.fullPath,
    title: menuNodeTitle(tabOwner.node),
    icon: tabOwner.node.icon,
    noCache,
    // Detail and form pages start the breadcrumb over.
    trail: noCache ? [{ title: menuNodeTitle(route.node) }] : crumbsOf(route),
    menuKey: attributeOf(route.node, 'activeMenu') ?? (route.node.isHidden || route.node.type === 'TAG' ? parent?.fullPath : route.fullPath),
  };
}

/** Tells the shell the title, tab, breadcrumb and menu entry of any path. */
export function buildPageResolver(menu: MenuRoute[]): (pathname: string) => PageMeta {
  const entries = flattenMenuRoutes(menu).map((route) => ({ route, pattern: patternOf(route) }));
  const cache = new Map<string, PageMeta>();
  const resolve = (pathname: string): PageMeta => {
    if (pathname === DASHBOARD_PATH || pathname === '/') return { tabKey: DASHBOARD_PATH, title: bilingual('layout', 'home'), noCache: false, trail: [], menuKey: DASHBOARD_PATH };
    if (pathname === PERSONAL_CENTER_PATH) {
      return { tabKey: PERSONAL_CENTER_PATH, title: bilingual('layout', 'personalCenter'), noCache: false, trail: [{ title: bilingual('layout', 'personalCenter') }] };
    }
    const found = entries.find(({ pattern }) => matchPath({ path: pattern, end: true }, pathname));
    if (found) {
      const landing = isLeaf(found.route) ? found.route : landingRoute(found.route);
      return metaOf(landing, landing === found.route ? pathname : landing.fullPath);
    }
    const title = isProductPath(pathname) ? bilingual('exception', 'noPermission.title') : bilingual('exception', 'notFound.title');
    return { tabKey: pathname, title, noCache: true, trail: [{ title }] };
  };
  return (pathname) => {
    let meta = cache.get(pathname);
    if (!meta) {
      meta = resolve(pathname);
      cache.set(pathname, meta);
    }
    return meta;
  };
}
