import { useEffect, useMemo, useRef } from 'react';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEChart } from '@/lib/charts/use-echart';

registerChartParts([LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, CanvasRenderer]);

/** Monthly stance score (-1..1) per drug, one line each. */
export function TrendChart({ points, names }: { points: Array<{ month: string; productId: number; score: number }>; names: Map<number, string> }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useEChart(container);
  const months = useMemo(() => [...new Set(points.map((p) => p.month))].sort(), [points]);
  useEffect(() => {
    const products = [...new Set(points.map((p) => p.productId))];
    chart.current?.setOption(
      {
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: months },
        yAxis: { type: 'value', min: -1, max: 1 },
        series: products.map((productId) => ({
          type: 'line',
          name: names.get(productId) ?? String(productId),
          connectNulls: true,
          data: months.map((m) => points.find((p) => p.month === m && p.productId === productId)?.score ?? null),
        })),
      },
      true,
    );
  }, [chart, points, months, names]);
  return <div ref={container} className="insights-chart" style={{ height: 260 }} />;
}
