import { useState } from 'react';
import { Badge, Button, Card, Checkbox, Descriptions, Drawer, Input, List, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DailyReport } from '@crm/shared/contracts/system-reports';
import { useAccess } from '@/lib/access/use-access';
import { useCommentDailyReport, useDailyReport, useDailyReports } from '../api/report-calls';
import { analyticsNs } from '../locales/i18n';
import { tenantToday } from '@/lib/session/tenant-today';

function ReportDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(analyticsNs);
  const report = useDailyReport(id);
  const comment = useCommentDailyReport(id);
  const [text, setText] = useState('');
  const mayComment = useAccess().hasButton(['report:dailyReport:comment']);
  const r = report.data;
  return (
    <Drawer open onClose={onClose} size="large" title={r ? `${r.userName} · ${r.day}` : ''}>
      {r && (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'counts', label: t('reports.day'), children: t('reports.counts', { visits: r.visits, tasks: r.tasksDone, meetings: r.meetings }) },
              { key: 'summary', label: t('reports.summary'), children: <Typography.Paragraph className="pre-line">{r.summary}</Typography.Paragraph> },
              { key: 'plan', label: t('reports.plan'), children: r.plan ?? '—' },
            ]}
          />
          <List
            header={t('reports.comments')}
            dataSource={r.comments}
            renderItem={(c) => (
              <List.Item>
                <List.Item.Meta title={c.author} description={c.content} />
              </List.Item>
            )}
          />
          {mayComment && (
            <Space.Compact block>
              <Input placeholder={t('reports.comment')} value={text} maxLength={1000} onChange={(e) => setText(e.target.value)} />
              <Button type="primary" disabled={!text.trim()} loading={comment.isPending} onClick={() => void comment.mutateAsync(text.trim()).then(() => setText(''))}>
                {t('reports.send')}
              </Button>
            </Space.Compact>
          )}
        </>
      )}
    </Drawer>
  );
}

/** Reports of the caller and their team, newest first; opening one marks it read. */
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
        loading={list.isFetching}
        dataSource={list.data?.content ?? []}
        pagination={{ current: page + 1, pageSize: 10, total: list.data?.totalElements ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
        columns={[
          { title: t('reports.day'), dataIndex: 'day' },
          { title: t('reports.author'), dataIndex: 'userName' },
          { title: t('reports.summary'), dataIndex: 'summary', ellipsis: true },
          {
            title: t('reports.read'),
            dataIndex: 'readAt',
            render: (v: string | null) => <Badge status={v ? 'success' : 'processing'} text={v ? t('reports.read') : t('reports.notRead')} />,
          },
          { title: t('reports.comments'), dataIndex: 'commentCount' },
          {
            title: '',
            key: 'open',
            render: (_: unknown, r) => (
              <Button type="link" onClick={() => setOpen(r.id)}>
                {t('reports.open')}
              </Button>
            ),
          },
        ]}
      />
      {open !== null && <ReportDrawer id={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
