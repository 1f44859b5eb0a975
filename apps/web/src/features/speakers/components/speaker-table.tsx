import type { ReactNode } from 'react';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import type { Page } from '@crm/shared/envelope';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pageRows } from '@/lib/api/page-rows';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { SpeakerListItem } from '../api/speaker-types';
import { formatYuan } from '@/lib/format';
import { formatWhen } from '@/lib/when';
import { ContractEnd, SpeakerStatusTag } from './speaker-tags';
import type { SpeakerListQuery } from './use-speaker-list-query';
import { speakersNs } from '../locales/i18n';

interface SpeakerTableProps {
  /** The list's query: the page of speakers it answered, and whether another is loading. */
  list: { data?: Page<SpeakerListItem> | undefined; isFetching: boolean };
  /** The list's page, and how to turn to another. */
  query: Pick<SpeakerListQuery, 'paging' | 'setPaging'>;
  /** Where a row opens, from the doctor's name and the first action. */
  link: (speaker: SpeakerListItem) => string;
  /** The first action's label ("View" unless given). */
  viewLabel?: (speaker: SpeakerListItem) => string;
  /** What else the list lets the user do with a row, after opening it. */
  actions?: (speaker: SpeakerListItem) => ReactNode;
  emptyText: string;
}

/**
 * A page of speaker profiles with status, current step, fee rate and contract, fitting a laptop's
 * content area without scrolling sideways: the hospital goes under the doctor's name, and who
 * created the profile is on the profile itself.
 */
export function SpeakerTable({ list, query, link, viewLabel, actions, emptyText }: SpeakerTableProps) {
  const { t } = useTranslation(speakersNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const columns: TableColumnsType<SpeakerListItem> = [
    {
      title: t('column.doctor'),
      dataIndex: 'doctorName',
      render: (name: string, row) => (
        <>
          <Link to={link(row)}>{localizedName(lang, name, row.doctorNameEn)}</Link>
          <span className="speaker-table__note" title={localizedName(lang, row.hospitalName, row.hospitalNameEn)}>
            {localizedName(lang, row.hospitalName, row.hospitalNameEn)}
          </span>
        </>
      ),
    },
    { title: t('column.tier'), dataIndex: 'tier', width: 90, render: (tier: string) => t(`tier.${tier}`, { defaultValue: tier }) },
    {
      title: <span title={t('column.feeRate')}>{t('column.fee')}</span>,
      dataIndex: 'feeRateCents',
      width: 110,
      align: 'right',
      render: (cents: number) => `¥${formatYuan(cents)}`,
    },
    { title: t('column.contractEnd'), dataIndex: 'contractEnd', width: 110, render: (date: string) => <ContractEnd date={date} /> },
    { title: t('column.status'), dataIndex: 'status', width: 100, render: (status: string) => <SpeakerStatusTag status={status} /> },
    {
      title: t('column.currentStep'),
      dataIndex: 'currentStep',
      width: 110,
      render: (step: SpeakerListItem['currentStep']) => (step ? localizedName(lang, step.name, step.nameEn) : '-'),
    },
    { title: t('column.updatedAt'), dataIndex: 'updatedAt', width: 110, render: (at: string | null) => formatWhen(at) },
    {
      title: t('column.actions'),
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => navigate(link(row))}>
            {viewLabel?.(row) ?? t('list.view')}
          </Button>
          {actions?.(row)}
        </Space>
      ),
    },
  ];
  return (
    <Table<SpeakerListItem>
      className="speaker-table"
      rowKey="id"
      size="middle"
      columns={columns}
      {...pageRows(list)}
      locale={{ emptyText }}
      tableLayout="fixed"
      pagination={{
        current: query.paging.page + 1,
        pageSize: query.paging.size,
        total: list.data?.totalElements ?? 0,
        showTotal: (total) => t('list.total', { total }),
        onChange: (next, nextSize) => query.setPaging({ page: next - 1, size: nextSize }),
      }}
    />
  );
}
