import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Task } from '../api/task-types';
import { useUpdateTask } from '../api/update-task';
import { tasksNs } from '../locales/i18n';

/** Marks a task completed, or to do again when it already is. */
export function useToggleDone() {
  const { t } = useTranslation(tasksNs);
  const { message } = App.useApp();
  const update = useUpdateTask();
  return {
    isPending: update.isPending,
    toggle: async (task: Task) => {
      const status = task.status === 'completed' ? 'todo' : 'completed';
      await update.mutateAsync({ id: task.id, change: { status } });
      void message.success(status === 'completed' ? t('actions.completed') : t('actions.reopened'));
    },
  };
}
