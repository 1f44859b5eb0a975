import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';
import type { Lang } from '@/lib/i18n/i18n';
import type { MenuRoute } from '@/lib/menu/menu-types';

export type BilingualText = Record<Lang, string>;

export interface Crumb {
  title: BilingualText;
  /** Where the crumb leads; absent for the current page and for sections. */
  path?: string;
}

/** What the shell needs to know about the page at a path. */
export interface PageMeta {
  /** Pages with the same key share one tab (status tabs of a page share their page's tab). */
  tabKey: string;
  title: BilingualText;
  icon?: string | null;
  /** Detail and form pages: not kept alive when their tab is not shown. */
  noCache: boolean;
  /** Breadcrumb after the workspace crumb. */
  trail: Crumb[];
  /** Full path of the side-menu entry to highlight. */
  menuKey?: string;
}

export interface ShellConfig {
  /** Routes of the content area (menu-built pages, workspace, personal center, fallbacks). */
  routes: RouteObject[];
  /** The user's routable menu tree. */
  menu: MenuRoute[];
  resolvePage(pathname: string): PageMeta;
}

export const ShellContext = createContext<ShellConfig | null>(null);

export function useShell(): ShellConfig {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside the app layout');
  return shell;
}
