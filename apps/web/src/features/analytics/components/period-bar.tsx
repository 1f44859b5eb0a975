import { DatePicker, Space, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { analyticsNs } from '../locales/i18n';
import type { Period } from './dashboard-widget';
import { tenantToday } from '@/lib/session/tenant-today';

/** The last 30 days, today (in the enterprise's time zone) included. */
export function defaultPeriod(): Period {
  const today = tenantToday();
  return { from: today.subtract(29, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD'), compare: false };
}

export function PeriodBar({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation(analyticsNs);
  return (
    <Space wrap className="period-bar">
      <span>{t('period.range')}</span>
      <DatePicker.RangePicker
        allowClear={false}
        value={[dayjs(period.from), dayjs(period.to)]}
        onChange={(range) => range?.[0] && range[1] && onChange({ ...period, from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') })}
      />
      <Switch checked={period.compare} onChange={(compare) => onChange({ ...period, compare })} aria-label={t('period.compare')} />
      <span>{t('period.compare')}</span>
    </Space>
  );
}
