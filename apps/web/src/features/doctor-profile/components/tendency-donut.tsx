import { useMemo } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCounts } from '../api/get-interactions';
import { profileNs } from '../locales/i18n';
import { ChartPlaceholder, ProfileChart } from './profile-chart';
import { SectionEmpty } from './profile-section';

/** 医生互动行为倾向 or 医学教育平台行为倾向: shares of one doctor's interactions as a donut. */
export function TendencyDonut({ id, call }: { id: number; call: 'tendency' | 'educateTendency' }) {
  const { t } = useTranslation(profileNs);
  const lang = useLanguage();
  const query = useCounts(id, call, true);
  const slices = useMemo(
    () => (query.data ?? []).filter((record) => record.counts > 0).map((record) => ({ name: localizedName(lang, record.name, record.nameEn), value: record.counts })),
    [query.data, lang],
  );
  const title = t(`interaction.${call}`);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'plain', itemWidth: 12, itemHeight: 10, itemGap: 8, textStyle: { fontSize: 11 } },
      series: [{ type: 'pie', name: title, radius: ['38%', '60%'], center: ['50%', '42%'], label: { formatter: '{d}%' }, data: slices }],
    }),
    [slices, title],
  );
  return (
    <Card size="small" className="profile-section" data-section={call} title={title}>
      {query.isPending ? (
        <ChartPlaceholder height={300} />
      ) : slices.length === 0 ? (
        <SectionEmpty reason={t('interaction.emptyPlatform')} />
      ) : (
        <ProfileChart option={option} height={300} label={title} />
      )}
    </Card>
  );
}
