import { Button, Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_CHANNELS, COVERAGE_STATUSES, DOCTOR_TITLES, HOSPITAL_LEVELS, LAST_VISIT_RANGES, PROCUREMENT_STATUSES } from '@crm/shared/customer-reference';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useStandardDepartments } from '../../api/reference';
import { useMyProducts } from '@/lib/api/products';
import { withProvince, type DoctorListFilters } from '../../lib/doctor-filters';
import { referenceOptions } from '../../lib/reference-label';
import { customersNs } from '../../locales/i18n';
import { CitySelect, ProvinceSelect } from './region-selects';
import { TagTermSelect } from './tag-term-select';

interface DoctorFilterPanelProps {
  filters: DoctorListFilters;
  onChange: (filters: DoctorListFilters) => void;
  onReset: () => void;
}

type Patch = Partial<DoctorListFilters>;

/** Every filter of spec 3 plus tags; each change applies at once and the filters combine. */
export function DoctorFilterPanel({ filters, onChange, onReset }: DoctorFilterPanelProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const departments = useStandardDepartments();
  const products = useMyProducts();
  const set = (patch: Patch) => onChange({ ...filters, ...patch });
  const multi = { mode: 'multiple' as const, allowClear: true, maxTagCount: 'responsive' as const, placeholder: t('filters.any') };

  return (
    <Form layout="vertical" className="doctor-filters" component="section" aria-label={t('list.filters')}>
      <div className="doctor-filters__grid">
        <Form.Item label={t('filters.province')}>
          <ProvinceSelect provinceCode={filters.provinceCode} onProvinceChange={(code) => onChange(withProvince(filters, code))} />
        </Form.Item>
        <Form.Item label={t('filters.city')}>
          <CitySelect provinceCode={filters.provinceCode} cityCode={filters.cityCode} onCityChange={(cityCode) => set({ cityCode })} />
        </Form.Item>
        <Form.Item label={t('filters.hospitalName')}>
          <Input
            allowClear
            aria-label={t('filters.hospitalName')}
            placeholder={t('filters.hospitalNamePlaceholder')}
            defaultValue={filters.hospitalName}
            key={filters.hospitalName ?? ''}
            onBlur={(event) => set({ hospitalName: event.target.value.trim() || undefined })}
            onPressEnter={(event) => set({ hospitalName: event.currentTarget.value.trim() || undefined })}
          />
        </Form.Item>
        <Form.Item label={t('filters.department')}>
          <TreeSelect
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            aria-label={t('filters.department')}
            placeholder={t('filters.any')}
            loading={departments.isLoading}
            value={filters.departmentId}
            onChange={(departmentId?: number) => set({ departmentId })}
            treeData={(departments.data ?? []).map((parent) => ({
              value: parent.id,
              title: localizedName(lang, parent.name, parent.nameEn),
              children: parent.children.map((child) => ({ value: child.id, title: localizedName(lang, child.name, child.nameEn) })),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('filters.hospitalLevel')}>
          <Select
            {...multi}
            aria-label={t('filters.hospitalLevel')}
            value={filters.hospitalLevels ?? []}
            onChange={(hospitalLevels) => set({ hospitalLevels })}
            options={referenceOptions(lang, HOSPITAL_LEVELS)}
          />
        </Form.Item>
        <Form.Item label={t('filters.title')}>
          <Select
            {...multi}
            aria-label={t('filters.title')}
            value={filters.titleCodes ?? []}
            onChange={(titleCodes) => set({ titleCodes })}
            options={referenceOptions(lang, DOCTOR_TITLES)}
          />
        </Form.Item>
        <Form.Item label={t('filters.drug')} tooltip={t('filters.drugHint')}>
          <Select
            allowClear
            aria-label={t('filters.drug')}
            placeholder={t('filters.anyDrug')}
            loading={products.isLoading}
            value={filters.productId}
            onChange={(productId?: number) => set({ productId })}
            options={(products.data ?? []).map((product) => ({ value: product.id, label: localizedName(lang, product.name, product.nameEn) }))}
          />
        </Form.Item>
        <Form.Item label={t('filters.hasSales')}>
          <Select
            allowClear
            aria-label={t('filters.hasSales')}
            placeholder={t('filters.any')}
            value={filters.hasSales === undefined ? undefined : String(filters.hasSales)}
            onChange={(value?: string) => set({ hasSales: value === undefined ? undefined : value === 'true' })}
            options={[
              { value: 'true', label: t('filters.withSales') },
              { value: 'false', label: t('filters.withoutSales') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('filters.procurementStatus')}>
          <Select
            {...multi}
            aria-label={t('filters.procurementStatus')}
            value={filters.procurementStatuses ?? []}
            onChange={(procurementStatuses) => set({ procurementStatuses })}
            options={referenceOptions(lang, PROCUREMENT_STATUSES)}
          />
        </Form.Item>
        <Form.Item label={t('filters.coverageStatus')}>
          <Select
            {...multi}
            aria-label={t('filters.coverageStatus')}
            value={filters.coverageStatuses ?? []}
            onChange={(coverageStatuses) => set({ coverageStatuses })}
            options={referenceOptions(lang, COVERAGE_STATUSES)}
          />
        </Form.Item>
        <Form.Item label={t('filters.lastVisit')}>
          <Select
            allowClear
            aria-label={t('filters.lastVisit')}
            placeholder={t('filters.any')}
            value={filters.lastVisit}
            onChange={(lastVisit?: DoctorListFilters['lastVisit']) => set({ lastVisit })}
            options={referenceOptions(lang, LAST_VISIT_RANGES)}
          />
        </Form.Item>
        <Form.Item label={t('filters.channels')}>
          <Select
            {...multi}
            aria-label={t('filters.channels')}
            value={filters.channels ?? []}
            onChange={(channels) => set({ channels })}
            options={referenceOptions(lang, CONTACT_CHANNELS)}
          />
        </Form.Item>
        <Form.Item label={t('filters.tags')} className="doctor-filters__wide">
          <TagTermSelect value={filters.tagTermIds} onChange={(tagTermIds) => set({ tagTermIds })} />
        </Form.Item>
      </div>
      <div className="doctor-filters__actions">
        <Button onClick={onReset}>{t('list.clearFilters')}</Button>
      </div>
    </Form>
  );
}
