import { useMemo } from 'react';
import { Card, Segmented, Space, Statistic, Typography } from 'antd';
import { GROUP_DIMENSIONS, STANCES } from '@crm/shared/contracts/insights';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { GroupAnalysis, GroupFilter } from '../api/insights-api';
import { insightsNs } from '../locales/i18n';
import { DoctorsDrawer, type PickedBar } from './doctors-drawer';
import { StanceChart } from './stance-chart';
import { StanceTable } from './stance-table';

export type GroupView = 'chart' | 'table';

/** The group analysis once run: the overall stance and the top groups per dimension, as charts or tables, each bar opening its doctors. */
export function GroupResults({
  result,
  filter,
  view,
  onView,
  bar,
  onBar,
}: {
  result: GroupAnalysis;
  filter: GroupFilter;
  view: GroupView;
  onView: (view: GroupView) => void;
  bar: PickedBar | null;
  onBar: (bar: PickedBar | null) => void;
}) {
  const { t } = useTranslation(insightsNs);
  const lang = useLanguage();
  const cell = (v: number | null | undefined) => (v === null || v === undefined ? t('common.suppressed') : v);
  const charts = useMemo(
    () =>
      GROUP_DIMENSIONS.map((dimension) => ({
        dimension,
        bars: (result.top[dimension] ?? []).map((row) => ({ key: row.key, label: localizedName(lang, row.label, row.labelEn), cells: row.cells, total: row.total })),
      })),
    [result, lang],
  );
  const overall = useMemo(() => [{ key: 'all', label: t('common.total'), cells: result.stance.cells ?? [], total: result.stance.total ?? null }], [result, t]);

  return (
    <>
      <Space wrap style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">
          {result.from && result.to ? t('group.period', { from: result.from, to: result.to }) : t('group.periodAll')} {t('common.suppressedNote', { threshold: result.threshold })}{' '}
          {t('group.clickHint')}
        </Typography.Text>
        <Segmented
          value={view}
          onChange={(v) => onView(v as GroupView)}
          options={[
            { value: 'chart', label: t('group.chartView') },
            { value: 'table', label: t('group.tableView') },
          ]}
        />
      </Space>
      <div className="insights-grid">
        <Card size="small" title={t('group.distribution')}>
          <div className="insights-stance-summary">
            <Statistic title={t('common.total')} value={cell(result.stance.total)} />
            {STANCES.map((stance, i) => (
              <Statistic key={stance} title={t(`stance.${stance}`)} value={cell(result.stance.cells[i])} />
            ))}
          </div>
          <StanceChart bars={overall} height={120} onPick={(_, stance) => onBar({ dimension: 'stance', label: t('common.total'), stance })} />
        </Card>
        {charts.map(({ dimension, bars }) => (
          <Card size="small" key={dimension} title={t('group.top', { dimension: t(`dimension.${dimension}`) })}>
            {bars.length ? (
              view === 'chart' ? (
                <StanceChart bars={bars} onPick={(picked, stance) => onBar({ dimension, key: picked.key, label: picked.label, stance })} />
              ) : (
                <StanceTable bars={bars} rowTitle={t(`dimension.${dimension}`)} onPick={(picked, stance) => onBar({ dimension, key: picked.key, label: picked.label, stance })} />
              )
            ) : (
              <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
            )}
          </Card>
        ))}
      </div>
      <DoctorsDrawer filter={filter} bar={bar} onClose={() => onBar(null)} />
    </>
  );
}
