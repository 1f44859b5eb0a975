import { Alert, Card, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AssetSummary } from '@crm/shared/contracts/data-assets';
import { CompactTable } from '@/components/compact-table';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAssetOverview } from '../api/asset-calls';
import { QualityScore } from '../components/quality-tag';
import { analyticsNs } from '../locales/i18n';
import '../analytics.css';
import { formatWhen } from '@/lib/when';

export const ASSET_PAGE = '/dataAssets/dataAssetsPage';

/** `/dataAssets/home`: data domains, their data sets, record counts, freshness and quality. */
export default function AssetHomePage() {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const overview = useAssetOverview();
  if (overview.isError) return <Alert type="error" title={t('widget.failed')} />;
  if (!overview.data) return <Spin />;
  const locale = lang === 'en' ? 'en-US' : 'zh-CN';
  return (
    <>
      <div className="asset-cards">
        {overview.data.domains.map((d) => (
          <Card key={d.code} size="small" title={localizedName(lang, d.name, d.nameEn)}>
            <Statistic title={t('assets.datasets')} value={d.datasets} />
            <Statistic title={t('assets.records')} value={d.records.toLocaleString(locale)} />
          </Card>
        ))}
      </div>
      <Card size="small" title={t('assets.datasets')}>
        <CompactTable<AssetSummary>
          rowKey="code"
          dataSource={overview.data.datasets}
          onRow={(r) => ({ onClick: () => void navigate(`${ASSET_PAGE}?code=${r.code}`), style: { cursor: 'pointer' } })}
          columns={[
            { title: t('assets.datasets'), key: 'name', render: (_: unknown, r) => localizedName(lang, r.name, r.nameEn) },
            {
              title: t('assets.domains'),
              dataIndex: 'domain',
              render: (d: string) => {
                const x = overview.data.domains.find((y) => y.code === d);
                return x ? localizedName(lang, x.name, x.nameEn) : d;
              },
            },
            { title: t('assets.records'), dataIndex: 'records', align: 'right', render: (n: number) => n.toLocaleString(locale) },
            { title: t('assets.freshness'), dataIndex: 'freshAt', render: (v: string | null) => formatWhen(v) },
            { title: t('assets.quality'), dataIndex: 'qualityScore', render: (s: number | null) => <QualityScore score={s} /> },
          ]}
        />
      </Card>
    </>
  );
}
