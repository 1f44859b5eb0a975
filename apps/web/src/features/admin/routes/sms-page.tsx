import { Alert, Button, Table, Tag, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/keyword-search';
import { useSmsOutbox, type SmsFilter, type SmsMessage } from '../api/sms-outbox';
import { usePagedFilter } from '../components/use-paged-filter';
import { adminNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';

const STATUS_COLORS: Record<string, string> = { outbox: 'blue', sent: 'green', failed: 'red' };

/** Text messages kept in the outbox or sent through the gateway, newest first. */
export default function SmsPage() {
  const { t } = useTranslation(adminNs);
  const { filter, refine, tableOf } = usePagedFilter<SmsFilter>({ page: 0, size: 20 });
  const messages = useSmsOutbox(filter);

  const columns: TableColumnsType<SmsMessage> = [
    { title: t('sms.sentAt'), dataIndex: 'createdAt', width: 170, render: (at: string) => formatWhen(at) },
    { title: t('sms.phone'), dataIndex: 'phone', width: 130 },
    { title: t('sms.content'), dataIndex: 'content' },
    { title: t('sms.provider'), dataIndex: 'provider', width: 90 },
    {
      title: t('sms.status'),
      dataIndex: 'status',
      width: 130,
      render: (status: string) => <Tag color={STATUS_COLORS[status] ?? 'default'}>{t(`sms.statuses.${status}`, { defaultValue: status })}</Tag>,
    },
    { title: t('sms.error'), dataIndex: 'error', width: 180, ellipsis: true, render: (error: string | null) => error ?? '—' },
  ];

  return (
    <div className="admin-panel">
      <Alert type="info" showIcon message={t('sms.hint')} style={{ marginBottom: 16 }} />
      <div className="admin-toolbar">
        <KeywordSearch placeholder={t('sms.phone')} width={240} enterButton={t('common.search')} onSearch={(phone) => refine({ phone })} />
        <Button icon={<ReloadOutlined />} onClick={() => void messages.refetch()}>
          {t('common.refresh')}
        </Button>
      </div>
      <Table<SmsMessage> rowKey="id" size="middle" columns={columns} {...tableOf(messages)} />
    </div>
  );
}
