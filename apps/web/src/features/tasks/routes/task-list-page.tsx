import { useState } from 'react';
import { Button, Card, Segmented, Space } from 'antd';
import { CalendarOutlined, CloseCircleOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TASK_LABELS, TASK_TABS } from '@crm/shared/contracts/visit-schemas';
import { KeywordSearch } from '@/components/keyword-search';
import { useAccess } from '@/lib/access/use-access';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useTaskPage } from '../api/get-task-page';
import type { Task, TaskLabel, TaskScope, TaskTab } from '../api/task-types';
import { TaskCloseModal } from '../components/task-close-modal';
import { TaskCounts } from '../components/task-counts';
import { TaskFormModal } from '../components/task-form-modal';
import { TaskTable } from '../components/task-table';
import { TaskTransferModal } from '../components/task-transfer-modal';
import { useToggleDone } from '../components/use-toggle-done';
import { tasksNs } from '../locales/i18n';
import '../tasks.css';

const DETAIL_PATH = '/task/taskRecordDetail';
const PLAN_PATH = '/task/myPlan';

const tabOf = (path: string): TaskTab => ((TASK_TABS as readonly string[]).includes(path) ? (path as TaskTab) : 'all');

/** `/task/all|today|after|expired`: the tab's tasks with label and scope filters and the batch actions. */
export default function TaskListPage({ route }: MenuPageProps) {
  const tab = tabOf(route.node.path);
  const { t } = useTranslation(tasksNs);
  const navigate = useNavigate();
  const access = useAccess();
  const [label, setLabel] = useState<TaskLabel | 'any'>('any');
  const [scope, setScope] = useState<TaskScope>('mine');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit'; task: Task } | { kind: 'close' } | { kind: 'transfer' } | null>(null);
  const tasks = useTaskPage({ tab, label: label === 'any' ? undefined : label, scope, keyword: keyword || undefined, page, size });
  const toggleDone = useToggleDone();
  const canShift = access.hasButton(['task:task:shift']);
  const canEdit = access.hasPermission(['task:task:edit']);
  const reset = () => {
    setPage(0);
    setSelected([]);
  };
  // The tiles above choose when (today, upcoming, overdue); here only whose tasks and which: no overdue
  // again, and no counts beside the tiles' own.
  const labels = tab === 'all' ? TASK_LABELS.filter((item) => item !== 'expired') : TASK_LABELS.filter((item) => item === 'important');

  return (
    <Card className="task-page" title={t(`tabs.${tab}`)}>
      <TaskCounts tab={tab} />
      <div className="task-toolbar">
        <Space wrap>
          <Segmented<TaskLabel | 'any'>
            value={label}
            options={[{ value: 'any', label: t('labels.any') }, ...labels.map((item) => ({ value: item, label: t(`labels.${item}`) }))]}
            onChange={(value) => {
              setLabel(value);
              reset();
            }}
          />
          <Segmented<TaskScope>
            value={scope}
            options={(['mine', 'created', ...(canShift ? (['team'] as const) : [])] as TaskScope[]).map((item) => ({ value: item, label: t(`scope.${item}`) }))}
            onChange={(value) => {
              setScope(value);
              reset();
            }}
          />
          <KeywordSearch
            placeholder={t('keyword')}
            aria-label={t('keyword')}
            maxLength={50}
            width={220}
            onSearch={(value) => {
              setKeyword(value ?? '');
              reset();
            }}
          />
        </Space>
        <Space wrap>
          {access.hasPermission(['task:plan:view']) && (
            <Button icon={<CalendarOutlined />} onClick={() => void navigate(PLAN_PATH)}>
              {t('actions.myPlan')}
            </Button>
          )}
          {access.hasButton(['task:task:close']) && (
            <Button icon={<CloseCircleOutlined />} disabled={selected.length === 0} onClick={() => setDialog({ kind: 'close' })}>
              {t('actions.close')}
            </Button>
          )}
          {canShift && (
            <Button icon={<SwapOutlined />} disabled={selected.length === 0} onClick={() => setDialog({ kind: 'transfer' })}>
              {t('actions.transfer')}
            </Button>
          )}
          {access.hasButton(['task:task:add']) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
              {t('actions.create')}
            </Button>
          )}
        </Space>
      </div>
      {selected.length > 0 && <div className="task-selection">{t('selected', { count: selected.length })}</div>}
      <TaskTable
        detailPath={DETAIL_PATH}
        tab={tab}
        tasks={tasks.data}
        loading={tasks.isFetching}
        page={page}
        size={size}
        selected={selected}
        onSelect={setSelected}
        onPage={(nextPage, nextSize) => {
          setPage(nextPage);
          setSize(nextSize);
          setSelected([]);
        }}
        onOpen={(task) => void navigate(`${DETAIL_PATH}?id=${task.id}`)}
        onToggleDone={canEdit ? (task) => void toggleDone.toggle(task).catch(() => undefined) : undefined}
        onEdit={canEdit ? (task) => setDialog({ kind: 'edit', task }) : undefined}
      />
      {dialog?.kind === 'create' && <TaskFormModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <TaskFormModal task={dialog.task} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'close' && (
        <TaskCloseModal
          ids={selected}
          titles={(tasks.data?.content ?? []).filter((task) => selected.includes(task.id)).map((task) => task.title)}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setSelected([]);
          }}
        />
      )}
      {dialog?.kind === 'transfer' && (
        <TaskTransferModal
          ids={selected}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            setSelected([]);
          }}
        />
      )}
    </Card>
  );
}
