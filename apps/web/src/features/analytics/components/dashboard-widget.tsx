import { useMemo, useState } from 'react';
import { Alert, Breadcrumb, Button, Card, Empty, Segmented, Spin, Statistic, Table } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DashboardWidget, DimensionInfo, MetricInfo, MetricRow } from '@crm/shared/contracts/analytics';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useMetricQuery } from '../api/analytics-calls';
import { analyticsNs } from '../locales/i18n';
import { formatValue } from './format';
import { MetricChart } from './metric-chart';
import type { RecordsTarget } from './records-drawer';

export interface Period {
  from: string;
  to: string;
  compare: boolean;
}

interface Step {
  dimension: string;
  key: string | null;
  label: string;
}

interface DashboardWidgetProps {
  widget: DashboardWidget;
  period: Period;
  metrics: Map<string, MetricInfo>;
  dimensions: Map<string, DimensionInfo>;
  onRecords: (target: RecordsTarget) => void;
}

/**
 * One widget: its metrics by its dimension. A value opens the next level (region → district → rep
 * → doctor) where every metric offers it, otherwise the records behind it.
 */
export function DashboardWidgetCard({ widget, period, metrics, dimensions, onRecords }: DashboardWidgetProps) {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const [path, setPath] = useState<Step[]>([]);
  const [view, setView] = useState<'chart' | 'table'>(widget.chart === 'table' ? 'table' : 'chart');
  const infos = widget.metrics.map((code) => metrics.get(code)).filter((m): m is MetricInfo => m !== undefined);
  const dimension = path.length ? (dimensions.get(path[path.length - 1]!.dimension)?.drillTo ?? undefined) : widget.dimension;
  const filters = useMemo(() => [...widget.filters, ...path.map((s) => ({ dimension: s.dimension, values: [s.key ?? ''] }))], [widget.filters, path]);
  const query = useMetricQuery({
    metrics: widget.metrics,
    dimension: widget.chart === 'number' ? undefined : dimension,
    filters,
    from: period.from,
    to: period.to,
    compare: period.compare,
    limit: 100,
  });
  const title = (lang === 'en' ? widget.titleEn || widget.title : widget.title || widget.titleEn) || infos.map((m) => localizedName(lang, m.name, m.nameEn)).join(' / ');
  const rows = useMemo(() => {
    const list = [...(query.data?.rows ?? [])];
    if (widget.ascending) list.sort((a, b) => (a.values[widget.metrics[0]!] ?? 0) - (b.values[widget.metrics[0]!] ?? 0));
    return list;
  }, [query.data, widget.ascending, widget.metrics]);

  const records = (row?: MetricRow) =>
    onRecords({ title: row ? `${title} · ${row.label}` : title, metrics: infos, dimension: row ? dimension : undefined, key: row?.key, filters, from: period.from, to: period.to });
  const pick = (row: MetricRow) => {
    const next = dimension ? dimensions.get(dimension)?.drillTo : null;
    if (dimension && next && infos.every((m) => m.dimensions.includes(next))) setPath([...path, { dimension, key: row.key, label: row.label }]);
    else records(row);
  };
  const series = infos.map((m) => ({ code: m.code, name: localizedName(lang, m.name, m.nameEn) }));

  const body = () => {
    if (query.isError) return <Alert type="error" title={t('widget.failed')} />;
    if (!query.data) return <Spin />;
    if (widget.chart === 'number') {
      const m = infos[0]!;
      const value = query.data.totals[m.code];
      const before = query.data.previousTotals?.[m.code];
      return (
        <button type="button" className="widget-number" onClick={() => records()}>
          <Statistic value={formatValue(value, m.unit, lang)} suffix={m.unit === 'yuan' || m.unit === 'hours' || m.unit === 'minutes' ? t(`units.${m.unit}`) : undefined} />
          {period.compare && before !== undefined && <span className="widget-number__previous">{t('period.previous', { value: formatValue(before, m.unit, lang) })}</span>}
        </button>
      );
    }
    if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.empty')} />;
    if (view === 'table')
      return (
        <Table<MetricRow>
          className="widget-table"
          size="small"
          rowKey={(r) => r.key ?? ''}
          dataSource={rows}
          pagination={false}
          scroll={{ y: widget.h * 80 - 120 }}
          columns={[
            {
              title: dimension ? localizedName(lang, dimensions.get(dimension)?.name ?? '', dimensions.get(dimension)?.nameEn) : '',
              dataIndex: 'label',
              render: (label: string, row) => (
                <Button type="link" size="small" onClick={() => pick(row)}>
                  {label || '—'}
                </Button>
              ),
            },
            ...infos.map((m) => ({
              title: localizedName(lang, m.name, m.nameEn),
              key: m.code,
              align: 'right' as const,
              render: (_: unknown, row: MetricRow) => (
                <>
                  {formatValue(row.values[m.code], m.unit, lang)}
                  {period.compare && row.previous && <span className="widget-previous"> ({t('period.previous', { value: formatValue(row.previous[m.code], m.unit, lang) })})</span>}
                </>
              ),
            })),
          ]}
        />
      );
    return <MetricChart chart={widget.chart as 'bar' | 'line' | 'pie'} rows={rows} series={series} onPick={pick} />;
  };

  return (
    <Card
      size="small"
      className="dashboard-widget"
      title={title}
      extra={
        <span className="dashboard-widget__actions">
          {widget.chart !== 'number' && widget.chart !== 'table' && (
            <Segmented
              size="small"
              value={view}
              onChange={(v) => setView(v as 'chart' | 'table')}
              options={[
                { value: 'chart', label: t('widget.chart') },
                { value: 'table', label: t('widget.table') },
              ]}
            />
          )}
          <Button size="small" type="text" icon={<UnorderedListOutlined />} aria-label={t('widget.records')} title={t('widget.records')} onClick={() => records()} />
        </span>
      }
    >
      {path.length > 0 && (
        <Breadcrumb
          className="dashboard-widget__path"
          items={[
            { title: <a onClick={() => setPath([])}>{t('widget.total')}</a> },
            ...path.map((step, i) => ({ title: i === path.length - 1 ? step.label : <a onClick={() => setPath(path.slice(0, i + 1))}>{step.label}</a> })),
          ]}
        />
      )}
      {/* While the next level loads the previous one stays, greyed, and cannot be clicked. */}
      <Spin spinning={query.isPlaceholderData} className="dashboard-widget__body">
        {body()}
      </Spin>
    </Card>
  );
}
