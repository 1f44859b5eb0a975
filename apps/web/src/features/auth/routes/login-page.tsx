import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { FullPageLoading } from '@/components/full-page-loading';
import { LanguageToggle } from '@/components/language-toggle';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useEnterprise } from '@/lib/session/enterprise';
import { completeSignIn, IdentityError, startSignIn } from '@/lib/session/identity';
import { clearSignedOutMark, wasSignedOut } from '@/lib/session/logout';
import { clearSessionEndNotice, sessionEndNoticeStore } from '@/lib/session/session-end-notice';
import { useStore } from '@/lib/store';
import { saveTokens, useIsSignedIn } from '@/lib/session/tokens';
import { BrandPanel } from '../components/brand-panel';
import { authNs } from '../locales/i18n';
import '../auth.css';
import { safeRedirect } from './safe-redirect';

/**
 * `/login` and the brand-named login path, the tenant taken from the domain. Sign-in happens at the
 * enterprise's identity server (authorization code flow with PKCE): this page sends the user there
 * and receives the code when they come back. It stays on screen only to say why: the user signed
 * out, the session ended, or the sign-in could not be completed.
 */
export default function LoginPage() {
  const { t } = useTranslation(authNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const enterprise = useEnterprise();
  const signedIn = useIsSignedIn();
  const sessionEndNotice = useStore(sessionEndNoticeStore);
  const [failure, setFailure] = useState<string | null>(params.get('error') ? (params.get('error_description') ?? params.get('error')) : null);
  const [signedOut] = useState(wasSignedOut);
  const completing = useRef(false);
  const target = safeRedirect(params.get('redirect'));
  const code = params.get('code');
  // PKCE hashes with WebCrypto, which browsers give to HTTPS pages and this machine's own only.
  const insecure = !window.isSecureContext;
  const shownFailure = failure ?? (insecure ? t('login.insecure') : null);
  const waiting = !shownFailure && !sessionEndNotice && !signedOut;

  const goToIdentityServer = () => startSignIn(target).catch(() => setFailure(t('login.unreachable')));
  const signIn = () => {
    clearSessionEndNotice();
    clearSignedOutMark();
    if (!insecure) void goToIdentityServer();
  };

  useEffect(() => {
    if (!enterprise.data) return;
    if (code) {
      // The code is good once: React's second run of this effect in development must not spend it again.
      if (completing.current) return;
      completing.current = true;
      completeSignIn(window.location.href)
        .then(({ tokens, returnTo }) => {
          // Whatever an earlier user left in the cache must not leak into this session.
          queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'enterprise' });
          clearSessionEndNotice();
          clearSignedOutMark();
          saveTokens(tokens);
          void navigate(safeRedirect(returnTo), { replace: true });
        })
        .catch((error: unknown) => setFailure(t('login.callbackFailed', { reason: error instanceof IdentityError ? error.description || error.error : t('login.failed') })));
      return;
    }
    if (!signedIn && waiting) void goToIdentityServer();
    // Runs when the enterprise is known; the sign-in leaves the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enterprise.data, code]);

  if (enterprise.isError) return <Navigate to="/404" replace />;
  if (!enterprise.data) return <FullPageLoading />;
  if (signedIn && !code) return <Navigate to={target} replace />;
  if (code && !shownFailure) return <FullPageLoading />;
  if (waiting) return <FullPageLoading />;

  const tenantName = localizedName(lang, enterprise.data.name, enterprise.data.nameEn);
  const message = shownFailure ?? sessionEndNotice;
  return (
    <main className="login-page">
      <BrandPanel tenantName={tenantName} />
      <section className="login-page__form-side">
        <div className="login-page__toolbar">
          <LanguageToggle />
        </div>
        <div className="login-card">
          <div className="login-card__product">{t('common:productName')}</div>
          <h2 className="login-card__title">{t('login.title')}</h2>
          <p className="login-card__subtitle">{t('login.subtitle', { tenant: tenantName })}</p>
          {message ? (
            <Alert type={shownFailure ? 'error' : 'warning'} showIcon title={message} className="login-form__error" role="alert" />
          ) : (
            <Alert type="success" showIcon title={t('login.signedOut')} className="login-form__error" role="status" />
          )}
          <Button type="primary" size="large" block onClick={signIn} className="login-form__submit">
            {shownFailure ? t('login.again') : t('login.submit')}
          </Button>
          <p className="login-form__agreement">
            {t('login.agreementPrefix')} <Link to="/privacyAgreement">{t('login.agreement')}</Link>
          </p>
        </div>
        <div className="login-page__note">{t('login.internalOnly')}</div>
      </section>
    </main>
  );
}
