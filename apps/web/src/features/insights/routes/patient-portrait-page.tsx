import { useState } from 'react';
import { Card, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { usePortrait } from '../api/insights-api';
import { MonthRange } from '../components/month-range';
import { codeLabel, PortraitTableView } from '../components/portrait-table';
import { insightsNs } from '../locales/i18n';
import '../insights.css';

export const segmentPath = (kind: 'indication' | 'region', key: string, range: { monthFrom?: string; monthTo?: string }) =>
  `/userInsights/PatientPortraitDetail?${new URLSearchParams({ kind, key, ...range }).toString()}`;

/** `/userInsights/PatientPortrait`: diagnosed patients per indication and region, aggregates only. */
export default function PatientPortraitPage() {
  const { t } = useTranslation(insightsNs);
  const lang = useLanguage();
  const [range, setRange] = useState<{ monthFrom?: string; monthTo?: string }>({});
  const portrait = usePortrait(range);
  const data = portrait.data;
  const sex = codeLabel(t, 'sex');
  return (
    <Card title={t('portrait.title')} extra={data && <MonthRange from={data.monthFrom} to={data.monthTo} onChange={setRange} />}>
      <Typography.Paragraph type="secondary">
        {t('portrait.intro')} {data && t('portrait.smallGroupsNote', { threshold: data.threshold })}
      </Typography.Paragraph>
      {portrait.isLoading && <Spin />}
      {data && (
        <div className="insights-grid">
          {(['indication', 'region'] as const).map((kind) => (
            <Card size="small" key={kind} title={t(kind === 'indication' ? 'portrait.byIndication' : 'portrait.byRegion')}>
              <PortraitTableView
                table={data[kind]}
                rowTitle={t(`portrait.${kind}`)}
                columnLabel={sex}
                renderRow={(row) => (
                  <Link to={segmentPath(kind, row.key, { monthFrom: data.monthFrom, monthTo: data.monthTo })}>{localizedName(lang, row.label, row.labelEn)}</Link>
                )}
              />
            </Card>
          ))}
        </div>
      )}
    </Card>
  );
}
