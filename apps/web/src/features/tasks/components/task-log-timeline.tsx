import type { ReactNode } from 'react';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTaskLogs } from '../api/get-task-logs';
import { useUserName } from '../api/get-user-name';
import type { TaskLog } from '../api/task-types';
import { tasksNs } from '../locales/i18n';
import { useTaskDisplay } from './use-task-display';

const CHANGE_FIELDS = ['title', 'type', 'description', 'doctorId', 'dueAt', 'important', 'status'] as const;

function PersonName({ id }: { id: number | undefined }) {
  const display = useTaskDisplay();
  const user = useUserName(id).data;
  return <>{user ? display.name(user) : id ? `#${id}` : ''}</>;
}

function LogLine({ log }: { log: TaskLog }) {
  const { t } = useTranslation(tasksNs);
  const display = useTaskDisplay();
  const actor = log.actor ? display.name(log.actor) : t('log.system');
  const detail = log.detail ?? {};
  const reason = typeof detail.reason === 'string' && detail.reason ? detail.reason : null;
  let text: ReactNode = t(`log.${log.action}`, { actor });
  if (log.action === 'transfer') {
    // The sentence comes from the locale with the two names as slots, so word order follows the language.
    const parts = t('log.transfer', { actor, from: '{{from}}', to: '{{to}}' }).split(/(\{\{from\}\}|\{\{to\}\})/);
    text = parts.map((part, i) =>
      part === '{{from}}' ? <PersonName key={i} id={Number(detail.from)} /> : part === '{{to}}' ? <PersonName key={i} id={Number(detail.to)} /> : part,
    );
  }
  const after = detail.after && typeof detail.after === 'object' ? Object.keys(detail.after as object).filter((key) => (CHANGE_FIELDS as readonly string[]).includes(key)) : [];
  return (
    <div className="task-log" data-action={log.action}>
      <div className="task-log__text">{text}</div>
      {log.action === 'update' && after.length > 0 && (
        <Typography.Text type="secondary">
          {t('log.changed', { fields: after.map((key) => t(`log.fields.${key as (typeof CHANGE_FIELDS)[number]}`)).join(display.lang === 'en' ? ', ' : '、') })}
        </Typography.Text>
      )}
      {reason && <Typography.Text type="secondary">{t('log.reason', { reason })}</Typography.Text>}
      <Typography.Text type="secondary" className="task-log__time">
        {display.when(log.createdAt)}
      </Typography.Text>
    </div>
  );
}

/** Every change of a task, oldest first (`task/log/find/{id}`). */
export function TaskLogTimeline({ taskId }: { taskId: number }) {
  const { t } = useTranslation(tasksNs);
  const logs = useTaskLogs(taskId);
  if (!logs.isPending && (logs.data ?? []).length === 0) return <Empty description={t('detail.noLogs')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      className="task-logs"
      items={(logs.data ?? []).map((log) => ({
        key: log.id,
        color: log.action === 'close' ? 'gray' : log.action === 'complete' ? 'green' : log.action === 'transfer' ? 'orange' : 'blue',
        content: <LogLine log={log} />,
      }))}
    />
  );
}
