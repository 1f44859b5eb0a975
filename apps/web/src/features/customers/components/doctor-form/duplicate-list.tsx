import { Alert, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { DoctorCard } from '../../api/types';
import { doctorRecordPath } from '../../lib/doctor-links';
import { customersNs } from '../../locales/i18n';

/** The existing doctors the server found to be likely the same person as the one being created. */
export function DuplicateList({ duplicates, onOpen }: { duplicates: DoctorCard[]; onOpen: () => void }) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  return (
    <div className="duplicate-list" role="region" aria-label={t('create.duplicatesTitle')}>
      <Alert type="warning" showIcon title={t('create.duplicatesTitle')} description={t('create.duplicatesHint', { count: duplicates.length })} />
      <List
        size="small"
        bordered
        dataSource={duplicates}
        renderItem={(doctor) => (
          <List.Item
            actions={[
              <Link key="open" to={doctorRecordPath(doctor)} onClick={onOpen}>
                {t('create.openExisting')}
              </Link>,
            ]}
          >
            <List.Item.Meta
              title={
                <span>
                  <Typography.Text strong>{doctor.doctorName}</Typography.Text>
                  {doctor.doctorTitle && <Typography.Text type="secondary"> · {localizedName(lang, doctor.doctorTitle, doctor.doctorTitleEn)}</Typography.Text>}
                </span>
              }
              description={[
                localizedName(lang, doctor.hospital, doctor.hospitalEn),
                doctor.department ? localizedName(lang, doctor.department, doctor.departmentEn) : null,
                doctor.doctorId,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
