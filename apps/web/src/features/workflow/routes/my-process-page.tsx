import { useState } from 'react';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { pageRows } from '@/lib/api/page-rows';
import { useMyProcesses } from '../api/my-processes';
import type { ListQuery, MyProcess } from '../api/workflow-types';
import { CREATE_PATH, instanceDetailPath } from '../components/detail-path';
import { formatWhen } from '@/lib/when';
import { ListFilter, type ListFilterValue } from '../components/list-filter';
import { InstanceStatusTag, ProcessTypeLabel } from '../components/status-tags';
import { workflowNs } from '../locales/i18n';
import '../workflow.css';

const PAGE_SIZE = 20;

/** `/taskManager/myProcess`: the requests the user started, with where each one stands. */
export default function MyProcessPage() {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const access = useAccess();
  const [query, setQuery] = useState<ListQuery>({ page: 0, size: PAGE_SIZE });
  const processes = useMyProcesses(query);
  const applyFilter = (change: ListFilterValue) => setQuery((current) => ({ ...current, ...change, page: 0 }));

  // The columns fit a laptop's content area without scrolling sideways: the process type and the
  // approval chain it follows go under the title.
  const columns: TableColumnsType<MyProcess> = [
    {
      title: t('column.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <>
          <Link to={instanceDetailPath(row.instanceId)}>{title}</Link>
          <div className="muted-note">
            <ProcessTypeLabel processType={row.processType} />
            {` · ${localizedName(lang, row.definitionName, row.definitionNameEn)} ${t('version', { version: row.definitionVersion })}`}
          </div>
        </>
      ),
    },
    {
      title: t('column.currentStep'),
      key: 'step',
      width: 140,
      render: (_, row) => (row.currentStep ? localizedName(lang, row.currentStep.name, row.currentStep.nameEn) : t('ended')),
    },
    { title: t('column.status'), dataIndex: 'status', width: 100, render: (status: string) => <InstanceStatusTag status={status} /> },
    { title: t('column.startedAt'), dataIndex: 'startedAt', width: 130, render: (at: string | null) => formatWhen(at) },
    { title: t('column.endedAt'), dataIndex: 'endedAt', width: 130, render: (at: string | null) => formatWhen(at) },
    {
      title: t('column.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => navigate(instanceDetailPath(row.instanceId))}>
          {t('view')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      className="workflow-page"
      title={t('myProcess.title')}
      extra={
        access.hasPermission(['workflow:processDefinition:list']) &&
        access.hasPermission(['workflow:processInstance:start']) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(CREATE_PATH)}>
            {t('myProcess.start')}
          </Button>
        )
      }
    >
      <ListFilter onChange={applyFilter} />
      <Table<MyProcess>
        rowKey="instanceId"
        size="middle"
        columns={columns}
        {...pageRows(processes)}
        locale={{ emptyText: t('myProcess.empty') }}
        tableLayout="fixed"
        pagination={{
          current: query.page + 1,
          pageSize: query.size,
          total: processes.data?.totalElements ?? 0,
          showTotal: (total) => t('total', { total }),
          onChange: (page, size) => setQuery((current) => ({ ...current, page: page - 1, size })),
        }}
      />
    </Card>
  );
}
