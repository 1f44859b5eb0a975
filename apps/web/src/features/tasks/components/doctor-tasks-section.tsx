import { useState } from 'react';
import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '@/lib/access/use-access';
import { useDoctor } from '@/lib/api/doctors';
import { useTaskPage } from '../api/get-task-page';
import { tasksNs } from '../locales/i18n';
import { TaskFormModal } from './task-form-modal';
import { TaskStatusTag } from './task-status-tag';
import { useTaskDisplay } from './use-task-display';
import '../tasks.css';

const STEP = 10;
const DETAIL_PATH = '/task/taskRecordDetail';

/** For the doctor detail page: the tasks about this doctor that the user may manage, and creating one. */
export function DoctorTasksSection({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation(tasksNs);
  const navigate = useNavigate();
  const access = useAccess();
  const display = useTaskDisplay();
  const id = Number(doctorId);
  const [size, setSize] = useState(STEP);
  const [creating, setCreating] = useState(false);
  const tasks = useTaskPage({ tab: 'all', scope: 'team', doctorId: Number.isInteger(id) && id > 0 ? id : undefined, page: 0, size });
  const content = tasks.data?.content ?? [];
  const total = tasks.data?.totalElements ?? 0;
  const doctor = useDoctor(id, creating).data;
  const open = content.filter((task) => task.status === 'todo').length;

  return (
    <Card
      className="doctor-tasks"
      size="small"
      title={
        <Space>
          {t('doctorSection.title')}
          {open > 0 && <Tag color="processing">{t('doctorSection.open', { count: open })}</Tag>}
        </Space>
      }
      extra={
        access.hasButton(['task:task:add']) && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('actions.create')}
          </Button>
        )
      }
    >
      {content.length === 0 && !tasks.isPending ? (
        <Empty description={t('doctorSection.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          loading={tasks.isPending}
          dataSource={content}
          renderItem={(task) => (
            <List.Item className="doctor-tasks__item" onClick={() => void navigate(`${DETAIL_PATH}?id=${task.id}`)}>
              <List.Item.Meta
                title={
                  <Space wrap size={6}>
                    <Typography.Link>{task.title}</Typography.Link>
                    <TaskStatusTag task={task} />
                  </Space>
                }
                description={`${t(`types.${task.type}`)} · ${display.name(task.assignee)} · ${display.when(task.dueAt)}`}
              />
            </List.Item>
          )}
        />
      )}
      {total > content.length && (
        <Button type="link" block loading={tasks.isFetching} onClick={() => setSize(size + STEP)}>
          {t('doctorSection.more')}
        </Button>
      )}
      {creating && doctor && (
        <TaskFormModal doctor={{ id, name: display.lang === 'en' && doctor.doctorNameEn ? doctor.doctorNameEn : doctor.doctorName }} onClose={() => setCreating(false)} />
      )}
    </Card>
  );
}
