import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, List, Select, Space, Spin, Tag, Tooltip } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AssetDetail } from '@crm/shared/contracts/data-assets';
import { CompactTable } from '@/components/compact-table';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAsset, useAssetOverview, useRunAssetChecks } from '../api/asset-calls';
import { PassTag, QualityScore } from '../components/quality-tag';
import { analyticsNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';
import '../analytics.css';

type Check = AssetDetail['checks'][number];

/** `/dataAssets/dataAssetsPage`: one data set's schema, masked sample, quality checks and uses. */
export default function AssetDetailPage() {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? 'doctors';
  const [queuedAt, setQueuedAt] = useState<number | null>(null);
  const asset = useAsset(code, queuedAt !== null);
  const run = useRunAssetChecks(code);
  const datasets = useAssetOverview().data?.datasets ?? [];
  const mayRun = useAccess().hasButton(['dataAsset:asset:check']);
  const locale = lang === 'en' ? 'en-US' : 'zh-CN';
  const a = asset.data;
  // Polling stops once a run newer than the request shows up, or after a minute.
  if (queuedAt !== null && a && a.checks.some((c) => c.latest && Date.parse(c.latest.ranAt) >= queuedAt - 1000)) setQueuedAt(null);
  useEffect(() => {
    if (queuedAt === null) return;
    const timer = setTimeout(() => setQueuedAt(null), 60_000);
    return () => clearTimeout(timer);
  }, [queuedAt]);

  const runChecks = async () => {
    const started = Date.now();
    await run.mutateAsync();
    setQueuedAt(started);
    void message.info(t('assets.queued'));
  };
  const measured = (c: Check) => (!c.latest ? '—' : c.dimension === 'freshness' ? t('assets.hours', { value: c.latest.measured }) : `${(c.latest.measured * 100).toFixed(2)}%`);

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <span>{t('assets.pick')}</span>
        <Select
          style={{ minWidth: 200 }}
          value={code}
          onChange={(value: string) => setParams({ code: value })}
          options={datasets.map((d) => ({ value: d.code, label: localizedName(lang, d.name, d.nameEn) }))}
        />
        {mayRun && (
          <Button type="primary" icon={<SafetyCertificateOutlined />} loading={run.isPending || queuedAt !== null} onClick={() => void runChecks()}>
            {t('assets.runChecks')}
          </Button>
        )}
      </Space>
      {asset.isError && <Alert type="error" title={t('widget.failed')} />}
      {!a ? (
        !asset.isError && <Spin />
      ) : (
        <>
          <Card size="small" title={localizedName(lang, a.name, a.nameEn)}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'd', label: t('assets.description'), children: localizedName(lang, a.description, a.descriptionEn), span: 3 },
                { key: 'o', label: t('assets.owner'), children: localizedName(lang, a.owner, a.ownerEn) },
                { key: 'f', label: t('assets.frequency'), children: t(`frequency.${a.frequency}`) },
                { key: 'r', label: t('assets.records'), children: a.records.toLocaleString(locale) },
                { key: 'u', label: t('assets.freshness'), children: formatWhen(a.freshAt) },
                { key: 'q', label: t('assets.quality'), children: <QualityScore score={a.qualityScore} /> },
              ]}
            />
          </Card>
          <Card size="small" title={t('assets.checks')}>
            <CompactTable<Check>
              rowKey="code"
              dataSource={a.checks}
              columns={[
                { title: t('assets.checks'), key: 'name', render: (_: unknown, c) => localizedName(lang, c.name, c.nameEn) },
                { title: t('assets.dimension'), dataIndex: 'dimension', render: (d: Check['dimension']) => t(`qualityDimension.${d}`) },
                { title: t('assets.result'), key: 'result', render: (_: unknown, c) => (c.latest ? <PassTag passed={c.latest.passed} /> : <Tag>{t('assets.notChecked')}</Tag>) },
                { title: t('assets.measured'), key: 'measured', render: (_: unknown, c) => measured(c) },
                { title: t('assets.failing'), key: 'failing', render: (_: unknown, c) => c.latest?.failingRows ?? '—' },
                { title: t('assets.ranAt'), key: 'ran', render: (_: unknown, c) => formatWhen(c.latest?.ranAt) },
                {
                  title: t('assets.history'),
                  key: 'history',
                  render: (_: unknown, c) => (
                    <span aria-label={t('assets.history')}>
                      {c.history
                        .slice(0, 10)
                        .reverse()
                        .map((h) => (
                          <Tooltip key={h.ranAt} title={formatWhen(h.ranAt)}>
                            <span className={`quality-dot quality-dot--${h.passed ? 'pass' : 'fail'}`} />
                          </Tooltip>
                        ))}
                    </span>
                  ),
                },
              ]}
            />
          </Card>
          <Card size="small" title={t('assets.fields')}>
            <CompactTable
              rowKey="name"
              dataSource={a.fields}
              columns={[
                { title: t('assets.field'), dataIndex: 'name' },
                { title: t('assets.type'), dataIndex: 'type' },
                { title: t('assets.description'), key: 'd', render: (_: unknown, f: AssetDetail['fields'][number]) => localizedName(lang, f.description, f.descriptionEn) },
                { title: t('assets.sensitive'), dataIndex: 'sensitive', render: (s: boolean) => (s ? <Tag color="orange">{t('assets.sensitive')}</Tag> : null) },
              ]}
            />
          </Card>
          <Card size="small" title={t('assets.sample')} extra={a.masked && !a.sampleWithheld ? <Tag>{t('assets.maskedNote')}</Tag> : null}>
            {a.sampleWithheld ? (
              <Alert type="info" showIcon message={t('assets.sampleWithheld')} />
            ) : (
              <CompactTable
                className="asset-sample"
                rowKey={(_, i) => String(i)}
                scroll={{ x: 'max-content' }}
                dataSource={a.sample}
                columns={a.fields.map((f) => ({
                  title: localizedName(lang, f.description, f.descriptionEn),
                  dataIndex: f.name,
                  render: (v: string | null) => (
                    <span className="table-clip" title={v ?? undefined}>
                      {v ?? '—'}
                    </span>
                  ),
                }))}
              />
            )}
          </Card>
          <Card size="small" title={t('assets.usedBy')}>
            <List size="small" header={t('assets.metrics')} dataSource={a.metrics} renderItem={(m) => <List.Item>{localizedName(lang, m.name, m.nameEn)}</List.Item>} />
            <List size="small" header={t('assets.screens')} dataSource={a.screens} renderItem={(s) => <List.Item>{s}</List.Item>} />
          </Card>
        </>
      )}
    </Space>
  );
}
