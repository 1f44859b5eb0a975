import { useEffect, useRef } from 'react';
import { BarChart, FunnelChart, LineChart, SankeyChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts, type ECElementEvent } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEChart } from '@/lib/charts/use-echart';

registerChartParts([BarChart, FunnelChart, LineChart, SankeyChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface ChartProps {
  option: Record<string, unknown>;
  height?: number;
  label: string;
  onClick?: (event: ECElementEvent) => void;
}

/** One chart of the analytics pages; the option is replaced whole on every change. */
export function Chart({ option, height = 320, label, onClick }: ChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useEChart(container, onClick);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [chart, option]);
  return <div ref={container} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
