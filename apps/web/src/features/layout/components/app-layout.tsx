import { useEffect, useState, type ReactNode } from 'react';
import { Drawer, Layout } from 'antd';
import { useLocation } from 'react-router';
import { useLanguage } from '@/lib/i18n/i18n';
import { useStore } from '@/lib/store';
import { useUsageHeartbeat } from '@/lib/analytics/use-usage-heartbeat';
import { usePhone } from '@/lib/media-query';
import { isWecomContainer } from '@/lib/wecom';
import { ShellContext, type ShellConfig } from '../page-meta';
import { layoutSettingsStore, sidebarCollapsedStore } from '../stores/layout-settings';
import { BrandLogo } from './brand-logo';
import { DataNotice } from './data-notice';
import { HeaderBar } from './header-bar';
import { OutboxPanel } from './outbox-panel';
import { PhoneTabBar, usePhonePlaces } from './phone-tab-bar';
import { SettingsDrawer } from './settings-drawer';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';
import { TabPages } from './tab-pages';

/** Spec 9: width of the open side menu. */
export const SIDER_WIDTH = 241;
const SIDER_COLLAPSED_WIDTH = 64;
/** Ant Design's dark menu background, behind the phone's menu drawer in the dark theme. */
const DARK_MENU_BACKGROUND = '#001529';

interface AppLayoutProps {
  config: ShellConfig;
  /** The tenant's name in the current language. */
  brandName: string;
  /** Extra top-bar actions, e.g. the message indicator. */
  headerExtras?: ReactNode;
}

/** The signed-in shell: side menu, top bar with breadcrumbs, tab bar and the open pages. */
export function AppLayout({ config, brandName, headerExtras }: AppLayoutProps) {
  const settings = useStore(layoutSettingsStore);
  const collapsed = useStore(sidebarCollapsedStore);
  const lang = useLanguage();
  const { pathname } = useLocation();
  const titles = config.resolvePage(pathname).title;
  const pageTitle = titles[lang];
  useUsageHeartbeat(pathname, titles.zh, titles.en);
  // Inside the WeCom app the host app provides navigation: no menu, no top bar.
  const chromeless = isWecomContainer();
  // On a phone the menu opens in a drawer from the top bar, and the tab bar gives way to the page.
  const phone = usePhone();
  // The drawer is open on the page it was opened on: choosing a page closes it.
  const [phoneMenuOpenOn, setPhoneMenuOpenOn] = useState<string | null>(null);
  const phoneMenuOpen = phoneMenuOpenOn === pathname;
  const showSider = !chromeless && !settings.topNav && !phone;
  const siderWidth = collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  // A phone's bottom bar of the main places, when the user has more than the home.
  const places = usePhonePlaces();
  const bottomNav = phone && places.length > 1;

  useEffect(() => {
    document.title = settings.dynamicTitle ? `${pageTitle} - ${brandName}` : brandName;
  }, [settings.dynamicTitle, pageTitle, brandName]);

  return (
    <ShellContext value={config}>
      <Layout className={`app-layout app-layout--${settings.sideTheme}${bottomNav ? ' app-layout--bottom-nav' : ''}`} hasSider={showSider}>
        {showSider && (
          <Layout.Sider className="app-sider" width={SIDER_WIDTH} collapsedWidth={SIDER_COLLAPSED_WIDTH} collapsed={collapsed} theme={settings.sideTheme} trigger={null}>
            {settings.sidebarLogo && <BrandLogo name={brandName} collapsed={collapsed} theme={settings.sideTheme} />}
            <div className="app-sider__menu">
              <SideMenu mode="inline" theme={settings.sideTheme} collapsed={collapsed} />
            </div>
          </Layout.Sider>
        )}
        <Layout className="app-main" style={{ marginInlineStart: showSider ? siderWidth : 0 }}>
          {!chromeless && (
            <header className={settings.fixedHeader ? 'app-header app-header--fixed' : 'app-header'}>
              <HeaderBar
                extras={headerExtras}
                brand={settings.sidebarLogo ? <BrandLogo name={brandName} theme="light" /> : null}
                onOpenPhoneMenu={phone ? () => setPhoneMenuOpenOn(pathname) : undefined}
              />
              {settings.tagsView && !phone && <TabBar />}
            </header>
          )}
          {/* data-path names the page React last committed (a test waits for it before reading the page). */}
          <Layout.Content className="app-content" data-path={pathname}>
            <OutboxPanel />
            <DataNotice />
            <TabPages />
          </Layout.Content>
        </Layout>
        {phone && !chromeless && (
          <Drawer
            className="phone-menu"
            placement="left"
            size={280}
            open={phoneMenuOpen}
            onClose={() => setPhoneMenuOpenOn(null)}
            closable={false}
            styles={{ body: { padding: 0, background: settings.sideTheme === 'dark' ? DARK_MENU_BACKGROUND : undefined } }}
          >
            <BrandLogo name={brandName} theme={settings.sideTheme} />
            <SideMenu mode="inline" theme={settings.sideTheme} collapsed={false} />
          </Drawer>
        )}
        {bottomNav && <PhoneTabBar places={places} />}
        <SettingsDrawer />
      </Layout>
    </ShellContext>
  );
}
