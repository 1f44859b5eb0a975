import { useState } from 'react';
import { Button, Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AggregationRow } from '@crm/shared/contracts/content-figures';
import type { Campaign } from '@crm/shared/contracts/content-campaigns';
import { CompactTable } from '@/components/compact-table';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAggregation, useCampaigns } from '../api/content-api';
import { CampaignBreakdown } from '../components/campaign-breakdown';
import { CampaignForm } from '../components/campaign-form';
import { CountChange, RateChange } from '../components/change';
import { FiguresChart } from '../components/figures-chart';
import { percent } from '../components/format';
import { contentNs } from '../locales/i18n';
import '../content.css';

/** `/marketActive/marketContent`: campaigns with reach, open and click rates against the previous period, and performance by channel, region and content. */
export default function MarketContentPage() {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const campaigns = useCampaigns();
  const byChannel = useAggregation('channel', {});
  const byRegion = useAggregation('region', { limit: 12 });
  const byContent = useAggregation('article', { limit: 100 });
  const canEdit = useAccess().hasPermission(['marketing:campaign:edit']);
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const rateColumns = [
    { title: t('market.sends'), dataIndex: 'sends', width: 90 },
    { title: t('market.openRate'), dataIndex: 'openRate', width: 100, render: percent },
    { title: t('market.clickRate'), dataIndex: 'clickRate', width: 100, render: percent },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card
          title={t('market.campaigns')}
          extra={
            canEdit && (
              <Button type="primary" onClick={() => setEditing('new')}>
                {t('market.newCampaign')}
              </Button>
            )
          }
        >
          <CompactTable<Campaign>
            rowKey="id"
            loading={campaigns.isLoading}
            locale={{ emptyText: <Empty description={t('market.noCampaigns')} /> }}
            dataSource={campaigns.data ?? []}
            columns={[
              // Names wrap, figures do not: the list fits a laptop's content area without scrolling sideways.
              { title: t('market.campaign'), render: (_v, c) => localizedName(lang, c.name, c.nameEn) },
              { title: t('market.product'), dataIndex: 'productName', render: (v: string | null) => v ?? '—' },
              { title: t('market.period'), className: 'content-nowrap', render: (_v, c) => `${c.startsOn} ~ ${c.endsOn}` },
              {
                title: `${t('market.sends')} (${t('market.change')})`,
                className: 'content-nowrap',
                render: (_v, c) => (
                  <>
                    {c.current.sends} <CountChange now={c.current.sends} before={c.previous.sends} />
                  </>
                ),
              },
              {
                title: t('market.openRate'),
                className: 'content-nowrap',
                render: (_v, c) => (
                  <>
                    {percent(c.current.openRate)} <RateChange now={c.current.openRate} before={c.previous.openRate} />
                  </>
                ),
              },
              {
                title: t('market.clickRate'),
                className: 'content-nowrap',
                render: (_v, c) => (
                  <>
                    {percent(c.current.clickRate)} <RateChange now={c.current.clickRate} before={c.previous.clickRate} />
                  </>
                ),
              },
              { title: t('market.meetings'), dataIndex: 'meetings', className: 'content-nowrap' },
              ...(canEdit
                ? [
                    {
                      title: t('market.actions'),
                      className: 'content-nowrap',
                      render: (_v: unknown, c: Campaign) => (
                        <Button type="link" size="small" onClick={() => setEditing(c)}>
                          {t('market.edit')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      </Col>
      {(campaigns.data?.length ?? 0) > 0 && (
        <Col span={24}>
          <Card title={t('market.breakdown')}>
            <CampaignBreakdown campaigns={campaigns.data ?? []} />
          </Card>
        </Col>
      )}
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
          <CompactTable<AggregationRow>
            rowKey="key"
            loading={byContent.isLoading}
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
      {canEdit && <CampaignForm open={editing !== null} campaign={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Row>
  );
}
