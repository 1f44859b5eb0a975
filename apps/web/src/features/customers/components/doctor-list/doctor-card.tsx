import { memo } from 'react';
import { Tag, Typography } from 'antd';
import { BankOutlined, ApartmentOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOCTOR_VERIFY_STATUSES, HOSPITAL_LEVELS } from '@crm/shared/customer-reference';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { DoctorCard as DoctorCardData } from '../../api/types';
import { doctorProfilePath } from '../../lib/doctor-links';
import { referenceLabel } from '../../lib/reference-label';
import { customersNs } from '../../locales/i18n';
import { FollowStar } from './follow-star';
import { formatWhen } from '@/lib/when';

const VERIFY_COLORS: Record<string, string> = { VERIFIED: 'success', PENDING: 'processing', REJECTED: 'error', UNVERIFIED: 'default' };

interface DoctorCardProps {
  doctor: DoctorCardData;
  canFollow: boolean;
  onOpen: (doctor: DoctorCardData) => void;
}

/** A doctor list card (spec 2.5): name, title, hospital, department, star and 看全景. */
export const DoctorCard = memo(function DoctorCard({ doctor, canFollow, onOpen }: DoctorCardProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const name = localizedName(lang, doctor.doctorName, doctor.doctorNameEn);
  return (
    <article
      className="doctor-card clickable-tile"
      role="button"
      tabIndex={0}
      aria-label={doctor.doctorName}
      onClick={() => onOpen(doctor)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen(doctor);
      }}
    >
      <header className="doctor-card__head">
        <div className="doctor-card__name">
          <Typography.Text strong ellipsis={{ tooltip: name }} className="doctor-card__title-text">
            {name}
          </Typography.Text>
          {doctor.doctorTitle && <span className="doctor-card__title">{localizedName(lang, doctor.doctorTitle, doctor.doctorTitleEn)}</span>}
        </div>
        <FollowStar doctorId={doctor.id} attention={doctor.attention} disabled={!canFollow} />
      </header>
      <div className="doctor-card__line">
        <BankOutlined />
        <Typography.Text ellipsis={{ tooltip: true }}>{localizedName(lang, doctor.hospital, doctor.hospitalEn)}</Typography.Text>
        {doctor.hospitalLevel && <Tag className="doctor-card__level">{referenceLabel(lang, HOSPITAL_LEVELS, doctor.hospitalLevel)}</Tag>}
      </div>
      <div className="doctor-card__line">
        <ApartmentOutlined />
        <Typography.Text type="secondary" ellipsis>
          {doctor.department ? localizedName(lang, doctor.department, doctor.departmentEn) : t('common.none')}
        </Typography.Text>
      </div>
      <footer className="doctor-card__foot">
        <span className="doctor-card__meta">
          <Tag color={VERIFY_COLORS[doctor.verifyStatus] ?? 'default'}>{referenceLabel(lang, DOCTOR_VERIFY_STATUSES, doctor.verifyStatus)}</Tag>
          <span className="doctor-card__visit">
            <ClockCircleOutlined /> {doctor.lastVisitAt ? t('list.lastVisit', { date: formatWhen(doctor.lastVisitAt) }) : t('list.neverVisited')}
          </span>
        </span>
        <Link to={doctorProfilePath(doctor)} onClick={(event) => event.stopPropagation()} className="doctor-card__panorama">
          {t('list.viewPanorama')}
        </Link>
      </footer>
    </article>
  );
});
