import type { ComponentType } from 'react';
import { Badge } from 'antd';
import { BellOutlined, CalendarOutlined, CheckSquareOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BOTTOM_BAR_ATTRIBUTE } from '@/lib/bottom-bar';
import { DASHBOARD_PATH, NEWS_PATH } from '@/lib/menu/fixed-paths';
import { flattenMenuRoutes, toMenuRoutes, useMenuTree } from '@/lib/menu/menu-tree';
import { useUnreadCount } from '@/lib/notifications/unread-count';
import { layoutNs } from '../locales/i18n';

interface Place {
  key: 'home' | 'doctors' | 'visits' | 'tasks' | 'messages';
  icon: ComponentType;
  /** The menu pages the place opens, the first one the user has. */
  paths: readonly string[];
  /** The paths under which the place is the current one. */
  within: readonly string[];
}

/** A rep's main places, each shown when the user's menu has one of its pages. */
const PLACES: readonly Place[] = [
  { key: 'home', icon: HomeOutlined, paths: [DASHBOARD_PATH], within: [DASHBOARD_PATH] },
  {
    key: 'doctors',
    icon: UserOutlined,
    paths: ['/customer/doctorTeamManager/myCustomer', '/customer/doctorTeamManager/focusCustomer', '/customer/doctorTeamManager/allCustomer'],
    within: ['/customer/doctorTeamManager', '/customer/businessRecord', '/customer/doctorProfile'],
  },
  {
    key: 'visits',
    icon: CalendarOutlined,
    paths: ['/customer/visitTeamManager/myVisit', '/customer/visitTeamManager/teamVisit', '/task/myPlan'],
    within: ['/customer/visitTeamManager', '/task/myPlan'],
  },
  { key: 'tasks', icon: CheckSquareOutlined, paths: ['/task/today', '/task/all'], within: ['/task/today', '/task/all', '/task/after', '/task/expired', '/task/taskRecordDetail'] },
  { key: 'messages', icon: BellOutlined, paths: [NEWS_PATH], within: ['/news'] },
];

/** The places the user has, each with the page it opens. */
export function usePhonePlaces(): Array<Place & { path: string }> {
  const menu = useMenuTree();
  const granted = new Set(flattenMenuRoutes(toMenuRoutes(menu)).map((route) => route.fullPath));
  return PLACES.flatMap((place) => {
    const path = place.key === 'home' ? DASHBOARD_PATH : place.paths.find((candidate) => granted.has(candidate));
    return path ? [{ ...place, path }] : [];
  });
}

/**
 * The phone's bottom navigation: today, doctors, visits, tasks and messages, those of them the user's
 * menu grants. Shown at phone widths only (also inside WeCom, whose host app gives no such bar).
 */
export function PhoneTabBar({ places }: { places: Array<Place & { path: string }> }) {
  const { t } = useTranslation(layoutNs);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unread = useUnreadCount().data ?? 0;
  const current = places.find((place) => place.within.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))?.key ?? (pathname === '/' ? 'home' : null);
  return (
    <nav className="phone-tab-bar" aria-label={t('bottomNav.label')} {...{ [BOTTOM_BAR_ATTRIBUTE]: '' }}>
      {places.map(({ key, icon: Icon, path }) => (
        <button
          key={key}
          type="button"
          className={`phone-tab-bar__item${current === key ? ' phone-tab-bar__item--active' : ''}`}
          aria-current={current === key ? 'page' : undefined}
          data-place={key}
          onClick={() => void navigate(path)}
        >
          <span className="phone-tab-bar__icon">
            {key === 'messages' ? (
              <Badge count={unread} size="small" overflowCount={99}>
                <Icon />
              </Badge>
            ) : (
              <Icon />
            )}
          </span>
          <span className="phone-tab-bar__label">{t(`bottomNav.${key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
