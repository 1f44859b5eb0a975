import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Task } from '../api/task-types';
import { tasksNs } from '../locales/i18n';

/** Spec 4 labels: to do, completed, expired (and closed), plus important. */
export function TaskStatusTag({ task }: { task: Pick<Task, 'status' | 'expired' | 'important'> }) {
  const { t } = useTranslation(tasksNs);
  const state = task.status === 'todo' && task.expired ? 'expired' : task.status;
  const color = { todo: 'processing', completed: 'success', closed: 'default', expired: 'error' }[state];
  return (
    <Space size={4} wrap>
      <Tag color={color}>{t(`status.${state}`)}</Tag>
      {task.important && <Tag color="volcano">{t('labels.important')}</Tag>}
    </Space>
  );
}
