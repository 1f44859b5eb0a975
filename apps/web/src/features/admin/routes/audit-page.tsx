import { DatePicker, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { KeywordSearch } from '@/components/keyword-search';
import { useAuditTrail, type AuditFilter, type AuditRecord } from '../api/audit-trail';
import { AdminListPanel } from '../components/admin-list-panel';
import { usePagedFilter } from '../components/use-paged-filter';
import { adminNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';

const ACTIONS = [
  { value: 'login', label: 'audit.actions.login' },
  { value: 'login.success', label: 'audit.actions.loginSuccess' },
  { value: 'login.failure', label: 'audit.actions.loginFailure' },
  { value: 'logout', label: 'audit.actions.logout' },
  { value: 'export', label: 'audit.actions.export' },
  { value: 'admin.', label: 'audit.actions.admin' },
  { value: 'doctor.', label: 'audit.actions.doctor' },
  { value: 'meeting.', label: 'audit.actions.meeting' },
  { value: 'sda.', label: 'audit.actions.sda' },
  { value: 'forecast.', label: 'audit.actions.forecast' },
  { value: 'ai.', label: 'audit.actions.ai' },
] as const;

function actionColor(action: string): string {
  if (action === 'login.failure') return 'red';
  if (action.startsWith('login')) return 'green';
  if (action === 'export') return 'orange';
  if (action.startsWith('admin.')) return 'blue';
  return 'default';
}

/** The audit trail: who did what, when and from where; searchable, read-only. */
export default function AuditPage() {
  const { t } = useTranslation(adminNs);
  const { filter, refine, tableOf } = usePagedFilter<AuditFilter>({ page: 0, size: 20 });
  const records = useAuditTrail(filter);
  const onRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    refine({ from: range?.[0]?.startOf('day').toISOString(), to: range?.[1]?.add(1, 'day').startOf('day').toISOString() });

  const columns: TableColumnsType<AuditRecord> = [
    { title: t('audit.time'), dataIndex: 'createdAt', width: 170, render: (at: string) => formatWhen(at) },
    { title: t('audit.actor'), dataIndex: 'actorName', width: 150 },
    { title: t('audit.action'), dataIndex: 'action', width: 190, render: (action: string, record) => <Tag color={actionColor(action)}>{record.actionLabel}</Tag> },
    { title: t('audit.summary'), dataIndex: 'summary' },
    { title: t('audit.entity'), width: 160, render: (_, record) => (record.entityLabel ? `${record.entityLabel}${record.entityId ? ` #${record.entityId}` : ''}` : '—') },
    { title: t('audit.address'), dataIndex: 'remoteAddress', width: 130, render: (address: string | null) => address ?? '—' },
  ];

  return (
    <AdminListPanel
      notice={t('audit.readOnly')}
      filters={
        <>
          <KeywordSearch placeholder={t('audit.actor')} aria-label={t('audit.actor')} width={180} onSearch={(actor) => refine({ actor })} />
          <FilterSelect
            label={t('audit.action')}
            placeholder={t('audit.actionPlaceholder')}
            width={180}
            value={filter.action}
            onChange={(action?: string) => refine({ action })}
            options={ACTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
          <KeywordSearch placeholder={t('audit.keywordPlaceholder')} aria-label={t('audit.summary')} width={240} onSearch={(keyword) => refine({ keyword })} />
          <DatePicker.RangePicker aria-label={t('audit.range')} onChange={(range) => onRange(range as [Dayjs | null, Dayjs | null] | null)} />
        </>
      }
    >
      <Table<AuditRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        {...tableOf(records, { showSizeChanger: true })}
        expandable={{
          rowExpandable: (record) => record.detail !== null || record.userAgent !== null,
          expandedRowRender: (record) => (
            <div>
              {record.userAgent && (
                <Typography.Paragraph type="secondary">
                  {t('audit.userAgent')}: {record.userAgent}
                </Typography.Paragraph>
              )}
              {record.detail && <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(record.detail, null, 2)}</pre>}
            </div>
          ),
        }}
      />
    </AdminListPanel>
  );
}
