import { useState } from 'react';
import { Alert, Button, Card, Input, Select, Space, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TableTotalsRow } from '@/components/table-totals-row';
import { useAccess } from '@/lib/access/use-access';
import { useLanguage } from '@/lib/i18n/i18n';
import { exportDiagnosis, useDiagnosisPage } from '../api/data-api';
import { saveBlob } from '@/lib/save-blob';
import { monthFromNow } from '../components/months';
import { dataNs } from '../locales/i18n';

const MONTHS = Array.from({ length: 24 }, (_, i) => monthFromNow(-i));

/** `/sdaManager/diagnosis`: diagnosed-patient counts per hospital, department, indication and month, suppressed. */
export default function DiagnosisPage() {
  const { t } = useTranslation(dataNs);
  const en = useLanguage() === 'en';
  const canExport = useAccess().hasButton(['sda:diagnosis:export']);
  const [filter, setFilter] = useState({
    monthFrom: monthFromNow(-6),
    monthTo: monthFromNow(-1),
    department: undefined as string | undefined,
    indication: undefined as string | undefined,
  });
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const body = { monthFrom: filter.monthFrom, monthTo: filter.monthTo, department: filter.department || undefined, indication: filter.indication || undefined };
  const result = useDiagnosisPage(body, { page, size: 20 });
  const data = result.data;
  const cell = (v: number | null) => (v === null ? '<5' : v);
  // A total adds up the shown cells: with none shown it is not a count under 5 but no figure at all.
  const total = (v: number | null) => (v === null ? '—' : v);

  return (
    <Card
      title={t('diagnosis.title')}
      extra={
        canExport && (
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => (
              setExporting(true),
              void exportDiagnosis(body)
                .then((blob) => saveBlob(blob, `diagnosis-${body.monthFrom}-${body.monthTo}.xlsx`))
                .finally(() => setExporting(false))
            )}
          >
            {t('diagnosis.export')}
          </Button>
        )
      }
    >
      <Alert type="info" showIcon message={t('diagnosis.note')} style={{ marginBottom: 16 }} />
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t('diagnosis.range')}</span>
        <Select
          aria-label={`${t('diagnosis.range')} 1`}
          style={{ width: 120 }}
          value={filter.monthFrom}
          onChange={(monthFrom) => (setFilter({ ...filter, monthFrom }), setPage(0))}
          options={MONTHS.map((m) => ({ value: m, label: m }))}
        />
        <Select
          aria-label={`${t('diagnosis.range')} 2`}
          style={{ width: 120 }}
          value={filter.monthTo}
          onChange={(monthTo) => (setFilter({ ...filter, monthTo }), setPage(0))}
          options={MONTHS.map((m) => ({ value: m, label: m }))}
        />
        <Input.Search allowClear placeholder={t('diagnosis.department')} style={{ width: 160 }} onSearch={(department) => (setFilter({ ...filter, department }), setPage(0))} />
        <Input.Search allowClear placeholder={t('diagnosis.indication')} style={{ width: 160 }} onSearch={(indication) => (setFilter({ ...filter, indication }), setPage(0))} />
      </Space>
      <Table
        size="small"
        loading={result.isLoading}
        rowKey={(r) => `${r.hospitalId}:${r.department}:${r.indication}`}
        dataSource={data?.content}
        scroll={{ x: true }}
        pagination={{ current: page + 1, pageSize: 20, total: data?.totalElements ?? 0, onChange: (p) => setPage(p - 1), showSizeChanger: false }}
        columns={[
          { title: t('diagnosis.hospital'), render: (_, r) => (en ? (r.hospitalNameEn ?? r.hospitalName) : r.hospitalName), fixed: 'left' },
          { title: t('diagnosis.department'), key: 'department', render: (_, r) => (en ? (r.departmentEn ?? r.department) : r.department) },
          { title: t('diagnosis.indication'), key: 'indication', render: (_, r) => (en ? (r.indicationEn ?? r.indication) : r.indication) },
          ...(data?.months ?? []).map((m, i) => ({
            title: m,
            key: m,
            align: 'right' as const,
            render: (_: unknown, r: { cells: Array<number | null> }) => cell(r.cells[i] ?? null),
          })),
          { title: t('diagnosis.total'), align: 'right', render: (_, r) => total(r.total) },
        ]}
        summary={() =>
          data && data.content.length > 0 ? <TableTotalsRow label={t('diagnosis.total')} span={3} figures={[...data.columnTotals, data.grandTotal].map(total)} /> : null
        }
      />
    </Card>
  );
}
