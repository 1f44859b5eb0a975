import { useState } from 'react';
import { Drawer, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DrillRecord, MetricFilter, MetricInfo } from '@crm/shared/contracts/analytics';
import { pageRows } from '@/lib/api/page-rows';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDrill } from '../api/analytics-calls';
import { analyticsNs } from '../locales/i18n';
import { formatValue } from './format';
import { formatWhen } from '@/lib/when';

export interface RecordsTarget {
  title: string;
  metrics: MetricInfo[];
  dimension?: string | undefined;
  key?: string | null | undefined;
  filters: MetricFilter[];
  from: string;
  to: string;
}

/** The records behind a number: the same conditions as the number, a page at a time. */
export function RecordsDrawer({ target, onClose }: { target: RecordsTarget | null; onClose: () => void }) {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const [metric, setMetric] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const code = metric ?? target?.metrics[0]?.code ?? '';
  const info = target?.metrics.find((m) => m.code === code);
  const drill = useDrill(target ? { metric: code, dimension: target.dimension, key: target.key, filters: target.filters, from: target.from, to: target.to, page, size: 20 } : null);
  const close = () => {
    setMetric(null);
    setPage(0);
    onClose();
  };
  return (
    <Drawer open={target !== null} onClose={close} size="large" title={target ? t('drill.title', { title: target.title }) : ''} destroyOnHidden>
      {target && target.metrics.length > 1 && (
        <Select
          className="records-drawer__metric"
          value={code}
          onChange={(value) => {
            setMetric(value);
            setPage(0);
          }}
          options={target.metrics.map((m) => ({ value: m.code, label: localizedName(lang, m.name, m.nameEn) }))}
        />
      )}
      <Table<DrillRecord>
        rowKey={(r) => `${r.id}-${r.at ?? ''}-${r.label}`}
        size="small"
        {...pageRows(drill)}
        pagination={{
          current: page + 1,
          pageSize: 20,
          total: drill.data?.totalElements ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('drill.count', { count }),
          onChange: (p) => setPage(p - 1),
        }}
        columns={[
          { title: t('drill.label'), dataIndex: 'label' },
          { title: t('drill.at'), dataIndex: 'at', render: (at: string | null) => formatWhen(at) },
          { title: t('drill.owner'), dataIndex: 'owner', render: (v: string | null) => v ?? '—' },
          { title: t('drill.doctor'), dataIndex: 'doctor', render: (v: string | null) => v ?? '—' },
          ...(info?.countable ? [] : [{ title: t('drill.value'), dataIndex: 'value', render: (v: number | null) => formatValue(v, info?.unit, lang) }]),
        ]}
      />
    </Drawer>
  );
}
