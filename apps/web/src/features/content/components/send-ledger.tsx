import { useState } from 'react';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SendRow } from '@crm/shared/contracts/content-sends';
import { pageRows } from '@/lib/api/page-rows';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useSends } from '../api/content-api';
import { contentNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';
import { STATUS_COLORS } from './format';

/** The ledger rows of an article or of one send: who, to whom, which version, channel, state with its reason, opens and clicks. */
export function SendLedger({ articleId, batchId }: { articleId?: number; batchId?: number }) {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const [page, setPage] = useState(0);
  const sends = useSends({ articleId, batchId, page, size: 10 });
  return (
    <Table<SendRow>
      rowKey="id"
      size="small"
      {...pageRows(sends)}
      pagination={{ current: page + 1, pageSize: 10, total: sends.data?.totalElements ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
      columns={[
        { title: t('ledger.doctor'), dataIndex: 'doctorName', render: (name: string, row) => localizedName(lang, name, row.doctorNameEn) },
        { title: t('ledger.channel'), dataIndex: 'channel', width: 100, render: (v: string) => t(`channel.${v}`) },
        { title: t('ledger.version'), dataIndex: 'version', width: 70, render: (v: number) => `v${v}` },
        { title: t('ledger.status'), dataIndex: 'status', width: 100, render: (v: string) => <Tag color={STATUS_COLORS[v]}>{t(`sendStatus.${v}`)}</Tag> },
        { title: t('ledger.reason'), dataIndex: 'reason', render: (v: string | null, row) => (v ? t(`reason.${v}`) : (row.error ?? '')) },
        { title: t('ledger.reportedAt'), dataIndex: 'reportedAt', width: 150, className: 'table-nowrap', render: (at: string | null) => formatWhen(at) },
        { title: t('ledger.opens'), dataIndex: 'opens', width: 70 },
        { title: t('ledger.clicks'), dataIndex: 'clicks', width: 70 },
        { title: t('ledger.sender'), dataIndex: 'senderName', width: 120, render: (name: string, row) => localizedName(lang, name, row.senderNameEn) },
        { title: t('ledger.time'), dataIndex: 'createdAt', width: 150, className: 'table-nowrap', render: (at: string | null) => formatWhen(at) },
      ]}
    />
  );
}
