import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TREATMENT_STATUSES } from '@crm/shared/contracts/sda';
import { FilterSelect } from '@/components/filter-select';
import type { MyProduct } from '@/lib/api/products';
import { useLanguage } from '@/lib/i18n/i18n';
import type { TreatmentRecord } from '../api/data-api';
import { dataNs } from '../locales/i18n';

export type TreatmentFilter = { month?: string; productId?: number; status?: TreatmentRecord['status'] };

/** The treatment records' filters: month (closed ones marked locked), product and status. */
export function TreatmentFilters({
  filter,
  months,
  closed,
  products,
  onChange,
}: {
  filter: TreatmentFilter;
  months: string[];
  closed: string[];
  products: MyProduct[];
  onChange: (filter: TreatmentFilter) => void;
}) {
  const { t } = useTranslation(dataNs);
  const en = useLanguage() === 'en';
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <FilterSelect
        label={t('sda.month')}
        width={140}
        value={filter.month}
        onChange={(month) => onChange({ ...filter, month })}
        options={months.map((m) => ({ value: m, label: closed.includes(m) ? `${m} · ${t('sda.locked')}` : m }))}
      />
      <FilterSelect
        label={t('sda.product')}
        width={160}
        value={filter.productId}
        onChange={(productId) => onChange({ ...filter, productId })}
        options={products.map((p) => ({ value: p.id, label: en ? p.nameEn : p.name }))}
      />
      <FilterSelect
        label={t('sda.status')}
        placeholder={t('sda.anyStatus')}
        width={160}
        value={filter.status}
        onChange={(status) => onChange({ ...filter, status })}
        options={TREATMENT_STATUSES.map((s) => ({ value: s, label: t(`sdaStatus.${s}`) }))}
      />
    </Space>
  );
}
