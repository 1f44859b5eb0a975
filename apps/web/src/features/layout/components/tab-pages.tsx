import { Activity, Suspense, useEffect } from 'react';
import { Spin } from 'antd';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { useStore } from '@/lib/store';
import { useShell } from '../page-meta';
import { layoutSettingsStore } from '../stores/layout-settings';
import { openTabsStore, visitTab, type OpenTab, type TabLocation } from '../stores/open-tabs';

function TabPage({ routes, location }: { routes: RouteObject[]; location: TabLocation | Location }) {
  return useRoutes(routes, location);
}

const pageFallback = (
  <div className="page-loading">
    <Spin />
  </div>
);

/**
 * The pages of the open tabs. Hidden tabs stay mounted inside `<Activity mode="hidden">`, so a
 * page keeps its state (typed text, scroll, filters) until its tab is closed or refreshed;
 * detail and form pages (noCache) are dropped as soon as they are not on screen.
 */
export function TabPages() {
  const location = useLocation();
  const { routes, resolvePage } = useShell();
  const { tagsView } = useStore(layoutSettingsStore);
  const tabs = useStore(openTabsStore);
  const activeKey = resolvePage(location.pathname).tabKey;

  useEffect(() => {
    openTabsStore.set((current) => visitTab(current, activeKey, location));
  }, [activeKey, location]);

  const shown: OpenTab[] = tabs.some((tab) => tab.key === activeKey) ? tabs : [...tabs, { key: activeKey, location, refreshCount: 0, fixed: false }];

  return (
    <>
      {shown.map((tab) => {
        const isActive = tab.key === activeKey;
        if (!isActive && (!tagsView || resolvePage(tab.location.pathname).noCache)) return null;
        return (
          <Activity key={tab.key} mode={isActive ? 'visible' : 'hidden'}>
            <Suspense fallback={pageFallback}>
              <TabPage key={tab.refreshCount} routes={routes} location={isActive ? location : tab.location} />
            </Suspense>
          </Activity>
        );
      })}
    </>
  );
}
