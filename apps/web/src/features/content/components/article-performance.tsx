import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAggregation } from '../api/content-api';
import { contentNs } from '../locales/i18n';
import { FiguresChart } from './figures-chart';
import { percent } from './format';

const FIGURES = ['sends', 'delivered', 'bounced', 'failed', 'opens', 'clicks', 'unsubscribed'] as const;

/**
 * An article's figures, each from its own event: accepted by the channel, delivered and bounced
 * from receipts, failed, opened, clicked, unsubscribed; the open rate; by channel and by day.
 */
export function ArticlePerformance({ articleId }: { articleId: number }) {
  const { t } = useTranslation(contentNs);
  const byChannel = useAggregation('channel', { articleId });
  const byDay = useAggregation('day', { articleId });
  const rows = byChannel.data ?? [];
  const total = Object.fromEntries(FIGURES.map((key) => [key, rows.reduce((sum, r) => sum + r[key], 0)])) as Record<(typeof FIGURES)[number], number>;
  const rate = (n: number) => (total.sends === 0 ? 0 : n / total.sends);
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Row gutter={16}>
          {FIGURES.map((key) => (
            <Col key={key} xs={12} md={6} xl={3}>
              <Statistic title={t(`figures.${key}`)} value={total[key]} />
            </Col>
          ))}
          <Col xs={12} md={6} xl={3}>
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
