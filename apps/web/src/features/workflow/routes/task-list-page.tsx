import { useState } from 'react';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pageRows } from '@/lib/api/page-rows';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useTaskList, type TaskListKind } from '../api/task-lists';
import type { ListQuery, WorkflowTask } from '../api/workflow-types';
import { instanceDetailPath } from '../components/detail-path';
import { formatWhen } from '@/lib/when';
import { ListFilter, type ListFilterValue } from '../components/list-filter';
import { ActionTag, InstanceStatusTag, ProcessTypeLabel } from '../components/status-tags';
import { workflowNs } from '../locales/i18n';
import '../workflow.css';

const PAGE_SIZE = 20;

/** The to-do or done list of `/taskManager/task/*`. */
export function TaskListPage({ kind }: { kind: TaskListKind }) {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [query, setQuery] = useState<ListQuery>({ page: 0, size: PAGE_SIZE });
  const tasks = useTaskList(kind, query);
  const applyFilter = (change: ListFilterValue) => setQuery((current) => ({ ...current, ...change, page: 0 }));

  // The columns fit a laptop's content area without scrolling sideways: the process type goes under
  // the title, a decision's comment under the decision.
  const columns: TableColumnsType<WorkflowTask> = [
    {
      title: t('column.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <>
          <Link to={instanceDetailPath(row.instanceId)}>{title}</Link>
          <div className="muted-note">
            <ProcessTypeLabel processType={row.processType} />
          </div>
        </>
      ),
    },
    { title: t('column.step'), key: 'step', width: 130, render: (_, row) => localizedName(lang, row.name, row.nameEn) },
    { title: t('column.initiator'), dataIndex: 'initiatorName', width: 110, render: (name: string, row) => localizedName(lang, name, row.initiatorNameEn) },
    ...(kind === 'todo'
      ? ([{ title: t('column.arrivedAt'), dataIndex: 'createdAt', width: 150, render: (at: string | null) => formatWhen(at) }] satisfies TableColumnsType<WorkflowTask>)
      : []),
    ...(kind === 'done'
      ? ([
          {
            title: t('column.decision'),
            dataIndex: 'decision',
            width: 200,
            render: (decision: string | null, row) => (
              <>
                <ActionTag action={decision} />
                {row.comment && (
                  <div className="workflow-comment" title={row.comment}>
                    {row.comment}
                  </div>
                )}
              </>
            ),
          },
          { title: t('column.decidedAt'), dataIndex: 'decidedAt', width: 130, render: (at: string | null) => formatWhen(at) },
          { title: t('column.status'), dataIndex: 'status', width: 100, render: (status: string) => <InstanceStatusTag status={status} /> },
        ] satisfies TableColumnsType<WorkflowTask>)
      : []),
    {
      title: t('column.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => navigate(instanceDetailPath(row.instanceId))}>
          {kind === 'todo' ? t('handle') : t('view')}
        </Button>
      ),
    },
  ];

  return (
    <Card className="workflow-page" title={kind === 'todo' ? t('tasks.todoTitle') : t('tasks.doneTitle')}>
      <ListFilter onChange={applyFilter} />
      <Table<WorkflowTask>
        rowKey="taskId"
        size="middle"
        columns={columns}
        {...pageRows(tasks)}
        locale={{ emptyText: kind === 'todo' ? t('tasks.todoEmpty') : t('tasks.doneEmpty') }}
        tableLayout="fixed"
        pagination={{
          current: query.page + 1,
          pageSize: query.size,
          total: tasks.data?.totalElements ?? 0,
          showTotal: (total) => t('total', { total }),
          onChange: (page, size) => setQuery((current) => ({ ...current, page: page - 1, size })),
        }}
      />
    </Card>
  );
}
