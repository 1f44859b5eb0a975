import { Button, Space, Table, Tooltip } from 'antd';
import { Link } from 'react-router';
import { StarFilled } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Page } from '@crm/shared/envelope';
import { labelledColumns, STACKED_TABLE } from '@/components/stacked-table';
import { localizedName } from '@/lib/i18n/i18n';
import type { Task, TaskTab } from '../api/task-types';
import { tasksNs } from '../locales/i18n';
import { TaskStatusTag } from './task-status-tag';
import { useTaskDisplay } from './use-task-display';

interface TaskTableProps {
  /** Where a task's record opens. */
  detailPath: string;
  tab: TaskTab;
  tasks: Page<Task> | undefined;
  loading: boolean;
  page: number;
  size: number;
  selected: number[];
  onSelect(ids: number[]): void;
  onPage(page: number, size: number): void;
  onOpen(task: Task): void;
  /** Without these (no right to edit tasks) a task can only be viewed. */
  onToggleDone?: ((task: Task) => void) | undefined;
  onEdit?: ((task: Task) => void) | undefined;
}

/** A page of tasks with selection for the batch actions; closed tasks cannot be selected. */
export function TaskTable({ detailPath, tab, tasks, loading, page, size, selected, onSelect, onPage, onOpen, onToggleDone, onEdit }: TaskTableProps) {
  const { t } = useTranslation(tasksNs);
  const display = useTaskDisplay();
  // The columns fit a laptop's content area (about 1,100 px at 1280 px) without scrolling sideways:
  // the title and the doctor share what the others leave; who created a task is on its record.
  const columns: ColumnsType<Task> = [
    {
      key: 'title',
      title: t('column.title'),
      render: (_, task) => (
        <span className="task-title-cell">
          {task.important && (
            <Tooltip title={t('labels.important')}>
              <StarFilled className="task-important" />
            </Tooltip>
          )}
          <Link className="task-title" to={`${detailPath}?id=${task.id}`}>
            {task.title}
          </Link>
        </span>
      ),
    },
    { key: 'type', title: t('column.type'), width: 100, render: (_, task) => t(`types.${task.type}`) },
    {
      key: 'doctor',
      title: t('column.doctor'),
      render: (_, task) =>
        task.doctor ? (
          <>
            <span className="task-doctor">{localizedName(display.lang, task.doctor.name, task.doctor.nameEn)}</span>
            <span className="task-doctor__hospital" title={localizedName(display.lang, task.doctor.hospital, task.doctor.hospitalEn)}>
              {localizedName(display.lang, task.doctor.hospital, task.doctor.hospitalEn)}
            </span>
          </>
        ) : (
          '—'
        ),
    },
    { key: 'assignee', title: t('column.assignee'), width: 100, render: (_, task) => display.name(task.assignee) },
    {
      key: 'due',
      title: t('column.due'),
      width: 130,
      render: (_, task) => (
        <Tooltip title={display.full(task.dueAt)}>
          <span className={task.expired ? 'task-due task-due--expired' : 'task-due'}>{display.when(task.dueAt)}</span>
        </Tooltip>
      ),
    },
    { key: 'status', title: t('column.status'), width: 110, render: (_, task) => <TaskStatusTag task={task} /> },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 140,
      render: (_, task) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onOpen(task)}>
            {t('actions.view')}
          </Button>
          {task.status !== 'closed' && onEdit && onToggleDone && (
            <>
              <Button type="link" size="small" onClick={() => onEdit(task)}>
                {t('actions.edit')}
              </Button>
              <Button type="link" size="small" onClick={() => onToggleDone(task)}>
                {task.status === 'completed' ? t('actions.reopen') : t('actions.complete')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<Task>
      className={`task-table ${STACKED_TABLE}`}
      rowKey="id"
      size="middle"
      tableLayout="fixed"
      columns={labelledColumns(columns)}
      dataSource={tasks?.content ?? []}
      loading={loading}
      locale={{ emptyText: t(`empty.${tab}`) }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (task) => ({ disabled: task.status === 'closed', 'aria-label': task.title }),
      }}
      pagination={{
        current: page + 1,
        pageSize: size,
        total: tasks?.totalElements ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('total', { total }),
        onChange: (next, nextSize) => onPage(nextSize === size ? next - 1 : 0, nextSize),
      }}
    />
  );
}
