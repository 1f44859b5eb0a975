import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullPageLoading } from '@/components/full-page-loading';
import { LanguageOverridesLoader } from '@/features/admin/components/language-overrides-loader';
import { FIRST_PASSWORD_PATH } from '@/lib/menu/fixed-paths';

const LoginPage = lazy(() => import('@/features/auth/routes/login-page'));
const LogoutPage = lazy(() => import('@/features/auth/routes/logout-page'));
const InitWecomPage = lazy(() => import('@/features/auth/routes/init-wecom-page'));
const WecomCodePage = lazy(() => import('@/features/auth/routes/wecom-code-page'));
const PrivacyAgreementPage = lazy(() => import('@/features/auth/routes/privacy-agreement-page'));
const RedirectPage = lazy(() => import('@/features/auth/routes/redirect-page'));
const ProtectedApp = lazy(() => import('./protected-app'));
const FirstPasswordPage = lazy(() => import('@/features/personal-center/routes/first-password-page'));
const ExceptionPage = lazy(() => import('@/components/exception/exception-page'));
const MeetingSignPage = lazy(() => import('@/features/meetings/routes/public-sign-in-page'));

/** Top-level meeting addresses (spec 2.2) open their pages inside the shell, keeping `?id=`. */
const MEETING_LAYOUT_ROUTES: Record<string, string> = {
  '/meeting-form': '/meeting/meeting-form',
  '/meeting-detail': '/meeting/meetDetail',
  '/approval-detail': '/meeting/approvalDetail',
};

function MeetingLayoutRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
const AdminConsole = lazy(() => import('@/features/admin/routes/admin-console'));
const DoctorLoginPage = lazy(() => import('@/features/doctor-public/routes/doctor-login-page'));
const DoctorChatLoginPage = lazy(() => import('@/features/doctor-public/routes/doctor-chat-login-page'));
const RegisterDoctorPage = lazy(() => import('@/features/doctor-public/routes/register-doctor-page'));
const DoctorHomePage = lazy(() => import('@/features/doctor-public/routes/doctor-home-page'));
const ContentUnsubscribePage = lazy(() => import('@/features/content/routes/unsubscribe-page'));
const ContentReaderPage = lazy(() => import('@/features/content/routes/reader-page'));

/** The brand-named alternate login path (spec 2.1): the same screen as /login. */
export const ALTERNATE_LOGIN_PATH = '/crmLogin';

/** Public and authentication routes (spec 2.1); everything else passes the start-up guard. */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageLoading />}>
      <LanguageOverridesLoader />
      <Routes>
        <Route path="/" element={<Navigate to="/initWecom" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path={ALTERNATE_LOGIN_PATH} element={<LoginPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/initWecom" element={<InitWecomPage />} />
        <Route path="/wecomCode" element={<WecomCodePage />} />
        <Route path="/privacyAgreement" element={<PrivacyAgreementPage />} />
        <Route path="/redirect/*" element={<RedirectPage />} />
        {/* A password an administrator set is changed here before any other page opens. */}
        <Route path={FIRST_PASSWORD_PATH} element={<FirstPasswordPage />} />
        <Route path="/401" element={<ExceptionPage kind="401" />} />
        <Route path="/404" element={<ExceptionPage kind="404" />} />
        <Route path="/meetingSign" element={<MeetingSignPage />} />
        {Object.entries(MEETING_LAYOUT_ROUTES).map(([path, to]) => (
          <Route key={path} path={path} element={<MeetingLayoutRedirect to={to} />} />
        ))}
        {/* Doctor-facing public pages (spec 2.1): no staff login check, the doctor's own token. */}
        <Route path="/doctorLogin" element={<DoctorLoginPage />} />
        <Route path="/doctorChatLogin" element={<DoctorChatLoginPage />} />
        <Route path="/registerDoctor" element={<RegisterDoctorPage />} />
        <Route path="/doctorHome" element={<DoctorHomePage />} />
        {/* Where the links in content messages lead: unsubscribing and reading, without signing in. */}
        <Route path="/content/unsubscribe" element={<ContentUnsubscribePage />} />
        <Route path="/content/read" element={<ContentReaderPage />} />
        {/* The administration console, opened from the avatar menu in a new tab (spec 2.4). */}
        <Route path="/admin/*" element={<AdminConsole />} />
        <Route path="*" element={<ProtectedApp />} />
      </Routes>
    </Suspense>
  );
}
