import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TASK_TABS } from '@crm/shared/contracts/visit-schemas';
import { useTaskCounts } from '../api/get-task-counts';
import type { TaskTab } from '../api/task-types';
import { tasksNs } from '../locales/i18n';

/** The four tabs with how many of the caller's tasks each holds (`task/type/num`). */
export function TaskCounts({ tab }: { tab: TaskTab }) {
  const { t } = useTranslation(tasksNs);
  const navigate = useNavigate();
  const counts = useTaskCounts().data;
  return (
    <>
      <div className="task-counts" role="list">
        {TASK_TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="listitem"
            className={`task-counts__item task-counts__item--${key}${key === tab ? ' task-counts__item--active' : ''}`}
            onClick={() => void navigate(`/task/${key}`)}
          >
            <span className="task-counts__label">{t(`tabs.${key}`)}</span>
            <span className="task-counts__value" data-count={key}>
              {counts?.[key] ?? '–'}
            </span>
          </button>
        ))}
      </div>
      <div className="task-counts__hint">{t('countsHint')}</div>
    </>
  );
}
