import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullPageLoading } from '@/components/full-page-loading';

const LoginPage = lazy(() => import('@/features/auth/routes/login-page'));
const LogoutPage = lazy(() => import('@/features/auth/routes/logout-page'));
const InitWecomPage = lazy(() => import('@/features/auth/routes/init-wecom-page'));
const WecomCodePage = lazy(() => import('@/features/auth/routes/wecom-code-page'));
const PrivacyAgreementPage = lazy(() => import('@/features/auth/routes/privacy-agreement-page'));
const RedirectPage = lazy(() => import('@/features/auth/routes/redirect-page'));
const ProtectedApp = lazy(() => import('./protected-app'));
const ExceptionPage = lazy(() => import('@/components/exception/exception-page'));

/** The brand-named alternate login path (spec 2.1): the same screen as /login. */
export const ALTERNATE_LOGIN_PATH = '/crmLogin';

/** Doctor-facing public pages (spec 2.1): outside the staff login check; served by their own feature. */
const DOCTOR_FACING_PATHS = ['/doctorChatLogin', '/doctorLogin', '/registerDoctor'];

/** Public and authentication routes (spec 2.1); everything else passes the start-up guard. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <Routes>
        <Route path="/" element={<Navigate to="/initWecom" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path={ALTERNATE_LOGIN_PATH} element={<LoginPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/initWecom" element={<InitWecomPage />} />
        <Route path="/wecomCode" element={<WecomCodePage />} />
        <Route path="/privacyAgreement" element={<PrivacyAgreementPage />} />
        <Route path="/redirect/*" element={<RedirectPage />} />
        <Route path="/401" element={<ExceptionPage kind="401" />} />
        <Route path="/404" element={<ExceptionPage kind="404" />} />
        {DOCTOR_FACING_PATHS.map((path) => (
          <Route key={path} path={path} element={<ExceptionPage kind="404" />} />
        ))}
        <Route path="*" element={<ProtectedApp />} />
      </Routes>
    </Suspense>
  );
}
