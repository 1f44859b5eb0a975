import { App, Avatar, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DoctorDetail } from '@crm/shared/contracts/customer-doctor-detail-schema';
import { AGE_RANGES, DOCTOR_SEXES, HOSPITAL_LEVELS, PRACTICE_CHANNELS, highestDegree, labelOf, type ReferenceItem } from '@crm/shared/customer-reference';
import { DoctorActions } from '@/components/doctor-actions';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage, type Lang } from '@/lib/i18n/i18n';
import { useFollowDoctor } from '../api/follow-doctor';
import { profileNs } from '../locales/i18n';
import { degreesOf, workingYears } from './name-position';

function reference(lang: Lang, list: ReadonlyArray<ReferenceItem>, code: string | null): string | null {
  const item = labelOf(list, code);
  return item ? localizedName(lang, item.label, item.labelEn) : code;
}

/** 基本概览: who the doctor is, where they practise, and the star. */
export function ProfileOverview({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useTranslation(profileNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const follow = useFollowDoctor();
  const canFollow = useAccess().hasPermission(['customer:follow:edit']);
  const name = localizedName(lang, doctor.doctorName, doctor.doctorNameEn);
  const region = [localizedName(lang, doctor.province ?? '', doctor.provinceEn), localizedName(lang, doctor.city ?? '', doctor.cityEn)].filter(Boolean).join(' · ');
  const degree = degreesOf(highestDegree(doctor.degreeTitle))[0];
  const years = workingYears(doctor.workingTime);
  const numberLocale = lang === 'en' ? 'en-US' : 'zh-CN';
  const facts: Array<{ key: string; value: string | number | null }> = [
    { key: 'sex', value: reference(lang, DOCTOR_SEXES, doctor.doctorSex) },
    { key: 'ageRange', value: reference(lang, AGE_RANGES, doctor.ageRange) },
    { key: 'nativePlace', value: doctor.nativePlace },
    { key: 'region', value: region || null },
    { key: 'hospitalLevel', value: reference(lang, HOSPITAL_LEVELS, doctor.hospitalLevel) },
    { key: 'practiceChannel', value: reference(lang, PRACTICE_CHANNELS, doctor.practiceChannel) },
    { key: 'workingTime', value: years === null ? doctor.workingTime : t('work.years', { years }) },
    { key: 'highestDegree', value: degree ? (degree.key ? t(`degree.${degree.key}`) : degree.text) : null },
    { key: 'indication', value: doctor.indication.length ? doctor.indication.join('、') : null },
    { key: 'hospitalBeds', value: doctor.hospitalBeds?.toLocaleString(numberLocale) ?? null },
    { key: 'hospitalYearOutpatient', value: doctor.hospitalYearOutpatient?.toLocaleString(numberLocale) ?? null },
  ];

  const toggleFollow = async () => {
    const result = await follow.mutateAsync({ id: doctor.id, attention: !doctor.attention });
    void message.success(result.attention ? t('followDone') : t('unfollowDone'));
  };

  return (
    <Card className="profile-overview" data-section="overview">
      <div className="profile-overview__head">
        <Avatar size={64} className="profile-overview__avatar">
          {Array.from(doctor.doctorName)[0]}
        </Avatar>
        <div className="profile-overview__who">
          <Space size="middle" wrap>
            <Typography.Title level={3} className="profile-overview__name">
              {name}
            </Typography.Title>
            {doctor.doctorTitle && <Tag color="blue">{localizedName(lang, doctor.doctorTitle, doctor.doctorTitleEn)}</Tag>}
          </Space>
          <div className="profile-overview__where">
            {[localizedName(lang, doctor.hospital, doctor.hospitalEn), localizedName(lang, doctor.department ?? '', doctor.departmentEn)].filter(Boolean).join(' · ')}
          </div>
        </div>
        <Space wrap className="profile-overview__actions">
          <DoctorActions doctor={{ id: doctor.id, name }} />
          <Button
            className="profile-overview__star"
            icon={doctor.attention ? <StarFilled /> : <StarOutlined />}
            type={doctor.attention ? 'primary' : 'default'}
            loading={follow.isPending}
            // Kept, disabled, for those who may not follow: it still shows whether they do.
            disabled={!canFollow}
            aria-pressed={doctor.attention}
            onClick={() => void toggleFollow()}
          >
            {doctor.attention ? t('followed') : t('follow')}
          </Button>
        </Space>
      </div>
      <Descriptions
        className="profile-overview__facts"
        title={t('sections.overview')}
        size="small"
        column={{ xs: 1, sm: 2, lg: 3, xxl: 4 }}
        items={facts.map((fact) => ({ key: fact.key, label: t(`overview.${fact.key}`), children: fact.value ?? '—' }))}
      />
    </Card>
  );
}
