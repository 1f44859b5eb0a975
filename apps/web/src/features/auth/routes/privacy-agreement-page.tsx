import { Button, Card } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageToggle } from '@/components/language-toggle';
import { authNs } from '../locales/i18n';
import '../auth.css';

const SECTIONS = ['scope', 'collect', 'source', 'confidentiality', 'security', 'contact'] as const;

/** `/privacyAgreement`: how the system treats the user's and customers' information. */
export default function PrivacyAgreementPage() {
  const { t } = useTranslation(authNs);
  const navigate = useNavigate();
  return (
    <main className="privacy-page">
      <Card
        className="privacy-page__card"
        title={t('privacy.title')}
        extra={<LanguageToggle />}
        actions={[
          <Button key="back" type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate('/login')}>
            {t('privacy.back')}
          </Button>,
        ]}
      >
        <p className="privacy-page__updated">{t('privacy.updated')}</p>
        {SECTIONS.map((section) => (
          <section key={section} className="privacy-page__section">
            <h3>{t(`privacy.sections.${section}Title`)}</h3>
            <p>{t(`privacy.sections.${section}`)}</p>
          </section>
        ))}
      </Card>
    </main>
  );
}
