import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { Page } from '@crm/shared/envelope';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { SpeakerListItem } from '../api/speaker-types';
import { formatDateTime, formatYuan } from '@/lib/format';
import { ContractEnd, SpeakerStatusTag } from './speaker-tags';
import { speakersNs } from '../locales/i18n';

interface SpeakerTableProps {
  data: Page<SpeakerListItem> | undefined;
  loading: boolean;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  link: (speaker: SpeakerListItem) => string;
  actions: (speaker: SpeakerListItem) => ReactNode;
  emptyText: string;
}

/** A page of speaker profiles with status, current step, fee rate and contract. */
export function SpeakerTable({ data, loading, page, size, onPage, link, actions, emptyText }: SpeakerTableProps) {
  const { t } = useTranslation(speakersNs);
  const lang = useLanguage();
  const columns: TableColumnsType<SpeakerListItem> = [
    {
      title: t('column.doctor'),
      dataIndex: 'doctorName',
      width: 140,
      fixed: 'left',
      render: (name: string, row) => <Link to={link(row)}>{localizedName(lang, name, row.doctorNameEn)}</Link>,
    },
    { title: t('column.hospital'), dataIndex: 'hospitalName', ellipsis: true, render: (name: string, row) => localizedName(lang, name, row.hospitalNameEn) },
    { title: t('column.tier'), dataIndex: 'tier', width: 100, render: (tier: string) => t(`tier.${tier}`, { defaultValue: tier }) },
    { title: t('column.feeRate'), dataIndex: 'feeRateCents', width: 170, align: 'right', render: (cents: number) => `¥${formatYuan(cents)}` },
    { title: t('column.contractEnd'), dataIndex: 'contractEnd', width: 170, render: (date: string) => <ContractEnd date={date} /> },
    { title: t('column.status'), dataIndex: 'status', width: 100, render: (status: string) => <SpeakerStatusTag status={status} /> },
    {
      title: t('column.currentStep'),
      dataIndex: 'currentStep',
      width: 140,
      render: (step: SpeakerListItem['currentStep']) => (step ? localizedName(lang, step.name, step.nameEn) : '-'),
    },
    { title: t('column.createdBy'), dataIndex: 'createdByName', width: 120, render: (name: string, row) => localizedName(lang, name, row.createdByNameEn) },
    { title: t('column.updatedAt'), dataIndex: 'updatedAt', width: 150, render: formatDateTime },
    { title: t('column.actions'), key: 'actions', width: 170, fixed: 'right', render: (_, row) => actions(row) },
  ];
  return (
    <Table<SpeakerListItem>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={data?.content ?? []}
      locale={{ emptyText }}
      scroll={{ x: 1350 }}
      pagination={{
        current: page + 1,
        pageSize: size,
        total: data?.totalElements ?? 0,
        showTotal: (total) => t('list.total', { total }),
        onChange: (next, nextSize) => onPage(next - 1, nextSize),
      }}
    />
  );
}
