import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { TREATMENT_STATUSES } from '@crm/shared/contracts/sda';
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
      <Select
        allowClear
        placeholder={t('sda.month')}
        aria-label={t('sda.month')}
        style={{ width: 140 }}
        value={filter.month}
        onChange={(month) => onChange({ ...filter, month })}
        options={months.map((m) => ({ value: m, label: closed.includes(m) ? `${m} · ${t('sda.locked')}` : m }))}
      />
      <Select
        allowClear
        placeholder={t('sda.product')}
        aria-label={t('sda.product')}
        style={{ width: 160 }}
        value={filter.productId}
        onChange={(productId) => onChange({ ...filter, productId })}
        options={products.map((p) => ({ value: p.id, label: en ? p.nameEn : p.name }))}
      />
      <Select
        allowClear
        placeholder={t('sda.anyStatus')}
        aria-label={t('sda.status')}
        style={{ width: 160 }}
        value={filter.status}
        onChange={(status) => onChange({ ...filter, status })}
        options={TREATMENT_STATUSES.map((s) => ({ value: s, label: t(`sdaStatus.${s}`) }))}
      />
    </Space>
  );
}
