import { useEffect, useMemo } from 'react';
import { App as AntApp } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoading } from '@/components/full-page-loading';
import { AppLayout } from '@/features/layout/components/app-layout';
import type { ShellConfig } from '@/features/layout/page-meta';
import { NewsIndicator } from '@/features/news/components/news-indicator';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { buttonPermissionsQueryOptions } from '@/lib/menu/button-permissions';
import { menuTreeQueryOptions, toMenuRoutes } from '@/lib/menu/menu-tree';
import type { MenuNode } from '@/lib/menu/menu-types';
import { isApiError } from '@/lib/request/api-error';
import { enterpriseQueryOptions } from '@/lib/session/enterprise';
import type { Enterprise } from '@/lib/session/enterprise-store';
import { logout } from '@/lib/session/logout';
import { useIsSignedIn } from '@/lib/session/tokens';
import { userInfoQueryOptions } from '@/lib/session/user-info';
import { FeedbackBridge } from './feedback-bridge';
import { buildPageResolver, buildShellRoutes } from './menu-routes';
import '@/features/layout/layout.css';
import { DASHBOARD_PATH, FIRST_PASSWORD_PATH } from '@/lib/menu/fixed-paths';

function Shell({ enterprise, menuTree }: { enterprise: Enterprise; menuTree: MenuNode[] }) {
  const lang = useLanguage();
  const config = useMemo<ShellConfig>(() => {
    const menu = toMenuRoutes(menuTree);
    return { menu, routes: buildShellRoutes(menu), resolvePage: buildPageResolver(menu) };
  }, [menuTree]);
  return (
    <AntApp notification={{ maxCount: 3 }}>
      <FeedbackBridge />
      <AppLayout config={config} brandName={localizedName(lang, enterprise.name, enterprise.nameEn)} headerExtras={<NewsIndicator />} />
    </AntApp>
  );
}

/**
 * The start-up guard (spec 2.1, 4) in front of every page that needs a user: enterprise, then
 * user info, then the menu and button grants. A failed load clears the session and goes to /404.
 */
export default function ProtectedApp() {
  const location = useLocation();
  const signedIn = useIsSignedIn();
  const enterprise = useQuery(enterpriseQueryOptions);
  const user = useQuery({ ...userInfoQueryOptions, enabled: signedIn && enterprise.isSuccess });
  // A password an administrator set is changed first: no grants are loaded (the server would refuse them).
  const mustChangePassword = user.data?.mustChangePassword === true;
  const loadGrants = signedIn && user.isSuccess && !mustChangePassword;
  const menu = useQuery({ ...menuTreeQueryOptions, enabled: loadGrants });
  const buttons = useQuery({ ...buttonPermissionsQueryOptions, enabled: loadGrants });
  const failure = user.error ?? menu.error ?? buttons.error;
  // A 401 that no refresh could cure already ended the session: that goes to the login screen.
  const sessionEnded = isApiError(failure) && failure.status === 401;
  const loadFailed = failure !== null && !sessionEnded;

  useEffect(() => {
    if (loadFailed) void logout();
  }, [loadFailed]);

  if (enterprise.isError || loadFailed) return <Navigate to="/404" replace />;
  if (!signedIn) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={back === '/' || back === DASHBOARD_PATH ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (mustChangePassword) return <Navigate to={`${FIRST_PASSWORD_PATH}?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  if (!enterprise.data || !user.data || !menu.data || !buttons.data) return <FullPageLoading />;
  return <Shell enterprise={enterprise.data} menuTree={menu.data} />;
}
