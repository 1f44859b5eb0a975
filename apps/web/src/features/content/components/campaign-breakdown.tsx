import { useState } from 'react';
import { Segmented, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_DIMENSIONS, type Campaign, type CampaignBreakdownRow } from '@crm/shared/contracts/content-campaigns';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCampaignBreakdown } from '../api/content-api';
import { contentNs } from '../locales/i18n';
import { CountChange, RateChange } from './change';
import { percent } from './format';

type Dimension = (typeof CAMPAIGN_DIMENSIONS)[number];

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One campaign's reach, open and click rates per content, channel or region, each against the period before. */
export function CampaignBreakdown({ campaigns }: { campaigns: Campaign[] }) {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const [picked, setPicked] = useState<number | null>(null);
  const [dimension, setDimension] = useState<Dimension>('article');
  const campaign = campaigns.find((c) => c.id === picked) ?? campaigns[0] ?? null;
  const breakdown = useCampaignBreakdown(campaign?.id ?? null, dimension);
  const label = (row: CampaignBreakdownRow) => (dimension === 'channel' ? t(`channel.${row.key}`, { defaultValue: row.key }) : row.label || '—');
  const length = campaign ? Math.round((Date.parse(campaign.endsOn) - Date.parse(campaign.startsOn)) / 86_400_000) + 1 : 0;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label={t('market.pickCampaign')}
          style={{ minWidth: 260 }}
          value={campaign?.id}
          onChange={setPicked}
          options={campaigns.map((c) => ({ value: c.id, label: localizedName(lang, c.name, c.nameEn) }))}
        />
        <Segmented<Dimension> value={dimension} onChange={setDimension} options={CAMPAIGN_DIMENSIONS.map((value) => ({ value, label: t(`market.dimension.${value}`) }))} />
        {campaign && (
          <Typography.Text type="secondary">{t('market.previousPeriod', { from: shift(campaign.startsOn, -length), to: shift(campaign.startsOn, -1) })}</Typography.Text>
        )}
      </Space>
      <Table<CampaignBreakdownRow>
        rowKey="key"
        size="small"
        loading={breakdown.isLoading && campaign !== null}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={breakdown.data ?? []}
        columns={[
          { title: t(`market.dimension.${dimension}`), fixed: 'left', className: 'content-nowrap', render: (_v, row) => label(row) },
          {
            title: t('market.sends'),
            className: 'content-nowrap',
            render: (_v, row) => (
              <>
                {row.current.sends} <CountChange now={row.current.sends} before={row.previous.sends} />
              </>
            ),
          },
          {
            title: t('market.openRate'),
            className: 'content-nowrap',
            render: (_v, row) => (
              <>
                {percent(row.current.openRate)} <RateChange now={row.current.openRate} before={row.previous.openRate} />
              </>
            ),
          },
          {
            title: t('market.clickRate'),
            className: 'content-nowrap',
            render: (_v, row) => (
              <>
                {percent(row.current.clickRate)} <RateChange now={row.current.clickRate} before={row.previous.clickRate} />
              </>
            ),
          },
          { title: t('market.opensLabel'), className: 'content-nowrap', render: (_v, row) => row.current.opens },
          { title: t('market.clicksLabel'), className: 'content-nowrap', render: (_v, row) => row.current.clicks },
          { title: `${t('market.sends')} (${t('market.previous')})`, className: 'content-nowrap', render: (_v, row) => row.previous.sends },
        ]}
      />
    </Space>
  );
}
