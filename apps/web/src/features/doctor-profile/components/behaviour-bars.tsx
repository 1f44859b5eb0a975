import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCounts } from '../api/get-interactions';
import { profileNs } from '../locales/i18n';
import { rankBehaviours } from './behaviour-ranking';
import { SectionEmpty } from './profile-section';

/** 互动行为统计: one bar per action type, the longest for the most frequent. */
export function BehaviourBars({ id }: { id: number }) {
  const { t } = useTranslation(profileNs);
  const lang = useLanguage();
  const query = useCounts(id, 'statistical', true);
  const records = query.data ?? [];
  const bars = rankBehaviours(records).filter((bar) => bar.counts > 0);
  return (
    <Card size="small" className="profile-section behaviour-bars" data-section="statistical" title={t('interaction.statistical')}>
      {query.isPending ? (
        <Skeleton active />
      ) : bars.length === 0 ? (
        <SectionEmpty reason={t('interaction.emptyPlatform')} />
      ) : (
        <ol className="behaviour-bars__list">
          {bars.map((bar) => (
            <li key={`${bar.dataType}-${bar.name}`} className="behaviour-bars__row">
              <span className="behaviour-bars__name">{localizedName(lang, bar.name, bar.nameEn)}</span>
              <span className="behaviour-bars__count">{t('interaction.times', { count: bar.counts })}</span>
              <span
                className="behaviour-bars__track"
                role="meter"
                aria-label={localizedName(lang, bar.name, bar.nameEn)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(bar.proportion)}
              >
                <span className="behaviour-bars__fill" style={{ width: `${bar.proportion}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
