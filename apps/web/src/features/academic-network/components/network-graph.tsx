import { useEffect, useRef } from 'react';
import { GraphChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useTranslation } from 'react-i18next';
import type { NetworkChart, NetworkDoctor, RelationType } from '@crm/shared/contracts/academic-schemas';
import { useEChart } from '@/lib/charts/use-echart';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { networkNs } from '../locales/i18n';
import { escapeHtml } from './escape-html';
import { graphOption } from './graph-option';

registerChartParts([GraphChart, LegendComponent, TooltipComponent, CanvasRenderer]);

interface NetworkGraphProps {
  network: NetworkChart;
  onOpenDoctor: (doctor: NetworkDoctor) => void;
}

/** The force-directed relation graph; clicking a doctor opens their profile. */
export function NetworkGraph({ network, onOpenDoctor }: NetworkGraphProps) {
  const { t } = useTranslation(networkNs);
  const lang = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const chart = useEChart(container, (params) => {
    const doctor = (params.data as { doctor?: NetworkDoctor } | undefined)?.doctor;
    if (params.dataType === 'node' && doctor) onOpenDoctor(doctor);
  });

  useEffect(() => {
    const element = container.current;
    if (!chart.current || !element) return;
    const name = (doctor: NetworkDoctor) => localizedName(lang, doctor.name, doctor.nameEn);
    const option = graphOption(
      network,
      {
        categories: [t('legend.center'), t('legend.first'), t('legend.second')],
        name,
        tooltip: (doctor) =>
          [
            `<div class="network-tooltip__name">${escapeHtml(name(doctor))}${doctor.title ? ` <span class="network-tooltip__muted">${escapeHtml(doctor.title)}</span>` : ''}</div>`,
            `<div>${escapeHtml([doctor.hospital, doctor.department].filter(Boolean).join(' · '))}</div>`,
            doctor.score === null ? '' : `<div>${escapeHtml(t('tooltip.score', { score: doctor.score.toFixed(1) }))}</div>`,
            `<div class="network-tooltip__muted">${escapeHtml(doctor.accessible ? t('tooltip.click') : t('tooltip.outOfRange'))}</div>`,
          ].join(''),
        linkTooltip: (types) => escapeHtml(types.map((type) => t(`common:relationTypes.${type as RelationType}`)).join(' / ')),
      },
      { width: element.clientWidth, height: element.clientHeight },
    );
    chart.current.setOption(option, { notMerge: true });
  }, [chart, network, lang, t]);

  return <div ref={container} className="network-graph" role="img" aria-label={t('clickHint')} />;
}
