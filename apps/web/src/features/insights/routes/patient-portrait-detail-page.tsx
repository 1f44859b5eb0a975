import { Button, Card, Result, Spin, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { usePortraitSegment } from '../api/insights-api';
import { MonthRange } from '../components/month-range';
import { codeLabel, PortraitTableView } from '../components/portrait-table';
import { insightsNs } from '../locales/i18n';
import '../insights.css';

const PORTRAIT = '/userInsights/PatientPortrait';

/** `/userInsights/PatientPortraitDetail?kind=…&key=…`: one segment (an indication or a region), never a patient. */
export default function PatientPortraitDetailPage() {
  const { t } = useTranslation(insightsNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') === 'region' ? 'region' : 'indication';
  const key = params.get('key') ?? '';
  const range = { monthFrom: params.get('monthFrom') ?? undefined, monthTo: params.get('monthTo') ?? undefined };
  const segment = usePortraitSegment({ kind, key, ...range });
  const data = segment.data;
  const back = <Button onClick={() => void navigate(PORTRAIT)}>{t('portrait.back')}</Button>;
  if (!key || segment.isError) return <Result status="404" title={t('portrait.notFound')} extra={back} />;
  const sex = codeLabel(t, 'sex');
  return (
    <Card
      title={data ? `${t(kind === 'indication' ? 'portrait.indication' : 'portrait.region')}: ${localizedName(lang, data.label, data.labelEn)}` : t('portrait.title')}
      extra={data && <MonthRange from={data.monthFrom} to={data.monthTo} onChange={(r) => setParams({ kind, key, ...r })} />}
    >
      {segment.isLoading && <Spin />}
      {data && (
        <>
          <Typography.Paragraph type="secondary">
            {t('portrait.intro')} {t('portrait.smallGroupsNote', { threshold: data.threshold })}
          </Typography.Paragraph>
          <div className="insights-grid">
            <Card size="small" title={t('portrait.ageBand')}>
              <PortraitTableView table={data.ageBand} rowTitle={t('portrait.ageBand')} rowLabel={codeLabel(t, 'ageBand')} columnLabel={sex} />
            </Card>
            <Card size="small" title={t('portrait.lineOfTherapy')}>
              <PortraitTableView table={data.lineOfTherapy} rowTitle={t('portrait.lineOfTherapy')} rowLabel={codeLabel(t, 'line')} columnLabel={sex} />
            </Card>
            <Card size="small" title={t('portrait.comorbidity')}>
              <PortraitTableView table={data.comorbidity} rowTitle={t('portrait.comorbidity')} rowLabel={codeLabel(t, 'comorbidity')} columnLabel={sex} />
            </Card>
            <Card size="small" title={t(kind === 'indication' ? 'portrait.breakdownRegion' : 'portrait.breakdownIndication')}>
              <PortraitTableView table={data.breakdown} rowTitle={t(kind === 'indication' ? 'portrait.region' : 'portrait.indication')} columnLabel={sex} />
            </Card>
          </div>
          <Card size="small" title={t('portrait.treatment')} style={{ marginTop: 16 }}>
            <PortraitTableView table={data.treatment} rowTitle={t('portrait.product')} columnLabel={(c) => c.key} />
          </Card>
          <div style={{ marginTop: 16 }}>{back}</div>
        </>
      )}
    </Card>
  );
}
