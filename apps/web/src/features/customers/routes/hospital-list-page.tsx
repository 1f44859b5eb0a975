import { useState } from 'react';
import { Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HospitalSearch } from '@crm/shared/contracts/customer-hospital-schemas';
import { COVERAGE_STATUSES, HOSPITAL_LEVELS, PROCUREMENT_STATUSES } from '@crm/shared/customer-reference';
import { KeywordSearch } from '@/components/keyword-search';
import { pageRows } from '@/lib/api/page-rows';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useHospitalSearch } from '../api/hospitals';
import { useMyProducts } from '@/lib/api/products';
import type { HospitalSummary } from '../api/types';
import { CitySelect, ProvinceSelect } from '../components/doctor-list/region-selects';
import { hospitalDetailPath } from '../lib/doctor-links';
import { hospitalListTypeOf } from '../lib/list-types';
import { referenceLabel, referenceOptions } from '../lib/reference-label';
import { placeName } from '../lib/region-name';
import { customersNs } from '../locales/i18n';
import '../customers.css';

type HospitalFilters = Omit<HospitalSearch, 'listType' | 'page' | 'size'>;
const PAGE_SIZE = 20;

/** My hospitals (where my customers work) and all hospitals, with region, level and drug filters. */
export default function HospitalListPage({ route }: MenuPageProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const listType = hospitalListTypeOf(route.node);
  const [filters, setFilters] = useState<HospitalFilters>({});
  const [page, setPage] = useState(0);
  const products = useMyProducts();
  const hospitals = useHospitalSearch({ ...filters, listType, page, size: PAGE_SIZE });
  const set = (patch: Partial<HospitalFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  };
  const multi = { mode: 'multiple' as const, allowClear: true, maxTagCount: 'responsive' as const };

  return (
    <div className="customers-page hospital-list-page">
      <div className="hospital-filters">
        <KeywordSearch
          enterButton
          aria-label={t('hospitals.searchLabel')}
          placeholder={t('hospitals.searchPlaceholder')}
          onSearch={(keyword) => set({ keyword })}
          className="hospital-filters__search"
        />
        <ProvinceSelect placeholder={t('filters.province')} provinceCode={filters.provinceCode} onProvinceChange={(provinceCode) => set({ provinceCode, cityCode: undefined })} />
        <CitySelect placeholder={t('filters.city')} provinceCode={filters.provinceCode} cityCode={filters.cityCode} onCityChange={(cityCode) => set({ cityCode })} />
        <Select
          {...multi}
          aria-label={t('filters.hospitalLevel')}
          placeholder={t('filters.hospitalLevel')}
          value={filters.levels ?? []}
          onChange={(levels) => set({ levels })}
          options={referenceOptions(lang, HOSPITAL_LEVELS)}
        />
        <Select
          allowClear
          aria-label={t('filters.drug')}
          placeholder={t('filters.drug')}
          value={filters.productId}
          onChange={(productId?: number) => set({ productId })}
          options={(products.data ?? []).map((product) => ({ value: product.id, label: localizedName(lang, product.name, product.nameEn) }))}
        />
        <Select
          {...multi}
          aria-label={t('filters.procurementStatus')}
          placeholder={t('filters.procurementStatus')}
          value={filters.procurementStatuses ?? []}
          onChange={(procurementStatuses) => set({ procurementStatuses })}
          options={referenceOptions(lang, PROCUREMENT_STATUSES)}
        />
        <Select
          {...multi}
          aria-label={t('filters.coverageStatus')}
          placeholder={t('filters.coverageStatus')}
          value={filters.coverageStatuses ?? []}
          onChange={(coverageStatuses) => set({ coverageStatuses })}
          options={referenceOptions(lang, COVERAGE_STATUSES)}
        />
      </div>
      <Table<HospitalSummary>
        rowKey="id"
        size="middle"
        {...pageRows(hospitals)}
        locale={{ emptyText: t('common.empty') }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: hospitals.data?.totalElements ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('hospitals.total', { total, count: total }),
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          {
            key: 'name',
            title: t('hospitals.name'),
            render: (_, hospital) => <Link to={hospitalDetailPath(hospital)}>{localizedName(lang, hospital.name, hospital.nameEn)}</Link>,
          },
          { key: 'level', title: t('filters.hospitalLevel'), width: 170, render: (_, hospital) => referenceLabel(lang, HOSPITAL_LEVELS, hospital.level) },
          {
            key: 'region',
            title: t('fields.region'),
            width: 180,
            render: (_, hospital) =>
              placeName([
                localizedName(lang, hospital.province ?? '', hospital.provinceEn),
                localizedName(lang, hospital.city ?? '', hospital.cityEn),
                localizedName(lang, hospital.area ?? '', hospital.areaEn),
              ]) || t('common.none'),
          },
          { key: 'beds', title: t('fields.hospitalBeds'), width: 110, align: 'right', render: (_, hospital) => hospital.beds ?? t('common.none') },
          {
            key: 'outpatient',
            title: t('fields.hospitalYearOutpatient'),
            width: 150,
            align: 'right',
            render: (_, hospital) => hospital.yearOutpatient?.toLocaleString() ?? t('common.none'),
          },
          { key: 'doctors', title: t('hospitals.doctorCount'), width: 120, align: 'right', dataIndex: 'doctorCount' },
        ]}
      />
    </div>
  );
}
