import { useState } from 'react';
import { Badge, Button, Card, Checkbox, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DailyReport } from '@crm/shared/contracts/system-reports';
import { useDailyReports } from '../api/report-calls';
import { analyticsNs } from '../locales/i18n';
import { DailyReportDrawer } from './daily-report-drawer';
import { pageRows } from '@/lib/api/page-rows';
import { tenantToday } from '@/lib/session/tenant-today';

/** Whether a manager has read the report as it stands now. */
function ReadState({ report }: { report: DailyReport }) {
  const { t } = useTranslation(analyticsNs);
  if (report.revisedSinceRead) return <Badge status="warning" text={t('reports.revised')} />;
  return <Badge status={report.readAt ? 'success' : 'processing'} text={report.readAt ? t('reports.read') : t('reports.notRead')} />;
}

/** Reports of the caller and their team, newest first; opening one marks its current version read. */
export function TeamDailyReports() {
  const { t } = useTranslation(analyticsNs);
  const [unread, setUnread] = useState(false);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const list = useDailyReports({ from: tenantToday().subtract(30, 'day').format('YYYY-MM-DD'), to: tenantToday().format('YYYY-MM-DD'), unread, page, size: 10 });
  return (
    <Card
      size="small"
      title={t('reports.team')}
      extra={
        <Checkbox
          checked={unread}
          onChange={(e) => {
            setUnread(e.target.checked);
            setPage(0);
          }}
        >
          {t('reports.unread')}
        </Checkbox>
      }
    >
      <Table<DailyReport>
        rowKey="id"
        size="small"
        {...pageRows(list)}
        pagination={{ current: page + 1, pageSize: 10, total: list.data?.totalElements ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
        columns={[
          // The summary takes the room the short columns leave.
          { title: t('reports.day'), dataIndex: 'day', width: 110 },
          { title: t('reports.author'), dataIndex: 'userName', width: 120 },
          { title: t('reports.summary'), dataIndex: 'summary', ellipsis: true },
          { title: t('reports.versionColumn'), dataIndex: 'version', width: 100, render: (version: number) => t('reports.version', { version }) },
          { title: t('reports.readState'), key: 'read', width: 160, render: (_: unknown, r) => <ReadState report={r} /> },
          { title: t('reports.comments'), dataIndex: 'commentCount', width: 100 },
          {
            title: '',
            key: 'open',
            width: 80,
            render: (_: unknown, r) => (
              <Button type="link" onClick={() => setOpen(r.id)}>
                {t('reports.open')}
              </Button>
            ),
          },
        ]}
      />
      {open !== null && <DailyReportDrawer id={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
