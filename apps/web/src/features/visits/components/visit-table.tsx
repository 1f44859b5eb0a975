import { Button, Pagination, Spin, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePhone } from '@/lib/media-query';
import type { Visit, VisitPage, VisitScope } from '../api/visit-types';
import { visitsNs } from '../locales/i18n';
import { useVisitDisplay } from './use-visit-display';
import { VisitRows } from './visit-rows';
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

/** One page of visits; a row opens the visit's details. On a phone each visit is two lines (VisitRows). */
export function VisitTable({ scope, visits, loading, page, size, onPage, onOpen }: VisitTableProps) {
  const { t } = useTranslation(visitsNs);
  const display = useVisitDisplay();
  const phone = usePhone();
  // The columns fit a laptop's content area (about 1,100 px at 1280 px) without scrolling sideways:
  // the hospital and department go under the doctor's name, and the result wraps rather than being cut.
  const columns: ColumnsType<Visit> = [
    {
      key: 'time',
      title: t('column.time'),
      width: 130,
      render: (_, visit) => (
        <Tooltip title={display.full(visit.startAt)}>
          <span className="visit-time">{display.when(visit.startAt)}</span>
        </Tooltip>
      ),
    },
    {
      key: 'doctor',
      title: t('column.doctor'),
      render: (_, visit) => {
        const place = [display.name(visit.hospital.name, visit.hospital.nameEn), visit.doctor.department ? display.name(visit.doctor.department, visit.doctor.departmentEn) : '']
          .filter(Boolean)
          .join(' · ');
        return (
          <div>
            <span className="visit-doctor">{display.name(visit.doctor.name, visit.doctor.nameEn)}</span>
            <span className="visit-doctor__place" title={place}>
              {place}
            </span>
          </div>
        );
      },
    },
    { key: 'type', title: t('column.type'), width: 100, render: (_, visit) => display.label('visitType', visit.visitType) },
    { key: 'purpose', title: t('column.purpose'), width: 120, render: (_, visit) => display.label('visitPurpose', visit.purpose) },
    { key: 'result', title: t('column.result'), render: (_, visit) => display.label('visitResults', visit.result) || '—' },
    ...(scope === 'team'
      ? [
          {
            key: 'user',
            title: t('column.user'),
            width: 100,
            render: (_: unknown, visit: Visit) => display.name(visit.user.firstName, visit.user.nameEn),
          },
        ]
      : []),
    { key: 'status', title: t('column.status'), width: 100, render: (_, visit) => <VisitStatusTag status={visit.status} /> },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 80,
      render: (_, visit) => (
        <Button type="link" size="small" onClick={() => onOpen(visit)}>
          {t('actions.view')}
        </Button>
      ),
    },
  ];
  const total = visits?.totalElements ?? 0;
  const pagination = {
    current: page + 1,
    pageSize: size,
    total,
    showSizeChanger: !phone,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: () => (visits?.totalCapped ? t('totalCapped', { total: total.toLocaleString() }) : t('total', { total })),
    onChange: (next: number, nextSize: number) => onPage(nextSize === size ? next - 1 : 0, nextSize),
  };
  if (phone)
    return (
      <Spin spinning={loading}>
        <VisitRows visits={visits?.content ?? []} showUser={scope === 'team'} onOpen={onOpen} />
        {total > 0 && <Pagination className="visit-rows__pages" size="small" simple {...pagination} />}
      </Spin>
    );
  return (
    <Table<Visit>
      className="visit-table"
      rowKey="id"
      size="middle"
      tableLayout="fixed"
      columns={columns}
      dataSource={visits?.content ?? []}
      loading={loading}
      onRow={(visit) => ({ onDoubleClick: () => onOpen(visit) })}
      pagination={pagination}
    />
  );
}
