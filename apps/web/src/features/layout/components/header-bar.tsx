import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { useStore } from '@/lib/store';
import { layoutNs } from '../locales/i18n';
import { layoutSettingsStore, settingsDrawerOpenStore, sidebarCollapsedStore } from '../stores/layout-settings';
import { BreadcrumbTrail, PageTitle } from './breadcrumb-trail';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

interface HeaderBarProps {
  /** Shown before the language switch, e.g. the message indicator. */
  extras?: ReactNode;
  /** Brand block shown at the left in top-navigation mode. */
  brand?: ReactNode;
  /** On a phone: opens the menu drawer (the top bar then shows the page's title, not its trail). */
  onOpenPhoneMenu?: () => void;
}

export function HeaderBar({ extras, brand, onOpenPhoneMenu }: HeaderBarProps) {
  const { t } = useTranslation(layoutNs);
  const settings = useStore(layoutSettingsStore);
  const collapsed = useStore(sidebarCollapsedStore);
  return (
    <div className="header-bar">
      {onOpenPhoneMenu ? (
        <>
          <button type="button" className="header-action header-action--icon" onClick={onOpenPhoneMenu} aria-label={t('openMenu')}>
            <MenuOutlined />
          </button>
          <PageTitle />
        </>
      ) : settings.topNav ? (
        <>
          {brand}
          <div className="header-bar__top-menu">
            <SideMenu mode="horizontal" theme="light" />
          </div>
        </>
      ) : (
        <>
          <Tooltip title={collapsed ? t('expand') : t('collapse')}>
            <button
              type="button"
              className="header-action header-action--icon"
              onClick={() => sidebarCollapsedStore.set(!collapsed)}
              aria-label={collapsed ? t('expand') : t('collapse')}
            >
              {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            </button>
          </Tooltip>
          <BreadcrumbTrail />
        </>
      )}
      <div className="header-bar__actions">
        {extras}
        <LanguageSwitch />
        {!onOpenPhoneMenu && (
          <Tooltip title={t('settingsButton')}>
            <button type="button" className="header-action header-action--icon" onClick={() => settingsDrawerOpenStore.set(true)} aria-label={t('settingsButton')}>
              <SettingOutlined />
            </button>
          </Tooltip>
        )}
        <UserMenu />
      </div>
    </div>
  );
}
