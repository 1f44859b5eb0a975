import { useEffect, useMemo, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { STANCES, type Stance } from '@crm/shared/contracts/insights';
import { useTranslation } from 'react-i18next';
import { useEChart } from '@/lib/charts/use-echart';
import { insightsNs } from '../locales/i18n';

registerChartParts([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export const STANCE_COLORS: Record<Stance, string> = { POSITIVE: '#52c41a', NEUTRAL: '#bfbfbf', NEGATIVE: '#f5222d' };

export interface ChartBar {
  key: string;
  label: string;
  /** Doctors per stance (STANCES order); null where suppressed. */
  cells: Array<number | null>;
  total: number | null;
}

/** What a shown total holds beyond its shown parts: the hidden parts together (never one alone). */
export const hiddenPart = (bar: ChartBar) => (bar.total === null ? null : bar.total - bar.cells.reduce<number>((sum, c) => sum + (c ?? 0), 0) || null);

/** Horizontal bars stacked by stance; a click on a segment picks its bar and stance. */
export function StanceChart({ bars, onPick, height }: { bars: ChartBar[]; onPick: (bar: ChartBar, stance: Stance) => void; height?: number }) {
  const { t } = useTranslation(insightsNs);
  const container = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => [...bars].reverse(), [bars]);
  const chart = useEChart(container, (event) => {
    const bar = shown[event.dataIndex];
    const stance = STANCES[event.seriesIndex ?? -1];
    if (bar && stance && bar.cells[STANCES.indexOf(stance)] !== null) onPick(bar, stance);
  });
  useEffect(() => {
    chart.current?.setOption(
      {
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        legend: { top: 0 },
        grid: { left: 8, right: 24, top: 32, bottom: 8, containLabel: true },
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: { type: 'category', data: shown.map((b) => b.label), axisLabel: { width: 150, overflow: 'truncate' } },
        series: [
          ...STANCES.map((stance, i) => ({
            type: 'bar',
            stack: 'stance',
            name: t(`stance.${stance}`),
            itemStyle: { color: STANCE_COLORS[stance] },
            label: { show: true, formatter: (p: { value: number | null }) => (p.value ? String(p.value) : '') },
            data: shown.map((b) => b.cells[i] ?? null),
            cursor: 'pointer',
          })),
          {
            type: 'bar',
            stack: 'stance',
            name: t('common.hiddenParts'),
            itemStyle: { color: '#f0f0f0', borderColor: '#d9d9d9', borderType: 'dashed' },
            data: shown.map(hiddenPart),
            cursor: 'default',
          },
        ],
      },
      true,
    );
  }, [chart, shown, t]);
  return <div ref={container} className="insights-chart" style={{ height: height ?? Math.max(160, 44 + shown.length * 30) }} />;
}
