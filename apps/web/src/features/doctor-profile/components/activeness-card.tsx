import { useMemo, useState } from 'react';
import { Card, Segmented, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIVENESS_CATEGORIES, type Activeness, type ActivenessCategory } from '@crm/shared/contracts/academic-schemas';
import { useLanguage } from '@/lib/i18n/i18n';
import { useActiveness, type Granularity } from '../api/get-interactions';
import { profileNs } from '../locales/i18n';
import { activenessAxisLabel } from './activeness-labels';
import { ChartPlaceholder, ProfileChart } from './profile-chart';
import { SectionEmpty } from './profile-section';

/** 医生活跃度: four tabs over one line chart, by day or by month. */
export function ActivenessCard({ id }: { id: number }) {
  const { t } = useTranslation(profileNs);
  const lang = useLanguage();
  const [granularity, setGranularity] = useState<Granularity>('month');
  const query = useActiveness(id, granularity, true);
  // Spec 2.5: the first tab is selected, and selected again whenever new data arrives.
  const [picked, setPicked] = useState<{ data: Activeness | undefined; category: ActivenessCategory }>({ data: undefined, category: 'TOTAL' });
  const category: ActivenessCategory = picked.data === query.data ? picked.category : 'TOTAL';
  const points = useMemo(() => query.data?.[category] ?? [], [query.data, category]);
  const hasActivity = points.some((point) => point.counts > 0);
  const labels = useMemo(() => points.map((point) => activenessAxisLabel(point.actionDate, granularity, lang)), [points, granularity, lang]);

  const option = useMemo(
    () => ({
      grid: { left: 40, right: 16, top: 24, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', boundaryGap: false, data: labels },
      yAxis: { type: 'value', minInterval: 1, name: t('interaction.counts') },
      series: [{ type: 'line', name: t(`interaction.categories.${category}`), smooth: true, areaStyle: { opacity: 0.15 }, data: points.map((point) => point.counts) }],
    }),
    [points, labels, category, t],
  );

  return (
    <Card size="small" className="profile-section profile-activeness" data-section="activeness" title={t('interaction.activeness')}>
      <Tabs
        activeKey={category}
        onChange={(key) => setPicked({ data: query.data, category: key as ActivenessCategory })}
        items={ACTIVENESS_CATEGORIES.map((key) => ({ key, label: t(`interaction.categories.${key}`) }))}
        tabBarExtraContent={
          <Segmented<Granularity>
            aria-label={t('interaction.activeness')}
            value={granularity}
            onChange={setGranularity}
            options={[
              { value: 'day', label: t('interaction.day') },
              { value: 'month', label: t('interaction.month') },
            ]}
          />
        }
      />
      {query.isPending ? (
        <ChartPlaceholder height={260} />
      ) : hasActivity ? (
        <ProfileChart option={option} height={260} label={t(`interaction.categories.${category}`)} />
      ) : (
        <SectionEmpty reason={t('interaction.emptyPeriod')} />
      )}
      {labels.length > 0 && <div className="profile-activeness__range">{`${labels[0]} – ${labels[labels.length - 1]}`}</div>}
    </Card>
  );
}
