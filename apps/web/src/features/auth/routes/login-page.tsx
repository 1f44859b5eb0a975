import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/full-page-loading';
import { LanguageToggle } from '@/components/language-toggle';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useEnterprise } from '@/lib/session/enterprise';
import { useIsSignedIn } from '@/lib/session/tokens';
import { BrandPanel } from '../components/brand-panel';
import { LoginForm } from '../components/login-form';
import { authNs } from '../locales/i18n';
import '../auth.css';
import { safeRedirect } from './safe-redirect';

/** `/login` and the brand-named login path: one screen, the tenant taken from the domain. */
export default function LoginPage() {
  const { t } = useTranslation(authNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const enterprise = useEnterprise();
  const signedIn = useIsSignedIn();
  const target = safeRedirect(params.get('redirect'));

  if (enterprise.isError) return <Navigate to="/404" replace />;
  if (!enterprise.data) return <FullPageLoading />;
  if (signedIn) return <Navigate to={target} replace />;

  const tenantName = localizedName(lang, enterprise.data.name, enterprise.data.nameEn);
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
          <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
        </div>
        <div className="login-page__note">{t('login.internalOnly')}</div>
      </section>
    </main>
  );
}
