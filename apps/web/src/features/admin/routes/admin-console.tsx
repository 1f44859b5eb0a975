import { lazy } from 'react';
import { App as AntApp, Button, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullPageLoading } from '@/components/full-page-loading';
import { createAccess } from '@/lib/access/access-check';
import { buttonPermissionsQueryOptions } from '@/lib/menu/button-permissions';
import { enterpriseQueryOptions } from '@/lib/session/enterprise';
import { useIsSignedIn } from '@/lib/session/tokens';
import { roleCodesOf, userInfoQueryOptions } from '@/lib/session/user-info';
import { FIRST_PASSWORD_PATH } from '@/lib/menu/fixed-paths';
import { ADMIN_SECTIONS, canAdminister, canOpenSection } from '../admin-access';
import { AdminLayout } from '../components/admin-layout';
import { adminNs } from '../locales/i18n';
import '../admin.css';

const PAGES = {
  users: lazy(() => import('./users-page')),
  roles: lazy(() => import('./roles-page')),
  organizations: lazy(() => import('./organizations-page')),
  menus: lazy(() => import('./menus-page')),
  language: lazy(() => import('./language-page')),
  dictionaries: lazy(() => import('./dictionaries-page')),
  products: lazy(() => import('./products-page')),
  audit: lazy(() => import('./audit-page')),
  sms: lazy(() => import('./sms-page')),
  signIn: lazy(() => import('./sign-in-page')),
};

function Forbidden() {
  const { t } = useTranslation(adminNs);
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={t('forbidden.description')}
      extra={
        <Button type="primary" href="/pc/dashboard">
          {t('forbidden.back')}
        </Button>
      }
    />
  );
}

/**
 * The administration console at /pc/admin/…: signed-in administrators only (others see 403),
 * with its own layout; deep links open the section directly.
 */
export default function AdminConsole() {
  const location = useLocation();
  const signedIn = useIsSignedIn();
  const enterprise = useQuery(enterpriseQueryOptions);
  const user = useQuery({ ...userInfoQueryOptions, enabled: signedIn && enterprise.isSuccess });
  const mustChangePassword = user.data?.mustChangePassword === true;
  const buttons = useQuery({ ...buttonPermissionsQueryOptions, enabled: signedIn && user.isSuccess && !mustChangePassword });

  if (enterprise.isError) return <Navigate to="/404" replace />;
  if (!signedIn) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (user.isError) return <Navigate to="/404" replace />;
  if (mustChangePassword) return <Navigate to={`${FIRST_PASSWORD_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!user.data || !buttons.data) return <FullPageLoading />;
  const access = createAccess({ roles: roleCodesOf(user.data), permissions: user.data.permissions, buttons: buttons.data });
  if (!canAdminister(access)) return <Forbidden />;
  const sections = ADMIN_SECTIONS.filter((section) => canOpenSection(access, section));

  return (
    <AntApp>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to={sections[0]!} replace />} />
          {sections.map((section) => {
            const Page = PAGES[section];
            return <Route key={section} path={`${section}/*`} element={<Page />} />;
          })}
          <Route path="*" element={<Forbidden />} />
        </Route>
      </Routes>
    </AntApp>
  );
}
