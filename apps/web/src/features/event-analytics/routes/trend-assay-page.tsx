import { useMemo, useState } from 'react';
import { Card, Segmented, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useTrend, type AnalyticsFilter } from '../api/calls';
import { Chart } from '../components/chart';
import { FilterBar, lastYear } from '../components/filter-bar';
import { useTypeLabel } from '../components/labels';
import { analyticsNs } from '../locales/i18n';

type Granularity = 'day' | 'week' | 'month';

/** `/transit/trendAssay`: touchpoints over time by type. */
export default function TrendAssayPage(_props: MenuPageProps) {
  const { t } = useTranslation(analyticsNs);
  const typeLabel = useTypeLabel();
  const [filter, setFilter] = useState<AnalyticsFilter>(lastYear);
  const [granularity, setGranularity] = useState<Granularity>('month');
  const trend = useTrend({ filter, granularity });
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 48, right: 16, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: trend.data?.buckets ?? [] },
      yAxis: { type: 'value' },
      series: (trend.data?.series ?? []).map((s) => ({ type: 'line', name: typeLabel(s.type), data: s.events, smooth: true })),
    }),
    [trend.data, typeLabel],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small" title={t('journey.trendTitle')}>
        <Space wrap>
          <FilterBar filter={filter} onChange={setFilter} />
          <Segmented<Granularity>
            value={granularity}
            onChange={setGranularity}
            options={(['day', 'week', 'month'] as const).map((g) => ({ value: g, label: t(`journey.granularity.${g}`) }))}
          />
        </Space>
        <Chart option={option} height={380} label={t('journey.trendTitle')} />
      </Card>
      <Card size="small">
        <Table
          rowKey="type"
          size="small"
          pagination={false}
          loading={trend.isFetching}
          dataSource={trend.data?.series ?? []}
          columns={[
            { title: t('journey.type'), key: 'type', render: (_, row) => typeLabel(row.type) },
            { title: t('journey.events'), dataIndex: 'totalEvents', key: 'events' },
            { title: t('journey.distinctDoctors'), dataIndex: 'doctors', key: 'doctors' },
          ]}
        />
      </Card>
    </Space>
  );
}
