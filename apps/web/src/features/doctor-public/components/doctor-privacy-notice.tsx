import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useEnterprise } from '@/lib/session/enterprise';
import { doctorPublicNs } from '../locales/i18n';

const SECTIONS = ['collect', 'purpose', 'sharing', 'retention', 'security', 'rights', 'contact', 'changes'] as const;

/**
 * The privacy notice for doctors (not the staff agreement), over the registration form: closing
 * it returns to the form exactly as it was; accepting it also ticks the consent box.
 */
export function DoctorPrivacyNotice({ open, onClose, onAccept }: { open: boolean; onClose: () => void; onAccept: () => void }) {
  const { t } = useTranslation(doctorPublicNs);
  const lang = useLanguage();
  const enterprise = useEnterprise();
  const company = enterprise.data ? localizedName(lang, enterprise.data.name, enterprise.data.nameEn) : '';
  return (
    <Modal
      open={open}
      title={t('privacy.title')}
      onCancel={onClose}
      centered
      width={560}
      className="doctor-privacy"
      footer={[
        <Button key="close" onClick={onClose}>
          {t('privacy.close')}
        </Button>,
        <Button key="accept" type="primary" onClick={onAccept}>
          {t('privacy.accept')}
        </Button>,
      ]}
    >
      <p className="doctor-privacy__updated">{t('privacy.updated')}</p>
      <p>{t('privacy.intro', { company })}</p>
      {SECTIONS.map((section) => (
        <section key={section} className="doctor-privacy__section">
          <h3>{t(`privacy.sections.${section}Title`)}</h3>
          <p>{t(`privacy.sections.${section}`, { company })}</p>
        </section>
      ))}
    </Modal>
  );
}
