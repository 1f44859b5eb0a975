import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Select, Space, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportMetrics, type MetricQuery, type MetricRow } from '@crm/shared/contracts/analytics';
import { TableTotalsRow } from '@/components/table-totals-row';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { callContract } from '@/lib/request/contract-client';
import { useMetricCatalog, useMetricQuery } from '../api/analytics-calls';
import { formatValue } from '../components/format';
import { MetricChart } from '../components/metric-chart';
import { PeriodBar, defaultPeriod } from '../components/period-bar';
import { analyticsNs } from '../locales/i18n';
import '../analytics.css';
import { saveBlob } from '@/lib/save-blob';

type Chart = 'bar' | 'line' | 'pie' | 'table';

/**
 * `/data/analysis` without an outside analytics site configured on the menu entry: pick metrics,
 * a dimension and filters, see a chart and a table, export the table as xlsx.
 */
export default function AnalysisPage() {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const catalog = useMetricCatalog();
  const [period, setPeriod] = useState(defaultPeriod);
  const [codes, setCodes] = useState<string[]>(['visit.completed']);
  const [dimension, setDimension] = useState<string | undefined>('region');
  const [chart, setChart] = useState<Chart>('bar');
  const [filterDimension, setFilterDimension] = useState<string | undefined>();
  const [filterValues, setFilterValues] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const metrics = useMemo(() => catalog.data?.metrics ?? [], [catalog.data]);
  const chosen = metrics.filter((m) => codes.includes(m.code));
  const offered = (catalog.data?.dimensions ?? []).filter((d) => chosen.length > 0 && chosen.every((m) => m.dimensions.includes(d.code)));
  const filters = filterDimension && filterValues.length ? [{ dimension: filterDimension, values: filterValues }] : [];
  const body: MetricQuery = { metrics: codes, dimension, filters, from: period.from, to: period.to, compare: period.compare, limit: 200 };
  const result = useMetricQuery(body, codes.length > 0 && (!dimension || offered.some((d) => d.code === dimension)));
  const choices = useMetricQuery(
    { metrics: codes.slice(0, 1), dimension: filterDimension, filters: [], from: period.from, to: period.to, limit: 200 },
    codes.length > 0 && !!filterDimension,
  );
  const name = (code: string) => {
    const m = metrics.find((x) => x.code === code);
    return m ? localizedName(lang, m.name, m.nameEn) : code;
  };
  const download = async () => {
    setExporting(true);
    try {
      const blob = await callContract(exportMetrics, { body });
      saveBlob(blob, `analysis-${period.from}-${period.to}.xlsx`);
    } finally {
      setExporting(false);
    }
  };
  const rows = result.data?.rows ?? [];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('analysis.title')} extra={<PeriodBar period={period} onChange={setPeriod} />}>
        <Form layout="inline" className="analysis-form">
          <Form.Item label={t('analysis.metrics')}>
            <Select
              mode="multiple"
              maxCount={6}
              style={{ minWidth: 320 }}
              value={codes}
              onChange={setCodes}
              optionFilterProp="label"
              options={metrics.map((m) => ({ value: m.code, label: localizedName(lang, m.name, m.nameEn) }))}
            />
          </Form.Item>
          <Form.Item label={t('analysis.dimension')}>
            <Select
              style={{ minWidth: 140 }}
              value={dimension ?? ''}
              onChange={(v: string) => setDimension(v || undefined)}
              options={[{ value: '', label: t('editor.none') }, ...offered.map((d) => ({ value: d.code, label: localizedName(lang, d.name, d.nameEn) }))]}
            />
          </Form.Item>
          <Form.Item label={t('analysis.filters')}>
            <Space.Compact>
              <Select
                style={{ minWidth: 120 }}
                allowClear
                value={filterDimension}
                onChange={(v?: string) => {
                  setFilterDimension(v);
                  setFilterValues([]);
                }}
                options={offered.filter((d) => !['day', 'week', 'month'].includes(d.code)).map((d) => ({ value: d.code, label: localizedName(lang, d.name, d.nameEn) }))}
              />
              <Select
                mode="multiple"
                style={{ minWidth: 200 }}
                value={filterValues}
                onChange={setFilterValues}
                disabled={!filterDimension}
                optionFilterProp="label"
                options={(choices.data?.rows ?? []).filter((r) => r.key !== null).map((r) => ({ value: r.key!, label: r.label }))}
              />
            </Space.Compact>
          </Form.Item>
          <Form.Item label={t('analysis.chart')}>
            <Select
              style={{ minWidth: 110 }}
              value={chart}
              onChange={setChart}
              options={(['bar', 'line', 'pie', 'table'] as const).map((c) => ({ value: c, label: t(`charts.${c}`) }))}
            />
          </Form.Item>
          <Button icon={<DownloadOutlined />} loading={exporting} disabled={codes.length === 0} onClick={() => void download()}>
            {t('analysis.export')}
          </Button>
        </Form>
      </Card>
      {codes.length === 0 ? (
        <Alert type="info" title={t('analysis.pickMetric')} />
      ) : (
        <Card size="small">
          {chart !== 'table' && dimension && rows.length > 0 && (
            <div style={{ height: 320 }}>
              <MetricChart chart={chart} rows={rows} series={codes.map((code) => ({ code, name: name(code) }))} onPick={() => undefined} />
            </div>
          )}
          <Table<MetricRow>
            size="small"
            rowKey={(r) => r.key ?? ''}
            loading={result.isFetching}
            dataSource={rows}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            columns={[
              {
                title: dimension
                  ? localizedName(lang, offered.find((d) => d.code === dimension)?.name ?? '', offered.find((d) => d.code === dimension)?.nameEn)
                  : t('widget.total'),
                dataIndex: 'label',
                render: (v: string) => v || t('widget.total'),
              },
              ...chosen.map((m) => ({
                title: name(m.code),
                key: m.code,
                align: 'right' as const,
                render: (_: unknown, r: MetricRow) => formatValue(r.values[m.code], m.unit, lang),
              })),
            ]}
            summary={() =>
              dimension && result.data ? <TableTotalsRow label={t('widget.total')} figures={chosen.map((m) => formatValue(result.data.totals[m.code], m.unit, lang))} /> : null
            }
          />
        </Card>
      )}
    </Space>
  );
}
