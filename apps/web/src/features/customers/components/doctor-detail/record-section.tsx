import { Card, Descriptions, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { AGE_RANGES, COVERAGE_STATUSES, DOCTOR_SEXES, HOSPITAL_LEVELS, PRACTICE_CHANNELS, PRODUCT_LEVELS, PROCUREMENT_STATUSES } from '@crm/shared/customer-reference';
import { CompactTable } from '@/components/compact-table';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDoctor } from '@/lib/api/doctors';
import { useOtherPracticeSites, useProductLevels } from '../../api/get-doctor';
import { useDictionary } from '../../api/reference';
import type { ProductLevel } from '../../api/types';
import type { DoctorDetailSectionProps } from '@/lib/doctor-sections';
import { splitNamedPosition } from '../../lib/archive-values';
import { hospitalDetailPath } from '../../lib/doctor-links';
import { referenceLabel } from '../../lib/reference-label';
import { regionName } from '../../lib/region-name';
import { customersNs } from '../../locales/i18n';
import { ExpandableText } from './expandable-text';

/** Spec 9: the resume collapses above 76 characters, the specialty above 24. */
const RESUME_THRESHOLD = 76;
const SPECIALTY_THRESHOLD = 24;

function ValueList({ values }: { values: string[] }) {
  const { t } = useTranslation(customersNs);
  if (values.length === 0) return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {values.map((value) => (
        <Tag key={value}>{value}</Tag>
      ))}
    </Space>
  );
}

function NamedPositions({ values }: { values: string[] }) {
  const { t } = useTranslation(customersNs);
  if (values.length === 0) return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  return (
    <ul className="plain-list">
      {values.map((value) => {
        const { name, position } = splitNamedPosition(value);
        return (
          <li key={value}>
            {name}
            {position && <Typography.Text type="secondary"> · {position}</Typography.Text>}
          </li>
        );
      })}
    </ul>
  );
}

