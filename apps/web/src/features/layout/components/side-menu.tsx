import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage, type Lang } from '@/lib/i18n/i18n';
import { isExternalAddress, isFlagSet } from '@/lib/menu/menu-tree';
import { menuTitle, type MenuRoute } from '@/lib/menu/menu-types';
import { layoutNs } from '../locales/i18n';
import { openExternal } from '../open-external';
import { useShell } from '../page-meta';
import { HOME_PATH } from '../stores/open-tabs';
import { MenuIcon } from '@/components/menu-icon';

type MenuItem = Required<MenuProps>['items'][number];

const isSidebarEntry = (route: MenuRoute) => route.node.type === 'MENU' && !route.node.isHidden;

function toItems(routes: MenuRoute[], lang: Lang, depth: number): MenuItem[] {
  return routes.filter(isSidebarEntry).map((route) => {
    const children = route.children.filter(isSidebarEntry);
    const icon = route.node.icon ? <MenuIcon name={route.node.icon} /> : depth === 0 ? <MenuIcon name={null} /> : undefined;
    const label = menuTitle(route.node, lang);
    if (children.length === 0) return { key: route.fullPath, icon, label };
    return { key: route.fullPath, icon, label, children: toItems(route.children, lang, depth + 1) };
  });
}

function findByPath(routes: MenuRoute[], path: string): MenuRoute | undefined {
  for (const route of routes) {
    if (route.fullPath === path) return route;
    const found = findByPath(route.children, path);
    if (found) return found;
  }
  return undefined;
}

interface SideMenuProps {
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
}

/** The menu built from the user's menu tree, with the workspace shortcut first. */
export function SideMenu({ mode, theme, collapsed = false }: SideMenuProps) {
  const { t } = useTranslation(layoutNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menu, resolvePage } = useShell();
  const items = useMemo<MenuItem[]>(() => [{ key: HOME_PATH, icon: <HomeOutlined />, label: t('home') }, ...toItems(menu, lang, 0)], [menu, lang, t]);
  const selected = resolvePage(pathname).menuKey ?? pathname;
  const ancestors = selected
    .split('/')
    .slice(1)
    .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`);
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors);
  // Arriving at a page from elsewhere (tab bar, breadcrumb, link) opens its section.
  const [openedFor, setOpenedFor] = useState(selected);
  if (openedFor !== selected) {
    setOpenedFor(selected);
    setOpenKeys(ancestors);
  }

  // Opening a section closes the one open before (one submenu open at a time).
  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    if (!opened) return setOpenKeys(keys);
    const root = `/${opened.split('/')[1] ?? ''}`;
    setOpenKeys(keys.filter((key) => key === opened || key.startsWith(`${root}/`) || key === root));
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const route = findByPath(menu, key);
    if (route && isExternalAddress(route.node.api) && isFlagSet(route.node, 'externalApi')) return openExternal(route.node.api);
    void navigate(key);
  };

  return (
    <Menu
      className="side-menu"
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={ancestors}
      onClick={onClick}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange } : {})}
    />
  );
}
