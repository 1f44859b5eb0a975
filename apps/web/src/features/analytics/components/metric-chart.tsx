import { useEffect, useRef } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartType, MetricRow } from '@crm/shared/contracts/analytics';
import { useEChart } from '@/lib/charts/use-echart';

registerChartParts([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface MetricChartProps {
  chart: Exclude<ChartType, 'number' | 'table'>;
  rows: MetricRow[];
  series: Array<{ code: string; name: string }>;
  /** A click on a value: its row key (for drilling down). */
  onPick: (row: MetricRow) => void;
}

/** Bars, lines or a pie of metric values by one dimension, one series per metric. */
export function MetricChart({ chart, rows, series, onPick }: MetricChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const instance = useEChart(container, (event) => {
    const row = rows[event.dataIndex];
    if (row) onPick(row);
  });
  useEffect(() => {
    const labels = rows.map((r) => r.label || '—');
    const option =
      chart === 'pie'
        ? {
            tooltip: { trigger: 'item' },
            legend: { type: 'scroll', bottom: 0 },
            series: [{ type: 'pie', radius: ['35%', '65%'], data: rows.map((r, i) => ({ name: labels[i], value: r.values[series[0]!.code] ?? 0 })) }],
          }
        : {
            tooltip: { trigger: 'axis' },
            legend: { show: series.length > 1, top: 0 },
            grid: { left: 48, right: 16, top: series.length > 1 ? 32 : 16, bottom: 48 },
            xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, rotate: labels.length > 6 ? 30 : 0, hideOverlap: true } },
            yAxis: { type: 'value' },
            series: series.map((s) => ({ type: chart, name: s.name, smooth: true, data: rows.map((r) => r.values[s.code] ?? 0) })),
          };
    instance.current?.setOption(option, true);
  }, [chart, rows, series, instance]);
  return <div ref={container} className="metric-chart" />;
}
