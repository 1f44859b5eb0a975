import { useState } from 'react';
import { Alert, Button, Collapse, Drawer, Input, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DailyReportVersion } from '@crm/shared/contracts/system-reports';
import { useAccess } from '@/lib/access/use-access';
import { formatWhen } from '@/lib/when';
import { useCommentDailyReport, useDailyReport } from '../api/report-calls';
import { analyticsNs } from '../locales/i18n';
import { DailyReportContent } from './daily-report-content';

/** The versions before the current one, newest first; the one a manager had read is marked. */
function EarlierVersions({ versions, readVersion }: { versions: DailyReportVersion[]; readVersion: number | null }) {
  const { t } = useTranslation(analyticsNs);
  return (
    <>
      <Typography.Title level={5}>{t('reports.history')}</Typography.Title>
      <Collapse
        size="small"
        items={versions.map((v) => ({
          key: v.version,
          label: (
            <Space>
              {t('reports.version', { version: v.version })}
              <Typography.Text type="secondary">{formatWhen(v.submittedAt)}</Typography.Text>
              {v.version === readVersion && <Tag color="green">{t('reports.read')}</Tag>}
            </Space>
          ),
          children: <DailyReportContent report={v} />,
        }))}
      />
    </>
  );
}

/** One report: its current version, what it was before, and the comments; opening it marks it read. */
export function DailyReportDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(analyticsNs);
  const report = useDailyReport(id);
  const comment = useCommentDailyReport(id);
  const [text, setText] = useState('');
  const mayComment = useAccess().hasButton(['report:dailyReport:comment']);
  const r = report.data;
  const isRevisedSinceRead = r !== undefined && r.previousReadVersion !== null && r.previousReadVersion < r.version;
  return (
    <Drawer open onClose={onClose} size="large" title={r ? `${r.userName} · ${r.day}` : ''} extra={r && <Tag>{t('reports.version', { version: r.version })}</Tag>}>
      {r && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {isRevisedSinceRead && <Alert type="info" showIcon title={t('reports.revisedSince', { read: r.previousReadVersion, version: r.version })} />}
          <DailyReportContent report={r} />
          {r.versions.length > 1 && <EarlierVersions versions={r.versions.slice(1)} readVersion={r.previousReadVersion} />}
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
        </Space>
      )}
    </Drawer>
  );
}
