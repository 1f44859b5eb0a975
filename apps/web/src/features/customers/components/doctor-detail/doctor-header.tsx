import { Button, Card, Space, Typography } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOSPITAL_LEVELS } from '@crm/shared/customer-reference';
import { DoctorActions } from '@/components/doctor-actions';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { DoctorDetail } from '../../api/types';
import { doctorProfilePath, hospitalDetailPath } from '../../lib/doctor-links';
import { referenceLabel } from '../../lib/reference-label';
import { regionName } from '../../lib/region-name';
import { customersNs } from '../../locales/i18n';
import { FollowStar } from '../doctor-list/follow-star';
import { DoctorVerifyTag } from './verify-status-tag';

interface DoctorHeaderProps {
  doctor: DoctorDetail;
  canEdit: boolean;
  onEditArchive: () => void;
}

/** Who the doctor is at a glance, with the star, the panorama link and archive editing. */
export function DoctorHeader({ doctor, canEdit, onEditArchive }: DoctorHeaderProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const access = useAccess();
  return (
    <Card className="doctor-header">
      <div className="doctor-header__main">
        <div>
          <Space align="center" size="middle" wrap>
            <Typography.Title level={3} className="doctor-header__name">
              {doctor.doctorName}
            </Typography.Title>
            {doctor.doctorNameEn && <Typography.Text type="secondary">{doctor.doctorNameEn}</Typography.Text>}
            {doctor.doctorTitle && <Typography.Text>{localizedName(lang, doctor.doctorTitle, doctor.doctorTitleEn)}</Typography.Text>}
            <DoctorVerifyTag status={doctor.verifyStatus} />
            <FollowStar doctorId={doctor.id} attention={doctor.attention} disabled={!access.hasPermission(['customer:follow:edit'])} />
          </Space>
          <div className="doctor-header__place">
            {access.hasPermission(['customer:hospital:view']) ? (
              <Link to={hospitalDetailPath({ id: doctor.hospitalId, name: doctor.hospital })}>{localizedName(lang, doctor.hospital, doctor.hospitalEn)}</Link>
            ) : (
              <span>{localizedName(lang, doctor.hospital, doctor.hospitalEn)}</span>
            )}
            {doctor.hospitalLevel && <span>{referenceLabel(lang, HOSPITAL_LEVELS, doctor.hospitalLevel)}</span>}
            {doctor.department && <span>{localizedName(lang, doctor.department, doctor.departmentEn)}</span>}
            {regionName(lang, doctor) && <span>{regionName(lang, doctor)}</span>}
            <Typography.Text type="secondary" copyable={{ text: doctor.doctorId }}>
              {t('fields.code')}: {doctor.doctorId}
            </Typography.Text>
          </div>
        </div>
        <Space wrap className="doctor-header__actions">
          <DoctorActions doctor={{ id: doctor.id, name: localizedName(lang, doctor.doctorName, doctor.doctorNameEn) }} />
          <Link to={doctorProfilePath(doctor)}>
            <Button icon={<EyeOutlined />}>{t('list.viewPanorama')}</Button>
          </Link>
          {canEdit && (
            <Button type="primary" icon={<EditOutlined />} onClick={onEditArchive}>
              {t('archive.open')}
            </Button>
          )}
        </Space>
      </div>
    </Card>
  );
}
