import { Button, Table } from 'antd';
import { STANCES, type Stance } from '@crm/shared/contracts/insights';
import { useTranslation } from 'react-i18next';
import { insightsNs } from '../locales/i18n';
import type { ChartBar } from './stance-chart';

/** The bars of a chart as a table; each shown count opens the doctors behind it. */
export function StanceTable({ bars, rowTitle, onPick }: { bars: ChartBar[]; rowTitle: string; onPick: (bar: ChartBar, stance: Stance) => void }) {
  const { t } = useTranslation(insightsNs);
  return (
    <Table
      size="small"
      rowKey="key"
      dataSource={bars}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        { title: rowTitle, dataIndex: 'label' },
        ...STANCES.map((stance, i) => ({
          title: t(`stance.${stance}`),
          key: stance,
          align: 'right' as const,
          render: (_: unknown, bar: ChartBar) => {
            const value = bar.cells[i];
            return value === null || value === undefined ? (
              t('common.suppressed')
            ) : (
              <Button type="link" size="small" aria-label={`${bar.label} ${t(`stance.${stance}`)} ${value}`} onClick={() => onPick(bar, stance)}>
                {value}
              </Button>
            );
          },
        })),
        {
          title: t('common.total'),
          key: 'total',
          align: 'right' as const,
          render: (_: unknown, bar: ChartBar) => bar.total ?? t('common.suppressed'),
        },
      ]}
    />
  );
}
