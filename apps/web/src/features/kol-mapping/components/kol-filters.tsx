import { Button, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { KOL_TIERS, type KolTier } from '@crm/shared/contracts/academic-schemas';
import { therapeuticAreaLabel } from '@crm/shared/therapeutic-areas';
import { KeywordSearch } from '@/components/keyword-search';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { KolFilter, KolOptions } from '../api/kol-calls';
import { kolNs } from '../locales/i18n';

interface KolFiltersProps {
  options: KolOptions | undefined;
  filter: KolFilter;
  onChange: (filter: KolFilter) => void;
}

/** Therapeutic area, indication, product, region, tier and a name search. */
export function KolFilters({ options, filter, onChange }: KolFiltersProps) {
  const { t } = useTranslation(kolNs);
  const lang = useLanguage();
  const set = (patch: Partial<KolFilter>) =>
    onChange(Object.fromEntries(Object.entries({ ...filter, ...patch }).filter(([, value]) => value !== undefined && value !== '')) as KolFilter);

  const products = (options?.products ?? []).filter((product) => !filter.therapeuticArea || product.therapeuticArea === filter.therapeuticArea);
  return (
    <Space wrap size={[12, 8]} className="kol-filters">
      <Select<string>
        aria-label={t('filters.therapeuticArea')}
        placeholder={t('filters.therapeuticArea')}
        allowClear
        style={{ width: 160 }}
        value={filter.therapeuticArea}
        onChange={(value) => set({ therapeuticArea: value, productId: undefined })}
        options={(options?.therapeuticAreas ?? []).map((area) => ({ value: area, label: therapeuticAreaLabel(area, lang) }))}
      />
      <Select<string>
        aria-label={t('filters.indication')}
        placeholder={t('filters.indication')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 160 }}
        value={filter.indication}
        onChange={(value) => set({ indication: value })}
        options={(options?.indications ?? []).map((indication) => ({ value: indication.name, label: localizedName(lang, indication.name, indication.nameEn) }))}
      />
      <Select<number>
        aria-label={t('filters.product')}
        placeholder={t('filters.product')}
        allowClear
        style={{ width: 180 }}
        value={filter.productId}
        onChange={(value) => set({ productId: value })}
        options={products.map((product) => ({
          value: product.id,
          label: localizedName(lang, product.name, product.nameEn),
          withheld: product.academicDataWithheld,
        }))}
        optionRender={(option) => (
          <span>
            {option.label}
            {option.data.withheld && <Tag className="kol-filters__withheld">{t('withheldTag')}</Tag>}
          </span>
        )}
      />
      <Select<string>
        aria-label={t('filters.province')}
        placeholder={t('filters.province')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 130 }}
        value={filter.provinceCode}
        onChange={(value) => set({ provinceCode: value })}
        options={(options?.provinces ?? []).map((province) => ({ value: province.code, label: localizedName(lang, province.name, province.nameEn) }))}
      />
      <Select<KolTier>
        aria-label={t('filters.tier')}
        placeholder={t('filters.tier')}
        allowClear
        style={{ width: 120 }}
        value={filter.tier}
        onChange={(value) => set({ tier: value })}
        options={KOL_TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))}
      />
      <KeywordSearch
        aria-label={t('filters.keyword')}
        placeholder={t('filters.keyword')}
        width={190}
        key={filter.keyword ?? ''}
        defaultValue={filter.keyword}
        maxLength={50}
        onSearch={(keyword) => set({ keyword })}
      />
      <Button onClick={() => onChange({})}>{t('filters.reset')}</Button>
    </Space>
  );
}
