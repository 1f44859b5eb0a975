import { useMemo, useState } from 'react';
import { Button, Card, Form, Input, Switch, Table, TreeSelect, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { costCentres, type CostCentre, type CostCentreBody, type MasterQuery } from '../api/master-data';
import { EnabledSwitch } from '../components/enabled-switch';
import { EntityModal } from '../components/entity-modal';
import { useOrgTreeOptions } from '../components/pool-forms';
import { SetupToolbar } from '../components/setup-toolbar';
import { meetingSetupNs } from '../locales/i18n';
import '../meeting-setup.css';

const bodyOf = (row: CostCentre | CostCentreBody): CostCentreBody => ({
  code: row.code.trim(),
  name: row.name.trim(),
  nameEn: row.nameEn?.trim() || null,
  orgId: row.orgId ?? null,
  enabled: row.enabled ?? true,
});

/** `/meeting/ccio/cc`: cost centres meetings are charged to; budget owners maintain them. */
export default function CostCentrePage() {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const canEdit = useAccess().hasPermission(['meeting:budget:list']);
  const orgs = useOrgTreeOptions();
  const [query, setQuery] = useState<MasterQuery>({ page: 0, size: 20 });
  const [editing, setEditing] = useState<{ row: CostCentre | null } | null>(null);
  const list = costCentres.usePage(query);
  const save = costCentres.useSave();
  const initialValues = useMemo(() => (editing?.row ? bodyOf(editing.row) : { enabled: true }), [editing]);

  const columns: TableColumnsType<CostCentre> = [
    { title: t('ccio.code'), dataIndex: 'code', width: 140 },
    { title: t('ccio.name'), key: 'name', render: (_, row) => localizedName(lang, row.name, row.nameEn) },
    { title: t('ccio.org'), dataIndex: 'orgId', width: 200, render: (id: number | null) => orgs.nameOf(id) },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, row) =>
        canEdit ? <EnabledSwitch enabled={enabled} onToggle={(next) => save.mutateAsync({ id: row.id, body: { ...bodyOf(row), enabled: next } })} /> : enabled ? t('common.enabled') : t('common.disabled'),
    },
    ...(canEdit
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 80,
            render: (_: unknown, row: CostCentre) => (
              <Button type="link" size="small" onClick={() => setEditing({ row })}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card className="setup-page" title={t('ccio.ccTitle')}>
      <SetupToolbar
        placeholder={t('ccio.keyword')}
        onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, page: 0 }))}
        {...(canEdit ? { addLabel: t('ccio.addCc'), onAdd: () => setEditing({ row: null }) } : {})}
      />
      <Table<CostCentre>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.content ?? []}
        locale={{ emptyText: t('ccio.emptyCc') }}
        pagination={{ current: query.page + 1, pageSize: query.size, total: list.data?.totalElements ?? 0, showTotal: (total) => t('common.total', { total }), onChange: (page, size) => setQuery((q) => ({ ...q, page: page - 1, size })) }}
      />
      <EntityModal<CostCentreBody>
        open={editing !== null}
        title={editing?.row ? t('ccio.editCc') : t('ccio.addCc')}
        initialValues={initialValues}
        saving={save.isPending}
        onSave={(values) => save.mutateAsync({ id: editing?.row?.id ?? null, body: bodyOf(values) })}
        onClose={() => setEditing(null)}
      >
        {() => (
          <>
            <Form.Item name="code" label={t('ccio.code')} rules={[{ required: true, whitespace: true, message: t('ccio.codeRequired') }]}>
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="name" label={t('ccio.name')} rules={[{ required: true, whitespace: true, message: t('ccio.nameRequired') }]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('ccio.nameEn')}>
              <Input maxLength={120} />
            </Form.Item>
            <Form.Item name="orgId" label={t('ccio.org')}>
              <TreeSelect allowClear treeData={orgs.options} showSearch={{ treeNodeFilterProp: 'title' }} />
            </Form.Item>
            <Form.Item name="enabled" label={t('common.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      </EntityModal>
    </Card>
  );
}
