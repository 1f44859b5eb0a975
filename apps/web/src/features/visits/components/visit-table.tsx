import { Button, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { labelledColumns, STACKED_TABLE } from '@/components/stacked-table';
import type { Visit, VisitPage, VisitScope } from '../api/visit-types';
import { visitsNs } from '../locales/i18n';
import { useVisitDisplay } from './use-visit-display';
import { VisitStatusTag } from './visit-status-tag';

interface VisitTableProps {
  scope: VisitScope;
  visits: VisitPage | undefined;
  loading: boolean;
  page: number;
  size: number;
  onPage(page: number, size: number): void;
  onOpen(visit: Visit): void;
}

/** One page of visits; a row opens the visit's details. */
export function VisitTable({ scope, visits, loading, page, size, onPage, onOpen }: VisitTableProps) {
  const { t } = useTranslation(visitsNs);
  const display = useVisitDisplay();
  const columns: ColumnsType<Visit> = [
    {
      key: 'time',
      title: t('column.time'),
      width: 150,
      fixed: 'left',
      render: (_, visit) => (
        <Tooltip title={display.full(visit.startAt)}>
          <span className="visit-time">{display.when(visit.startAt)}</span>
        </Tooltip>
      ),
    },
    { key: 'doctor', title: t('column.doctor'), render: (_, visit) => <span className="visit-doctor table-nowrap">{display.name(visit.doctor.name, visit.doctor.nameEn)}</span> },
    {
      key: 'hospital',
      title: t('column.hospital'),
      render: (_, visit) => {
        const hospital = display.name(visit.hospital.name, visit.hospital.nameEn);
        return (
          <span className="table-clip" title={hospital}>
            {hospital}
          </span>
        );
      },
    },
    {
      key: 'department',
      title: t('column.department'),
      render: (_, visit) => <span className="table-nowrap">{visit.doctor.department ? display.name(visit.doctor.department, visit.doctor.departmentEn) : '—'}</span>,
    },
    { key: 'type', title: t('column.type'), render: (_, visit) => <span className="table-nowrap">{display.label('visitType', visit.visitType)}</span> },
    { key: 'purpose', title: t('column.purpose'), render: (_, visit) => <span className="table-nowrap">{display.label('visitPurpose', visit.purpose)}</span> },
    {
      key: 'result',
      title: t('column.result'),
      render: (_, visit) => {
        const result = display.label('visitResults', visit.result) || '—';
        return (
          <span className="table-clip" title={result}>
            {result}
          </span>
        );
      },
    },
    ...(scope === 'team'
      ? [
          {
            key: 'user',
            title: t('column.user'),
            render: (_: unknown, visit: Visit) => <span className="table-nowrap">{display.name(visit.user.firstName, visit.user.nameEn)}</span>,
          },
        ]
      : []),
    { key: 'status', title: t('column.status'), width: 96, render: (_, visit) => <VisitStatusTag status={visit.status} /> },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 80,
      fixed: 'right',
      render: (_, visit) => (
        <Button type="link" size="small" onClick={() => onOpen(visit)}>
          {t('actions.view')}
        </Button>
      ),
    },
  ];
  const total = visits?.totalElements ?? 0;
  return (
    <Table<Visit>
      className={`visit-table ${STACKED_TABLE}`}
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      columns={labelledColumns(columns)}
      dataSource={visits?.content ?? []}
      loading={loading}
      onRow={(visit) => ({ onDoubleClick: () => onOpen(visit) })}
      pagination={{
        current: page + 1,
        pageSize: size,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: () => (visits?.totalCapped ? t('totalCapped', { total: total.toLocaleString() }) : t('total', { total })),
        onChange: (next, nextSize) => onPage(nextSize === size ? next - 1 : 0, nextSize),
      }}
    />
  );
}
