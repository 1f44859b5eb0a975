import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAggregation } from '../api/content-api';
import { contentNs } from '../locales/i18n';
import { FiguresChart } from './figures-chart';
import { percent } from './format';

/** An article's sends, opens and clicks with rates, by channel and by day. */
export function ArticlePerformance({ articleId }: { articleId: number }) {
  const { t } = useTranslation(contentNs);
  const byChannel = useAggregation('channel', { articleId });
  const byDay = useAggregation('day', { articleId });
  const rows = byChannel.data ?? [];
  const total = rows.reduce((sum, r) => ({ sends: sum.sends + r.sends, opens: sum.opens + r.opens, clicks: sum.clicks + r.clicks }), { sends: 0, opens: 0, clicks: 0 });
  const rate = (n: number) => (total.sends === 0 ? 0 : n / total.sends);
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Statistic title={t('market.sendsLabel')} value={total.sends} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('market.opensLabel')} value={total.opens} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('market.clicksLabel')} value={total.clicks} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('detail.openRate')} value={percent(rate(total.opens))} />
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title={t('detail.byChannel')}>
          <FiguresChart rows={rows} kind="bar" ariaLabel={t('detail.byChannel')} labelOf={(r) => t(`channel.${r.key}`, { defaultValue: r.key })} />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={t('detail.byDay')}>
          <FiguresChart rows={byDay.data ?? []} kind="line" ariaLabel={t('detail.byDay')} />
        </Card>
      </Col>
    </Row>
  );
}
