import { useState } from 'react';
import { Button, Card, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AssetSummary } from '@crm/shared/contracts/data-assets';
import { CompactTable } from '@/components/compact-table';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAssetList, useAssetOverview } from '../api/asset-calls';
import { QualityScore } from '../components/quality-tag';
import { analyticsNs } from '../locales/i18n';
import { ASSET_PAGE } from './asset-home-page';
import { KeywordSearch } from '@/components/keyword-search';

/** `/dataAssets/dataAssetsIndex`: the catalog with owner, description, fields and update frequency. */
export default function AssetIndexPage() {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [domain, setDomain] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const domains = useAssetOverview().data?.domains ?? [];
  const list = useAssetList({ ...(domain ? { domain } : {}), ...(keyword ? { keyword } : {}) });
  return (
    <Card
      size="small"
      title={t('assets.datasets')}
      extra={
        <Space>
          <Select
            allowClear
            placeholder={t('assets.allDomains')}
            style={{ minWidth: 160 }}
            value={domain}
            onChange={setDomain}
            options={domains.map((d) => ({ value: d.code, label: localizedName(lang, d.name, d.nameEn) }))}
          />
          <KeywordSearch placeholder={t('assets.keyword')} onSearch={(value) => setKeyword(value ?? '')} />
        </Space>
      }
    >
      <CompactTable<AssetSummary>
        rowKey="code"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        columns={[
          { title: t('assets.datasets'), key: 'name', className: 'table-nowrap', render: (_: unknown, r) => localizedName(lang, r.name, r.nameEn) },
          { title: t('assets.description'), key: 'description', render: (_: unknown, r) => localizedName(lang, r.description, r.descriptionEn) },
          { title: t('assets.owner'), key: 'owner', className: 'table-nowrap', render: (_: unknown, r) => localizedName(lang, r.owner, r.ownerEn) },
          { title: t('assets.fields'), dataIndex: 'fieldCount', align: 'right' },
          { title: t('assets.frequency'), dataIndex: 'frequency', render: (f: AssetSummary['frequency']) => t(`frequency.${f}`) },
          { title: t('assets.quality'), dataIndex: 'qualityScore', render: (s: number | null) => <QualityScore score={s} /> },
          {
            title: '',
            key: 'open',
            render: (_: unknown, r) => (
              <Button type="link" onClick={() => void navigate(`${ASSET_PAGE}?code=${r.code}`)}>
                {t('assets.open')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
