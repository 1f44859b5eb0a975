import { useState } from 'react';
import { Button, Card, Col, Descriptions, Result, Row, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import { useTask } from '../api/get-task';
import { TaskCloseModal } from '../components/task-close-modal';
import { TaskFormModal } from '../components/task-form-modal';
import { TaskLogTimeline } from '../components/task-log-timeline';
import { TaskStatusTag } from '../components/task-status-tag';
import { TaskTransferModal } from '../components/task-transfer-modal';
import { useTaskDisplay } from '../components/use-task-display';
import { useToggleDone } from '../components/use-toggle-done';
import { tasksNs } from '../locales/i18n';
import '../tasks.css';

const LIST_PATH = '/task/all';

/** `/task/taskRecordDetail?id=`: one task, what can be done with it, and its history. */
export default function TaskRecordDetailPage() {
  const { t } = useTranslation(tasksNs);
  const navigate = useNavigate();
  const access = useAccess();
  const display = useTaskDisplay();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const task = useTask(id);
  const toggleDone = useToggleDone();
  const [dialog, setDialog] = useState<'edit' | 'close' | 'transfer' | null>(null);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(LIST_PATH)}>
      {t('actions.back')}
    </Button>
  );

  if (!Number.isInteger(id) || id <= 0) return <Result status="warning" title={t('detail.missingId')} extra={back} />;
  if (task.isPending) return <Spin className="task-detail__loading" />;
  if (task.isError || !task.data) return <Result status="404" title={t('detail.notFound')} extra={back} />;
  const found = task.data;
  const none = <Typography.Text type="secondary">{t('detail.none')}</Typography.Text>;
  const isOpen = found.status !== 'closed';
  const canEdit = isOpen && access.hasPermission(['task:task:edit']);

  return (
    <Row gutter={[16, 16]} className="task-detail">
      <Col xs={24} xl={15}>
        <Card
          title={
            <Space>
              <span className="task-detail__title">{found.title}</span>
              <TaskStatusTag task={found} />
            </Space>
          }
          extra={
            <Space wrap>
              {back}
              {canEdit && <Button onClick={() => setDialog('edit')}>{t('actions.edit')}</Button>}
              {isOpen && access.hasButton(['task:task:shift']) && <Button onClick={() => setDialog('transfer')}>{t('actions.transferOne')}</Button>}
              {isOpen && access.hasButton(['task:task:close']) && (
                <Button danger onClick={() => setDialog('close')}>
                  {t('actions.closeOne')}
                </Button>
              )}
              {canEdit && (
                <Button type="primary" loading={toggleDone.isPending} onClick={() => void toggleDone.toggle(found).catch(() => undefined)}>
                  {found.status === 'completed' ? t('actions.reopen') : t('actions.complete')}
                </Button>
              )}
            </Space>
          }
        >
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={t('detail.type')}>{t(`types.${found.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.due')}>
              <span className={found.expired ? 'task-due task-due--expired' : 'task-due'}>{display.full(found.dueAt)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.assignee')}>{display.name(found.assignee)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.creator')}>{display.name(found.creator)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.doctor')} span={2}>
              {found.doctor ? `${display.lang === 'en' && found.doctor.nameEn ? found.doctor.nameEn : found.doctor.name} · ${found.doctor.hospital}` : none}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.createdAt')}>{display.full(found.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={found.closedAt ? t('detail.closedAt') : t('detail.completedAt')}>
              {found.closedAt ? display.full(found.closedAt) : found.completedAt ? display.full(found.completedAt) : none}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.description')} span={2}>
              <Typography.Paragraph className="task-detail__text">{found.description ?? none}</Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <Card title={t('detail.logs')}>
          <TaskLogTimeline taskId={found.id} />
        </Card>
      </Col>
      {dialog === 'edit' && <TaskFormModal task={found} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <TaskCloseModal ids={[found.id]} titles={[found.title]} onClose={() => setDialog(null)} onDone={() => setDialog(null)} />}
      {dialog === 'transfer' && <TaskTransferModal ids={[found.id]} onClose={() => setDialog(null)} onDone={() => setDialog(null)} />}
    </Row>
  );
}
