import { Col, Row, Table, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DoctorDetail } from '@crm/shared/contracts/customer-doctor-detail-schema';
import { HOSPITAL_LEVELS, labelOf } from '@crm/shared/customer-reference';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { profileNs } from '../locales/i18n';
import { ExpandableText } from './expandable-text';
import { degreesOf, splitNamePosition, workingYears } from './name-position';
import { ProfileSection } from './profile-section';
import { RESUME_EXPAND_THRESHOLD, SPECIALTY_EXPAND_THRESHOLD } from './text-thresholds';

/** A two-column table of `name#position` entries (associations, journals). */
function NamePositionTable({ entries, nameTitle, positionTitle }: { entries: string[]; nameTitle: string; positionTitle: string }) {
  const rows = entries.map((entry, index) => ({ key: index, ...splitNamePosition(entry) }));
  return (
    <Table
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: nameTitle, dataIndex: 'name', key: 'name' },
        { title: positionTitle, dataIndex: 'position', key: 'position', width: '35%', render: (position: string) => position || '—' },
      ]}
    />
  );
}

/** The profile sections of spec 2.5, from 个人简介 to 学术期刊及任职, in the spec's order. */
export function ProfileSections({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useTranslation(profileNs);
  const lang = useLanguage();
  const levelOf = (code: string | null) => {
    const level = labelOf(HOSPITAL_LEVELS, code);
    return level ? localizedName(lang, level.label, level.labelEn) : (code ?? '—');
  };
  const degrees = degreesOf(doctor.degreeTitle);
  const years = workingYears(doctor.workingTime);
  const resume = doctor.personalResume?.trim() ?? '';
  const specialty = doctor.professionalDirection?.trim() ?? '';

  return (
    <div className="profile-sections">
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <ProfileSection name="profile" isEmpty={!resume}>
            <ExpandableText text={resume} threshold={RESUME_EXPAND_THRESHOLD} className="profile-resume" />
          </ProfileSection>
        </Col>
        <Col xs={24} xl={10}>
          <ProfileSection name="specialty" isEmpty={!specialty}>
            <ExpandableText text={specialty} threshold={SPECIALTY_EXPAND_THRESHOLD} className="profile-specialty" />
          </ProfileSection>
        </Col>
      </Row>
      <ProfileSection name="multiSite" isEmpty={doctor.servingHospital.length === 0}>
        <Table
          size="small"
          pagination={false}
          rowKey={(site) => `${site.hospital}-${site.department}`}
          dataSource={doctor.servingHospital}
          columns={[
            { title: t('columns.hospital'), dataIndex: 'hospital', key: 'hospital' },
            { title: t('columns.department'), dataIndex: 'department', key: 'department', render: (department: string) => department || '—' },
            { title: t('columns.hospitalLevel'), dataIndex: 'hospitalLevel', key: 'hospitalLevel', render: levelOf },
          ]}
        />
      </ProfileSection>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ProfileSection name="education" isEmpty={degrees.length === 0}>
            <Timeline
              items={degrees.map((degree, index) => ({
                key: degree.text,
                color: index === 0 ? 'blue' : 'gray',
                content: (
                  <span>
                    {degree.key ? t(`degree.${degree.key}`) : degree.text}
                    {index === 0 && degrees.length > 1 && <Tag className="profile-tag-inline">{t('degree.highest')}</Tag>}
                  </span>
                ),
              }))}
            />
          </ProfileSection>
        </Col>
        <Col xs={24} lg={12}>
          <ProfileSection name="work" isEmpty={!doctor.hospital}>
            <Timeline
              items={[
                {
                  key: 'current',
                  color: 'blue',
                  content: (
                    <div>
                      <div>
                        <Tag color="blue">{t('work.current')}</Tag>
                        {[
                          localizedName(lang, doctor.hospital, doctor.hospitalEn),
                          localizedName(lang, doctor.department ?? '', doctor.departmentEn),
                          localizedName(lang, doctor.doctorTitle ?? '', doctor.doctorTitleEn),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </div>
                      {(years !== null || doctor.workingTime) && <div className="profile-muted">{years === null ? doctor.workingTime : t('work.years', { years })}</div>}
                    </div>
                  ),
                },
              ]}
            />
          </ProfileSection>
        </Col>
        <Col xs={24} lg={12}>
          <ProfileSection name="administrativePosition" isEmpty={doctor.administrativePosition.length === 0}>
            <div className="profile-tags">
              {doctor.administrativePosition.map((position) => (
                <Tag key={position}>{position}</Tag>
              ))}
            </div>
          </ProfileSection>
        </Col>
        <Col xs={24} lg={12}>
          <ProfileSection name="academicTitle" isEmpty={doctor.mainAcademicTitle.length === 0}>
            <div className="profile-tags">
              {doctor.mainAcademicTitle.map((title) => (
                <Tag key={title} color="geekblue">
                  {title}
                </Tag>
              ))}
            </div>
          </ProfileSection>
        </Col>
        <Col xs={24} lg={12}>
          <ProfileSection name="association" isEmpty={doctor.association.length === 0}>
            <NamePositionTable entries={doctor.association} nameTitle={t('columns.association')} positionTitle={t('columns.associationPosition')} />
          </ProfileSection>
        </Col>
        <Col xs={24} lg={12}>
          <ProfileSection name="journal" isEmpty={doctor.academicJournal.length === 0}>
            <NamePositionTable entries={doctor.academicJournal} nameTitle={t('columns.journal')} positionTitle={t('columns.journalRole')} />
          </ProfileSection>
        </Col>
      </Row>
    </div>
  );
}
