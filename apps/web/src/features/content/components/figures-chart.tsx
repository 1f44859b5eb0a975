import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AggregationRow } from '@crm/shared/contracts/content-figures';
import { useEChart } from '@/lib/charts/use-echart';
import { contentNs } from '../locales/i18n';

registerChartParts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Sends, opens and clicks per group (channel, region, content) as bars, or per day as lines. */
export function FiguresChart({ rows, kind, labelOf, ariaLabel }: { rows: AggregationRow[]; kind: 'bar' | 'line'; labelOf?: (row: AggregationRow) => string; ariaLabel: string }) {
  const { t } = useTranslation(contentNs);
  const container = useRef<HTMLDivElement>(null);
  const chart = useEChart(container);

  useEffect(() => {
    const labels = rows.map((row) => (labelOf ? labelOf(row) : row.label));
    const series = (['sends', 'opens', 'clicks'] as const).map((metric) => ({
      name: t(`figures.${metric}`),
      type: kind,
      smooth: kind === 'line',
      data: rows.map((row) => row[metric]),
    }));
    chart.current?.setOption(
      {
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 40, right: 16, top: 36, bottom: 40 },
        xAxis: { type: 'category', data: labels, axisLabel: { hideOverlap: true } },
        yAxis: { type: 'value', minInterval: 1 },
        series,
      },
      true,
    );
  }, [chart, rows, kind, labelOf, t]);

  return (
    <div className="content-chart-wrap" role="img" aria-label={ariaLabel}>
      {rows.length === 0 && <Empty description={t('detail.noData')} />}
      <div ref={container} className="content-chart" style={rows.length === 0 ? { display: 'none' } : undefined} />
    </div>
  );
}
