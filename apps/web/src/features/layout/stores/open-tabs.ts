import { createStore } from '@/lib/store';
import { DASHBOARD_PATH } from '@/lib/menu/fixed-paths';

export interface TabLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** A page open in the tab bar; `refreshCount` remounts it when the user refreshes the tab. */
export interface OpenTab {
  key: string;
  location: TabLocation;
  refreshCount: number;
  fixed: boolean;
}

/** The workspace: its tab is always first and cannot be closed. */
export const HOME_PATH = DASHBOARD_PATH;

export const homeTab: OpenTab = {
  key: HOME_PATH,
  location: { pathname: HOME_PATH, search: '', hash: '' },
  refreshCount: 0,
  fixed: true,
};

export const openTabsStore = createStore<OpenTab[]>([homeTab]);

export function resetOpenTabs(): void {
  openTabsStore.set([homeTab]);
}

function sameLocation(a: TabLocation, b: TabLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/** Opens a tab for a page, or points its existing tab at the page's latest location. */
export function visitTab(tabs: OpenTab[], key: string, location: TabLocation): OpenTab[] {
  const index = tabs.findIndex((tab) => tab.key === key);
  const where: TabLocation = { pathname: location.pathname, search: location.search, hash: location.hash };
  if (index === -1) return [...tabs, { key, location: where, refreshCount: 0, fixed: key === HOME_PATH }];
  const existing = tabs[index]!;
  if (sameLocation(existing.location, where)) return tabs;
  return tabs.map((tab, i) => (i === index ? { ...tab, location: where } : tab));
}

export type TabAction = 'refresh' | 'closeCurrent' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** Applies a context-menu action to the tab `key`; fixed tabs are never closed. */
export function applyTabAction(tabs: OpenTab[], key: string, action: TabAction): OpenTab[] {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index === -1) return tabs;
  const keep = (predicate: (tab: OpenTab, i: number) => boolean) => tabs.filter((tab, i) => tab.fixed || predicate(tab, i));
  switch (action) {
    case 'refresh':
      return tabs.map((tab, i) => (i === index ? { ...tab, refreshCount: tab.refreshCount + 1 } : tab));
    case 'closeCurrent':
      return keep((_, i) => i !== index);
    case 'closeOthers':
      return keep((_, i) => i === index);
    case 'closeLeft':
      return keep((_, i) => i >= index);
    case 'closeRight':
      return keep((_, i) => i <= index);
    case 'closeAll':
      return keep(() => false);
  }
}

/** Where to go when the active tab was closed: the tab that took its place, else the last one. */
export function successorTab(before: OpenTab[], after: OpenTab[], closedKey: string): OpenTab {
  const index = before.findIndex((tab) => tab.key === closedKey);
  const survivors = new Set(after.map((tab) => tab.key));
  const right = before.slice(index + 1).find((tab) => survivors.has(tab.key));
  const left = before
    .slice(0, index)
    .reverse()
    .find((tab) => survivors.has(tab.key));
  return right ?? left ?? after[after.length - 1] ?? homeTab;
}
