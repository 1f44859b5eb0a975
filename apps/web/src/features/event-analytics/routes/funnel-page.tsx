import { useMemo, useState } from 'react';
import { Button, Card, Empty, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import { pageRows } from '@/lib/api/page-rows';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useDropOff, useFunnelRun, useFunnels, type AnalyticsFilter, type Funnel } from '../api/calls';
import { Chart } from '../components/chart';
import { FilterBar, lastYear } from '../components/filter-bar';
import { FunnelEditor } from '../components/funnel-editor';
import { doctorRecordPath } from '../components/labels';
import { analyticsNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';

interface DropRow {
  unitId: number;
  name: string;
  hospitalName: string | null;
  reachedAt: string;
}

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

/** `/salesFunnel/marketingFunnel` and `/salesFunnel/indirectFunnel`: one saved funnel's conversion and drop-off. */
export function FunnelPage({ kind }: { kind: Funnel['kind'] }) {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const named = (entry: { name: string; nameEn?: string | null | undefined }) => localizedName(lang, entry.name, entry.nameEn ?? null);
  const canEdit = useAccess().hasPermission(['funnel:funnel:edit']);
  const funnels = useFunnels(kind);
  const [chosenId, setFunnelId] = useState<number | undefined>();
  const [filter, setFilter] = useState<AnalyticsFilter>(lastYear);
  const [step, setStep] = useState(1);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<'new' | 'current' | null>(null);
  // Until one is chosen, the first saved funnel is shown.
  const funnelId = chosenId ?? funnels.data?.[0]?.id;
  const funnel = funnels.data?.find((f) => f.id === funnelId);
  const run = useFunnelRun(funnelId, filter);
  const dropOff = useDropOff(funnelId, filter, step, page);
  const figures = run.data;
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          minSize: '8%',
          label: { formatter: '{b}: {c}' },
          data: figures?.steps.map((s) => ({ name: s.name, value: s.units })) ?? [],
        },
      ],
    }),
    [figures],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        title={kind === 'marketing' ? t('funnel.marketingTitle') : t('funnel.indirectTitle')}
        extra={
          canEdit && (
            <Space>
              {funnel && <Button onClick={() => setEditing('current')}>{t('funnel.editFunnel')}</Button>}
              <Button type="primary" onClick={() => setEditing('new')}>
                {t('funnel.create')}
              </Button>
            </Space>
          )
        }
      >
        <Space wrap>
          <Select
            aria-label={t('funnel.funnel')}
            style={{ width: 240 }}
            value={funnelId}
            onChange={(id: number) => {
              setFunnelId(id);
              setStep(1);
              setPage(0);
            }}
            options={(funnels.data ?? []).map((f) => ({ value: f.id, label: named(f) }))}
          />
          <FilterBar
            filter={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(0);
            }}
          />
        </Space>
      </Card>
      {funnels.isSuccess && funnels.data.length === 0 && <Empty description={t('funnel.none')} />}
      {figures && funnel && (
        <Card size="small" title={named(funnel)} extra={<Typography.Text type="secondary">{t('funnel.previousPeriod', figures.previousPeriod)}</Typography.Text>}>
          <Chart option={option} height={260} label={named(funnel)} />
          <Table
            rowKey="name"
            size="small"
            pagination={false}
            dataSource={figures.steps.map((s, index) => ({ ...s, index }))}
            onRow={(row) => ({ onClick: () => row.index > 0 && (setStep(row.index), setPage(0)), style: { cursor: row.index > 0 ? 'pointer' : undefined } })}
            columns={[
              { title: t('funnel.step'), key: 'step', render: (_, row) => `${row.index + 1}. ${row.name}` },
              { title: `${t('funnel.reached')} (${t(`funnel.units.${figures.unit}`)})`, dataIndex: 'units', key: 'units' },
              { title: t('funnel.conversion'), key: 'conversion', render: (_, row) => percent(row.conversionFromPrevious) },
              { title: t('funnel.overall'), key: 'overall', render: (_, row) => percent(row.conversionFromFirst) },
              { title: t('funnel.previous'), dataIndex: 'previousUnits', key: 'previous' },
              {
                title: t('funnel.change'),
                key: 'change',
                render: (_, row) => (row.previousUnits ? `${row.units - row.previousUnits >= 0 ? '+' : ''}${row.units - row.previousUnits}` : '—'),
              },
            ]}
          />
        </Card>
      )}
      {figures && funnel && step < funnel.steps.length + 1 && (
        <Card size="small" title={`${t('funnel.dropOff')} · ${t('funnel.dropAt', { step: funnel.steps[step] ? named(funnel.steps[step]) : '' })}`}>
          <Table<DropRow>
            rowKey="unitId"
            size="small"
            {...pageRows(dropOff)}
            pagination={{ current: page + 1, pageSize: 10, total: dropOff.data?.totalElements ?? 0, showSizeChanger: false, onChange: (next) => setPage(next - 1) }}
            columns={[
              {
                title: t(`funnel.units.${figures.unit}`),
                key: 'name',
                render: (_, row) =>
                  figures.unit === 'doctor' ? (
                    <Link to={doctorRecordPath({ id: row.unitId, name: row.name })}>{row.name}</Link>
                  ) : (
                    <Link to={`/transit/company?hospitalId=${row.unitId}`}>{row.name}</Link>
                  ),
              },
              ...(figures.unit === 'doctor' ? [{ title: t('common.hospital'), dataIndex: 'hospitalName', key: 'hospital' }] : []),
              { title: t('funnel.reachedAt'), key: 'at', render: (_: unknown, row: DropRow) => formatWhen(row.reachedAt) },
            ]}
          />
        </Card>
      )}
      <FunnelEditor kind={kind} funnel={editing === 'current' ? funnel : undefined} open={editing !== null} onClose={() => setEditing(null)} onSaved={setFunnelId} />
    </Space>
  );
}

export default function MarketingFunnelPage(_props: MenuPageProps) {
  return <FunnelPage kind="marketing" />;
}
