import { useEffect, useRef } from 'react';
import { Skeleton } from 'antd';
import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEChart } from '@/lib/charts/use-echart';

// Only the parts these charts draw: activeness lines and the two tendency donuts.
registerChartParts([LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

interface ProfileChartProps {
  option: EChartsCoreOption;
  height: number;
  label: string;
}

/** An ECharts canvas that follows its option and the width of its container. */
export function ProfileChart({ option, height, label }: ProfileChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useEChart(container);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [chart, option]);

  return <div ref={container} className="profile-chart" role="img" aria-label={label} style={{ height }} />;
}

/**
 * The chart's space while its data loads: what lies below does not move when the chart arrives,
 * and a section below the fold stays below it (so it does not ask for its data before the reader
 * scrolls to it).
 */
export function ChartPlaceholder({ height }: { height: number }) {
  return (
    <div style={{ minHeight: height }}>
      <Skeleton active />
    </div>
  );
}
