import { Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage, type Lang } from '@/lib/i18n/i18n';

interface LanguageSwitchProps {
  /** Extra class for the trigger (the top bar and the login page style it differently). */
  className?: string;
}

/** The language dropdown (zh, en); the choice is kept under `languageType`. */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: [
          { key: 'zh', label: t('language.zh') },
          { key: 'en', label: t('language.en') },
        ],
        onClick: ({ key }) => setLanguage(key as Lang),
      }}
    >
      <button type="button" className={className ?? 'header-action'} aria-label={t('language.label')}>
        <TranslationOutlined />
        <span>{t(`language.${lang}`)}</span>
      </button>
    </Dropdown>
  );
}
