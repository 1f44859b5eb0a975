import { useMemo } from 'react';
import { Card, Skeleton } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts, type EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useTranslation } from 'react-i18next';
import type { TimelineSummary } from '@crm/shared/contracts/doctor-timeline';
import { useLanguage } from '@/lib/i18n/i18n';
import { formatWhen } from '@/lib/when';
import { useTimelineSummary } from '../api/get-timeline';
import { profileNs } from '../locales/i18n';
import { ProfileChart } from './profile-chart';
import { SectionEmpty } from './profile-section';

registerChartParts([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const HEIGHT = 220;

/** One stacked bar a month, a colour per kind of touch; kinds with no touch in the year are left out. */
function chartOption(summary: TimelineSummary, label: (type: string) => string, monthLabel: (month: string) => string): EChartsCoreOption {
  const shown = summary.series.filter((one) => one.total > 0);
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 32, right: 12, top: 12, bottom: 48 },
    xAxis: { type: 'category', data: summary.months.map(monthLabel), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: shown.map((one) => ({ name: label(one.type), type: 'bar', stack: 'touches', data: one.counts, barMaxWidth: 28 })),
  };
}

/**
 * 近 12 个月的触达: the doctor's timeline counted by month and kind (visits done, content delivered,
 * meetings, learning, …), with the total and the last touch; empty, it says why.
 */
export function TouchesCard({ id }: { id: number }) {
  const { t } = useTranslation(profileNs);
  const lang = useLanguage();
  const query = useTimelineSummary(id);
  const summary = query.data;
  const option = useMemo(
    () =>
      summary &&
      chartOption(
        summary,
        (type) => t(`timeline.types.${type}`),
        (month) => (lang === 'en' ? new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)) : `${Number(month.slice(5))}月`),
      ),
    [summary, t, lang],
  );
  const byKind = summary?.series.filter((one) => one.total > 0) ?? [];
  return (
    <Card size="small" className="profile-section touches-card" data-section="touches" title={t('touches.title')}>
      {query.isPending ? (
        <Skeleton active />
      ) : !summary || summary.total === 0 ? (
        <SectionEmpty reason={t('touches.empty')} />
      ) : (
        <>
          <p className="touches-card__line">
            {t('touches.total', { count: summary.total })}
            {byKind.length > 0 && ` · ${byKind.map((one) => `${t(`timeline.types.${one.type}`)} ${one.total}`).join(' · ')}`}
            {summary.lastTouch && ` · ${t('touches.last', { when: formatWhen(summary.lastTouch.at, { lang }) })}`}
          </p>
          {option && <ProfileChart option={option} height={HEIGHT} label={t('touches.title')} />}
        </>
      )}
    </Card>
  );
}
