import { DatePicker, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useMyProducts } from '@/lib/api/products';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { AnalyticsFilter } from '../api/calls';
import { analyticsNs } from '../locales/i18n';
import { tenantToday } from '@/lib/session/tenant-today';

const TIERS = ['3A', '3B', '2A', '2B', '2C', '1'];

/** The last twelve months up to today: the default period of every analytics page. */
export function lastYear(): AnalyticsFilter {
  const today = tenantToday();
  return { from: today.subtract(1, 'year').add(1, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

/** Period, product and tier: the filter funnels, trends and journeys share. */
export function FilterBar({ filter, onChange, tiers = true }: { filter: AnalyticsFilter; onChange: (next: AnalyticsFilter) => void; tiers?: boolean }) {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const products = useMyProducts();
  return (
    <Space wrap>
      <DatePicker.RangePicker
        aria-label={t('common.period')}
        allowClear={false}
        value={[dayjs(filter.from), dayjs(filter.to)]}
        onChange={(range) => {
          const [from, to] = (range ?? []) as [Dayjs | null, Dayjs | null];
          if (from && to) onChange({ ...filter, from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
        }}
      />
      <Select
        aria-label={t('common.product')}
        style={{ width: 180 }}
        value={filter.productId ?? 0}
        onChange={(productId: number) => onChange({ ...filter, productId: productId || null })}
        options={[{ value: 0, label: t('common.allProducts') }, ...(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))]}
      />
      {tiers && (
        <Select
          aria-label={t('common.tier')}
          style={{ width: 140 }}
          value={filter.hospitalLevel ?? ''}
          onChange={(hospitalLevel: string) => onChange({ ...filter, hospitalLevel: hospitalLevel || null })}
          options={[{ value: '', label: t('common.anyTier') }, ...TIERS.map((tier) => ({ value: tier, label: tier }))]}
        />
      )}
    </Space>
  );
}