/** The business record: basic data, profile, assignment, practice sites and product levels. */
export default function RecordSection({ doctorId }: DoctorDetailSectionProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const id = Number(doctorId);
  const doctor = useDoctor(id).data;
  const levels = useProductLevels(id);
  const sites = useOtherPracticeSites(id);
  const doctorTypes = useDictionary('doctorType');
  if (!doctor) return null;
  const none = t('common.none');
  const label = (value: string | null | undefined) => value || none;

  return (
    <div className="doctor-sections">
      <Card title={t('detail.basic')} size="small">
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={[
            { key: 'sex', label: t('fields.doctorSex'), children: referenceLabel(lang, DOCTOR_SEXES, doctor.doctorSex) },
            { key: 'title', label: t('fields.doctorTitle'), children: label(doctor.doctorTitle && localizedName(lang, doctor.doctorTitle, doctor.doctorTitleEn)) },
            { key: 'type', label: t('fields.doctorType'), children: referenceLabel(lang, doctorTypes.data ?? [], doctor.doctorType) },
            { key: 'hospital', label: t('fields.hospital'), children: localizedName(lang, doctor.hospital, doctor.hospitalEn) },
            { key: 'level', label: t('fields.hospitalLevel'), children: referenceLabel(lang, HOSPITAL_LEVELS, doctor.hospitalLevel) },
            { key: 'department', label: t('fields.department'), children: label(doctor.department && localizedName(lang, doctor.department, doctor.departmentEn)) },
            { key: 'region', label: t('fields.region'), children: label(regionName(lang, doctor)) },
            { key: 'channel', label: t('fields.practiceChannel'), children: referenceLabel(lang, PRACTICE_CHANNELS, doctor.practiceChannel) },
            { key: 'age', label: t('fields.ageRange'), children: referenceLabel(lang, AGE_RANGES, doctor.ageRange) },
            { key: 'native', label: t('fields.nativePlace'), children: label(doctor.nativePlace) },
            { key: 'working', label: t('fields.workingTime'), children: label(doctor.workingTime) },
            { key: 'degree', label: t('fields.highestDegree'), children: label(doctor.highestDegree) },
            { key: 'mobile', label: t('fields.mobile'), children: label(doctor.mobile) },
            { key: 'email', label: t('fields.email'), children: label(doctor.email) },
            { key: 'beds', label: t('fields.hospitalBeds'), children: doctor.hospitalBeds ?? none },
            { key: 'outpatient', label: t('fields.hospitalYearOutpatient'), children: doctor.hospitalYearOutpatient ?? none },
            { key: 'lastVisit', label: t('fields.lastVisit'), children: doctor.lastVisitAt ? dayjs(doctor.lastVisitAt).format('YYYY-MM-DD HH:mm') : t('list.neverVisited') },
            { key: 'updated', label: t('fields.updatedAt'), children: dayjs(doctor.updatedAt).format('YYYY-MM-DD HH:mm') },
            { key: 'indication', label: t('fields.indication'), span: 'filled', children: <ValueList values={doctor.indication} /> },
          ]}
        />
      </Card>

      <Card title={t('detail.profile')} size="small">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'resume', label: t('fields.personalResume'), children: <ExpandableText text={doctor.personalResume} threshold={RESUME_THRESHOLD} /> },
            { key: 'specialty', label: t('fields.professionalDirection'), children: <ExpandableText text={doctor.professionalDirection} threshold={SPECIALTY_THRESHOLD} /> },
            {
              key: 'degrees',
              label: t('fields.degreeTitle'),
              children: (
                <ValueList
                  values={
                    doctor.degreeTitle
                      ? doctor.degreeTitle
                          .split('&')
                          .map((d) => d.trim())
                          .filter(Boolean)
                      : []
                  }
                />
              ),
            },
            { key: 'positions', label: t('fields.administrativePosition'), children: <ValueList values={doctor.administrativePosition} /> },
            { key: 'titles', label: t('fields.mainAcademicTitle'), children: <ValueList values={doctor.mainAcademicTitle} /> },
            { key: 'associations', label: t('fields.association'), children: <NamedPositions values={doctor.association} /> },
            { key: 'journals', label: t('fields.academicJournal'), children: <NamedPositions values={doctor.academicJournal} /> },
          ]}
        />
      </Card>

      <Card title={t('detail.practiceSites')} size="small">
        {(sites.data ?? []).length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
        ) : (
          <List
            size="small"
            dataSource={sites.data}
            renderItem={(site) => (
              <List.Item>
                <Space wrap>
                  {site.hospitalId ? <Link to={hospitalDetailPath({ id: site.hospitalId, name: site.hospital })}>{site.hospital}</Link> : site.hospital}
                  {site.department && <Typography.Text type="secondary">{site.department}</Typography.Text>}
                  {site.hospitalLevel && <Tag>{referenceLabel(lang, HOSPITAL_LEVELS, site.hospitalLevel)}</Tag>}
                </Space>
              </List.Item>
            )}
          />
        )}
      </Card>

      <Card title={t('detail.assignment')} size="small">
        {doctor.assignments.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noAssignment')} />
        ) : (
          <Descriptions
            column={1}
            size="small"
            items={doctor.assignments.map((assignment) => ({
              key: String(assignment.orgId),
              label: localizedName(lang, assignment.orgName, assignment.orgNameEn),
              children: assignment.reps.length ? assignment.reps.map((rep) => localizedName(lang, rep.firstName, rep.nameEn)).join('、') : t('detail.noRep'),
            }))}
          />
        )}
      </Card>

      <Card title={t('detail.products')} size="small">
        <CompactTable<ProductLevel>
          rowKey="productId"
          loading={levels.isLoading}
          dataSource={levels.data ?? []}
          locale={{ emptyText: t('common.empty') }}
          columns={[
            { key: 'product', title: t('fields.product'), render: (_, row) => localizedName(lang, row.productName, row.productNameEn) },
            { key: 'level', title: t('fields.productLevel'), render: (_, row) => referenceLabel(lang, PRODUCT_LEVELS, row.level) },
            { key: 'sales', title: t('filters.hasSales'), render: (_, row) => (row.hasSales ? t('filters.withSales') : t('filters.withoutSales')) },
            { key: 'procurement', title: t('filters.procurementStatus'), render: (_, row) => referenceLabel(lang, PROCUREMENT_STATUSES, row.procurementStatus) },
            { key: 'coverage', title: t('filters.coverageStatus'), render: (_, row) => referenceLabel(lang, COVERAGE_STATUSES, row.coverageStatus) },
            { key: 'indications', title: t('fields.indication'), render: (_, row) => row.indications.map((i) => localizedName(lang, i.name, i.nameEn)).join('、') || none },
          ]}
        />
      </Card>
    </div>
  );
}
