import { useTranslation } from 'react-i18next';
import { LANGS } from '@crm/shared/i18n';
import { setLanguage, useLanguage } from '@/lib/i18n/i18n';

/** A light language switch for the public pages (the top bar has the dropdown). */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const current = useLanguage();
  return (
    <div className={`language-toggle ${className ?? ''}`} role="group" aria-label={t('language.label')}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          aria-pressed={lang === current}
          className={lang === current ? 'language-toggle__option language-toggle__option--active' : 'language-toggle__option'}
          onClick={() => setLanguage(lang)}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
