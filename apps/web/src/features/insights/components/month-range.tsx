import { Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { insightsNs } from '../locales/i18n';

const MONTHS = Array.from({ length: 36 }, (_, i) => dayjs().subtract(i, 'month').format('YYYY-MM'));

/** Two month pickers, from and to. */
export function MonthRange({ from, to, onChange }: { from: string; to: string; onChange: (range: { monthFrom: string; monthTo: string }) => void }) {
  const { t } = useTranslation(insightsNs);
  const options = MONTHS.map((m) => ({ value: m, label: m }));
  return (
    <Space wrap>
      <span>{t('portrait.months')}</span>
      <Select aria-label={`${t('portrait.months')} 1`} style={{ width: 120 }} value={from} options={options} onChange={(monthFrom) => onChange({ monthFrom, monthTo: to })} />
      <Select aria-label={`${t('portrait.months')} 2`} style={{ width: 120 }} value={to} options={options} onChange={(monthTo) => onChange({ monthFrom: from, monthTo })} />
    </Space>
  );
}
