import { useState } from 'react';
import { Button, Card, Descriptions, Result, Spin, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { COVERAGE_STATUSES, HOSPITAL_LEVELS, PROCUREMENT_STATUSES } from '@crm/shared/customer-reference';
import { CompactTable } from '@/components/compact-table';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useHospital } from '../api/hospitals';
import type { HospitalDetail } from '../api/types';
import { HospitalDoctors } from '../components/hospitals/hospital-doctors';
import { referenceLabel } from '../lib/reference-label';
import { placeName } from '../lib/region-name';
import { customersNs } from '../locales/i18n';
import '../customers.css';

type Department = HospitalDetail['departments'][number];
type ProductStatus = HospitalDetail['products'][number];

const PROCUREMENT_COLORS: Record<string, string> = { LISTED: 'success', IN_PROGRESS: 'processing', TEMPORARY: 'warning', NOT_LISTED: 'default' };

/** `/customer/hospitalList/hospitalDetail/{id}/{name}`: profile, departments, doctors, drugs. */
export default function HospitalDetailPage() {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const hospital = useHospital(Number(params.id));
  const [tab, setTab] = useState('doctors');
  const [department, setDepartment] = useState<string>();

  if (hospital.isError || !/^\d+$/.test(params.id ?? '')) {
    return <Result status="404" title={t('hospitals.notFound')} extra={<Button onClick={() => void navigate('/customer/hospitalList')}>{t('hospitals.backToList')}</Button>} />;
  }
  if (!hospital.data) {
    return (
      <div className="customers-loading">
        <Spin />
      </div>
    );
  }
  const h = hospital.data;
  const none = t('common.none');

  return (
    <div className="customers-page hospital-detail-page">
      <Card className="doctor-header">
        <Typography.Title level={3} className="doctor-header__name">
          {localizedName(lang, h.name, h.nameEn)} <Tag>{referenceLabel(lang, HOSPITAL_LEVELS, h.level)}</Tag>
        </Typography.Title>
        {lang === 'en' && h.nameEn && <Typography.Text type="secondary">{h.name}</Typography.Text>}
        <Descriptions
          className="hospital-profile"
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'code', label: t('hospitals.code'), children: h.code },
            { key: 'category', label: t('hospitals.category'), children: h.category ? t(`hospitals.categories.${h.category}`, { defaultValue: h.category }) : none },
            { key: 'region', label: t('fields.region'), children: placeName([h.province, h.city, h.area]) || none },
            { key: 'address', label: t('hospitals.address'), children: h.address ?? none },
            { key: 'beds', label: t('fields.hospitalBeds'), children: h.beds ?? none },
            { key: 'outpatient', label: t('fields.hospitalYearOutpatient'), children: h.yearOutpatient?.toLocaleString() ?? none },
            { key: 'doctors', label: t('hospitals.doctorCount'), children: h.doctorCount },
            { key: 'departments', label: t('hospitals.departmentCount'), children: h.departments.length },
          ]}
        />
      </Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'doctors',
            label: t('hospitals.doctors'),
            children: <HospitalDoctors hospitalId={h.id} department={department} onClearDepartment={() => setDepartment(undefined)} />,
          },
          {
            key: 'departments',
            label: t('hospitals.departments'),
            children: (
              <CompactTable<Department>
                rowKey="id"
                dataSource={h.departments}
                locale={{ emptyText: t('common.empty') }}
                columns={[
                  { key: 'name', title: t('fields.department'), render: (_, row) => localizedName(lang, row.name, row.nameEn) },
                  {
                    key: 'standard',
                    title: t('hospitals.standardDepartment'),
                    render: (_, row) => (row.standardName ? localizedName(lang, row.standardName, row.standardNameEn) : none),
                  },
                  { key: 'count', title: t('hospitals.doctorCount'), dataIndex: 'doctorCount', align: 'right', width: 140 },
                  {
                    key: 'action',
                    width: 160,
                    render: (_, row) => (
                      <Button
                        type="link"
                        size="small"
                        disabled={row.doctorCount === 0}
                        onClick={() => {
                          setDepartment(row.name);
                          setTab('doctors');
                        }}
                      >
                        {t('hospitals.showDoctors')}
                      </Button>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'products',
            label: t('hospitals.products'),
            children: (
              <CompactTable<ProductStatus>
                rowKey="productId"
                dataSource={h.products}
                locale={{ emptyText: t('common.empty') }}
                columns={[
                  { key: 'product', title: t('fields.product'), render: (_, row) => localizedName(lang, row.productName, row.productNameEn) },
                  {
                    key: 'procurement',
                    title: t('filters.procurementStatus'),
                    render: (_, row) => (
                      <Tag color={PROCUREMENT_COLORS[row.procurementStatus] ?? 'default'}>{referenceLabel(lang, PROCUREMENT_STATUSES, row.procurementStatus)}</Tag>
                    ),
                  },
                  {
                    key: 'coverage',
                    title: t('filters.coverageStatus'),
                    render: (_, row) => <Tag color={row.coverageStatus === 'COVERED' ? 'success' : 'default'}>{referenceLabel(lang, COVERAGE_STATUSES, row.coverageStatus)}</Tag>,
                  },
                  { key: 'sales', title: t('filters.hasSales'), render: (_, row) => (row.hasSales ? t('filters.withSales') : t('filters.withoutSales')) },
                  {
                    key: 'org',
                    title: t('hospitals.coveringOrg'),
                    render: (_, row) => (row.coveringOrgName ? localizedName(lang, row.coveringOrgName, row.coveringOrgNameEn) : none),
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
