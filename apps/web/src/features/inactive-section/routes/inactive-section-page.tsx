import { Button, Card, Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/lib/i18n/i18n';
import { menuTitle, type MenuPageProps } from '@/lib/menu/menu-types';
import { inactiveSectionNs } from '../locales/i18n';
import '../inactive-section.css';
import { zh } from '../locales/zh';
import { DASHBOARD_PATH } from '@/lib/menu/fixed-paths';

type SectionKey = keyof typeof zh.purposes;

function isSectionKey(value: string): value is SectionKey {
  return value in zh.purposes;
}

/**
 * A section whose feature is not enabled for this workspace yet: it says what the section is
 * for, under the section's own title, in the user's language.
 */
export default function InactiveSectionPage({ route }: MenuPageProps) {
  const { t } = useTranslation(inactiveSectionNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const section = route.ancestors[0] ?? route;
  const sectionKey = section.node.path.replace(/^\//, '').split('/')[0] ?? '';
  const trail = [...route.ancestors.slice(1), route].map((step) => menuTitle(step.node, lang));
  return (
    <Card className="inactive-section">
      <div className="inactive-section__icon">
        <ClockCircleOutlined />
      </div>
      <div className="inactive-section__eyebrow">{menuTitle(section.node, lang)}</div>
      <h2 className="inactive-section__title">
        {trail.join(' · ') || menuTitle(route.node, lang)}
        <Tag className="inactive-section__tag">{t('status')}</Tag>
      </h2>
      {isSectionKey(sectionKey) && <p className="inactive-section__purpose">{t(`purposes.${sectionKey}`)}</p>}
      <p className="inactive-section__statement">{t('statement')}</p>
      <p className="inactive-section__contact">{t('contact')}</p>
      <Button type="primary" onClick={() => void navigate(DASHBOARD_PATH)}>
        {t('backHome')}
      </Button>
    </Card>
  );
}
