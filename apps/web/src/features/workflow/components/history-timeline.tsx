import { Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { HistoryEntry } from '../api/workflow-types';
import { formatWhen } from '@/lib/when';
import { ActionTag } from './status-tags';
import { workflowNs } from '../locales/i18n';

/** Every submission and decision of a request: who, when, at which step, what and why. */
export function HistoryTimeline({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  if (history.length === 0) return <Empty description={t('detail.noHistory')} />;
  const columns: TableColumnsType<HistoryEntry> = [
    { title: t('column.decidedAt'), dataIndex: 'createdAt', width: 150, render: (at: string | null) => formatWhen(at) },
    { title: t('column.step'), key: 'step', width: 150, render: (_, row) => (row.stepName ? localizedName(lang, row.stepName, row.stepNameEn) : '-') },
    { title: t('column.actor'), key: 'actor', width: 120, render: (_, row) => localizedName(lang, row.actorName, row.actorNameEn) },
    { title: t('column.decision'), dataIndex: 'action', width: 110, render: (action: string) => <ActionTag action={action} /> },
    { title: t('column.comment'), dataIndex: 'comment', render: (comment: string | null) => comment ?? '-' },
  ];
  return <Table<HistoryEntry> className="workflow-history" rowKey="id" size="small" pagination={false} columns={columns} dataSource={history} />;
}
