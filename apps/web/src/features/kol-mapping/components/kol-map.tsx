import { useEffect, useMemo, useRef } from 'react';
import { MapChart } from 'echarts/charts';
import { TooltipComponent, VisualMapContinuousComponent } from 'echarts/components';
import { registerMap, use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useTranslation } from 'react-i18next';
import { KOL_TIERS } from '@crm/shared/contracts/academic-schemas';
import { useEChart } from '@/lib/charts/use-echart';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { KolProvinces } from '../api/kol-calls';
import { kolNs } from '../locales/i18n';
import { chinaGeoJson, provinceNamesByCode } from './china-geo';

registerChartParts([MapChart, TooltipComponent, VisualMapContinuousComponent, CanvasRenderer]);
const geo = chinaGeoJson();
registerMap('china', geo as unknown as Parameters<typeof registerMap>[1]);
const outlineNames = provinceNamesByCode(geo);

type ProvinceRow = KolProvinces[number];

interface KolMapProps {
  provinces: KolProvinces;
  /** Every province's names, so the English map names provinces without KOLs too. */
  provinceNames: Array<{ code: string; name: string; nameEn: string }>;
  selected: string | undefined;
  onPick: (provinceCode: string | undefined) => void;
}

/** KOLs per province on the map of China; a click filters the list to that province. */
export function KolMap({ provinces, provinceNames, selected, onPick }: KolMapProps) {
  const { t } = useTranslation(kolNs);
  const lang = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const codeByShownName = useRef(new Map<string, string>());
  const chart = useEChart(container, (params) => {
    const code = codeByShownName.current.get(params.name);
    if (code) onPick(code);
  });

  const option = useMemo(() => {
    const shownName = (code: string, outline: string) => {
      const known = provinceNames.find((province) => province.code === code);
      return known && lang === 'en' ? known.nameEn : outline;
    };
    const nameMap: Record<string, string> = {};
    const codes = new Map<string, string>();
    for (const [code, outline] of outlineNames) {
      const shown = shownName(code, outline);
      nameMap[outline] = shown;
      codes.set(shown, code);
    }
    const byCode = new Map(provinces.map((row) => [row.provinceCode, row]));
    const max = Math.max(1, ...provinces.map((row) => row.kols));
    const tooltip = (row: ProvinceRow | undefined, name: string) => {
      if (!row) return t('map.tooltip', { province: name, count: 0 });
      const tiers = KOL_TIERS.filter((tier) => row[tier] > 0).map((tier) => t('map.tierLine', { tier: t(`tiers.${tier}`), count: row[tier] }));
      return [
        t('map.tooltip', { province: localizedName(lang, row.provinceName, row.provinceNameEn), count: row.kols }),
        ...tiers,
        t('map.top', { score: row.topScore.toFixed(1) }),
      ].join('<br/>');
    };
    const chartOption = {
      tooltip: { trigger: 'item', formatter: (params: { name: string; data?: { row?: ProvinceRow } }) => tooltip(params.data?.row, params.name) },
      visualMap: { min: 0, max, left: 8, bottom: 8, calculable: true, inRange: { color: ['#e6f4ff', '#69b1ff', '#0958d9'] } },
      series: [
        {
          type: 'map',
          map: 'china',
          nameMap,
          selectedMode: 'single',
          layoutCenter: ['50%', '56%'],
          layoutSize: '108%',
          label: { show: false },
          emphasis: { label: { show: true }, itemStyle: { areaColor: '#ffd666' } },
          select: { label: { show: true }, itemStyle: { areaColor: '#fa8c16' } },
          data: [...outlineNames].map(([code, outline]) => ({
            name: shownName(code, outline),
            value: byCode.get(code)?.kols ?? 0,
            selected: code === selected,
            row: byCode.get(code),
          })),
        },
      ],
    };
    return { chartOption, codes };
  }, [provinces, provinceNames, selected, lang, t]);

  useEffect(() => {
    codeByShownName.current = option.codes;
    chart.current?.setOption(option.chartOption, { notMerge: true });
  }, [chart, option]);

  return <div ref={container} className="kol-map" role="img" aria-label={t('map.title')} />;
}
