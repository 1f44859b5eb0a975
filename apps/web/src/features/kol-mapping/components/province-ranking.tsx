import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { KolProvinces } from '../api/kol-calls';
import { kolNs } from '../locales/i18n';

interface ProvinceRankingProps {
  provinces: KolProvinces;
  selected: string | undefined;
  onPick: (provinceCode: string | undefined) => void;
}

/** The provinces with most KOLs as bars; the same numbers as the map, readable at a glance. */
export function ProvinceRanking({ provinces, selected, onPick }: ProvinceRankingProps) {
  const { t } = useTranslation(kolNs);
  const lang = useLanguage();
  const ranked = [...provinces]
    .filter((row) => row.kols > 0)
    .sort((a, b) => b.kols - a.kols)
    .slice(0, 10);
  const max = Math.max(1, ...ranked.map((row) => row.kols));
  return (
    <ol className="province-ranking" aria-label={t('map.ranking')}>
      {ranked.map((row) => (
        <li key={row.provinceCode}>
          <button
            type="button"
            className={`province-ranking__row${row.provinceCode === selected ? ' province-ranking__row--selected' : ''}`}
            aria-pressed={row.provinceCode === selected}
            onClick={() => onPick(row.provinceCode === selected ? undefined : row.provinceCode)}
          >
            <span className="province-ranking__name">{localizedName(lang, row.provinceName, row.provinceNameEn)}</span>
            <span className="province-ranking__track">
              <span className="province-ranking__fill" style={{ width: `${(row.kols / max) * 100}%` }} />
            </span>
            <span className="province-ranking__count">{t('map.people', { count: row.kols })}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
