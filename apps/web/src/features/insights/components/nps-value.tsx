import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Nps } from '../api/surveys-api';
import { insightsNs } from '../locales/i18n';

const colorOf = (nps: number) => (nps >= 30 ? '#389e0d' : nps < 0 ? '#cf1322' : '#d48806');

/** An NPS figure with its answer count (and, in full, the promoter/passive/detractor split). */
export function NpsValue({ nps, full = false }: { nps: Nps; full?: boolean }) {
  const { t } = useTranslation(insightsNs);
  if (nps.nps === null) return <Typography.Text type="secondary">{t('survey.noAnswers')}</Typography.Text>;
  return (
    <Space size={8} wrap className="insights-nowrap">
      <Typography.Text strong style={{ color: colorOf(nps.nps), fontSize: full ? 20 : undefined }}>
        {nps.nps > 0 ? `+${nps.nps}` : nps.nps}
      </Typography.Text>
      <Typography.Text type="secondary">{t('individual.answerCount', { count: nps.answers })}</Typography.Text>
      {full && <Typography.Text type="secondary">{t('survey.npsLegend', nps)}</Typography.Text>}
    </Space>
  );
}
