import type { ReactNode } from 'react';
import { App as AntApp, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { FullPageLoading } from '@/components/full-page-loading';
import { LanguageToggle } from '@/components/language-toggle';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useEnterprise } from '@/lib/session/enterprise';
import { doctorPublicNs } from '../locales/i18n';
import '../doctor-public.css';

/** The mobile-first frame of the public doctor pages: the enterprise's name, language, one card. */
export function DoctorShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(doctorPublicNs);
  const lang = useLanguage();
  const enterprise = useEnterprise();
  if (enterprise.isError) return <Result status="404" title="404" subTitle={t('errors.unknownEnterprise')} />;
  if (!enterprise.data) return <FullPageLoading />;
  return (
    <AntApp>
      <main className="doctor-page">
        <header className="doctor-page__bar">
          <div className="doctor-page__brand">
            <span className="doctor-page__tenant">{localizedName(lang, enterprise.data.name, enterprise.data.nameEn)}</span>
            <span className="doctor-page__suffix">{t('brandSuffix')}</span>
          </div>
          <LanguageToggle />
        </header>
        <section className="doctor-card">{children}</section>
        <footer className="doctor-page__footer">{t('footer')}</footer>
      </main>
    </AntApp>
  );
}
