import { Card, Col, Empty, Row, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AggregationRow, Campaign } from '@crm/shared/contracts/content';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAggregation, useCampaigns } from '../api/content-api';
import { FiguresChart } from '../components/figures-chart';
import { percent } from '../components/format';
import { contentNs } from '../locales/i18n';
import '../content.css';

function Change({ now, before }: { now: number; before: number }) {
  const diff = now - before;
  if (Math.abs(diff) < 0.0005) return <span>±0</span>;
  return <span className={diff > 0 ? 'content-change--up' : 'content-change--down'}>{`${diff > 0 ? '+' : ''}${(diff * 100).toFixed(1)}pt`}</span>;
}

function CountChange({ now, before }: { now: number; before: number }) {
  if (before === 0) return <span>{now > 0 ? '—' : '±0'}</span>;
  const ratio = (now - before) / before;
  if (ratio === 0) return <span>±0</span>;
  return <span className={ratio > 0 ? 'content-change--up' : 'content-change--down'}>{`${ratio > 0 ? '+' : ''}${(ratio * 100).toFixed(0)}%`}</span>;
}

/** `/marketActive/marketContent`: campaigns with reach, open and click rates against the previous period, and performance by channel, region and content. */
export default function MarketContentPage() {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const campaigns = useCampaigns();
  const byChannel = useAggregation('channel', {});
  const byRegion = useAggregation('region', { limit: 12 });
  const byContent = useAggregation('article', { limit: 100 });
  const rateColumns = [
    { title: t('market.sends'), dataIndex: 'sends', width: 90 },
    { title: t('market.openRate'), dataIndex: 'openRate', width: 100, render: percent },
    { title: t('market.clickRate'), dataIndex: 'clickRate', width: 100, render: percent },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title={t('market.campaigns')}>
          <Table<Campaign>
            rowKey="id"
            size="small"
            loading={campaigns.isLoading}
            pagination={false}
            locale={{ emptyText: <Empty description={t('market.noCampaigns')} /> }}
            dataSource={campaigns.data ?? []}
            columns={[
              { title: t('market.campaign'), render: (_v, c) => localizedName(lang, c.name, c.nameEn) },
              { title: t('market.product'), dataIndex: 'productName', width: 140, render: (v: string | null) => v ?? '—' },
              { title: t('market.period'), width: 200, render: (_v, c) => `${c.startsOn} ~ ${c.endsOn}` },
              {
                title: `${t('market.sends')} (${t('market.change')})`,
                width: 150,
                render: (_v, c) => (
                  <>
                    {c.current.sends} <CountChange now={c.current.sends} before={c.previous.sends} />
                  </>
                ),
              },
              {
                title: t('market.openRate'),
                width: 150,
                render: (_v, c) => (
                  <>
                    {percent(c.current.openRate)} <Change now={c.current.openRate} before={c.previous.openRate} />
                  </>
                ),
              },
              {
                title: t('market.clickRate'),
                width: 150,
                render: (_v, c) => (
                  <>
                    {percent(c.current.clickRate)} <Change now={c.current.clickRate} before={c.previous.clickRate} />
                  </>
                ),
              },
              { title: t('market.meetings'), dataIndex: 'meetings', width: 80 },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('market.byChannel')}>
          <FiguresChart rows={byChannel.data ?? []} kind="bar" ariaLabel={t('market.byChannel')} labelOf={(r) => t(`channel.${r.key}`, { defaultValue: r.key })} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('market.byRegion')}>
          <FiguresChart rows={byRegion.data ?? []} kind="bar" ariaLabel={t('market.byRegion')} />
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('market.byContent')}>
          <Table<AggregationRow>
            rowKey="key"
            size="small"
            loading={byContent.isLoading}
            pagination={false}
            dataSource={byContent.data ?? []}
            columns={[
              { title: t('market.content'), dataIndex: 'label' },
              ...rateColumns,
              { title: t('market.opensLabel'), dataIndex: 'opens', width: 80 },
              { title: t('market.clicksLabel'), dataIndex: 'clicks', width: 80 },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
