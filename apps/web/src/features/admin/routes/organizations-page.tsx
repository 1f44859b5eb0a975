import { useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDeleteOrg, useOrgTree, type OrgNode } from '../api/organizations';
import { OrgFormModal, type OrgEditing } from '../components/org-form-modal';
import { RowActions, withoutEmptyChildren } from '../components/row-actions';
import { useAdminFeedback } from '../components/use-admin-feedback';
import { adminNs } from '../locales/i18n';

/** The organization tree: create, edit or move, delete with all sub-organizations. */
export default function OrganizationsPage() {
  const { t } = useTranslation(adminNs);
  const lang = useLanguage();
  const tree = useOrgTree();
  const remove = useDeleteOrg();
  const { confirmDelete } = useAdminFeedback();
  const [editing, setEditing] = useState<OrgEditing | null>(null);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  // The top levels start open; a parent opens when a child is added under it.
  const expandedKeys = expanded ?? (tree.data ?? []).flatMap((root) => [root.id, ...root.children.map((child) => child.id)]);
  const addChild = (org: OrgNode) => {
    setExpanded([...new Set([...expandedKeys, org.id])]);
    setEditing({ org: null, parentId: org.id });
  };

  const columns: TableColumnsType<OrgNode> = [
    { title: t('org.name'), render: (_, org) => localizedName(lang, org.name, org.nameEn) },
    { title: t('org.code'), dataIndex: 'code', width: 140 },
    { title: t('org.type'), dataIndex: 'type', width: 110, render: (type: string) => <Tag>{t(`org.types.${type}`, { defaultValue: type })}</Tag> },
    { title: t('org.grade'), dataIndex: 'grade', width: 90 },
    { title: t('common.sort'), dataIndex: 'sort', width: 80 },
    { title: t('org.leader'), dataIndex: 'leaderName', width: 120, render: (name: string | null) => name ?? '—' },
    {
      title: t('common.actions'),
      width: 220,
      render: (_, org) => (
        <RowActions
          addChild={{ label: t('org.addChild'), onClick: () => addChild(org) }}
          onEdit={() => setEditing({ org, parentId: org.parentId })}
          onDelete={() =>
            confirmDelete(t('org.deleteConfirm', { name: localizedName(lang, org.name, org.nameEn) }), async () =>
              t('org.deleted', { count: (await remove.mutateAsync(org.id)).deleted }),
            )
          }
        />
      ),
    },
  ];

  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <div />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ org: null, parentId: null })}>
          {t('org.add')}
        </Button>
      </div>
      {tree.data && (
        <Table<OrgNode>
          rowKey="id"
          size="middle"
          loading={tree.isFetching}
          columns={columns}
          dataSource={withoutEmptyChildren(tree.data) as OrgNode[]}
          pagination={false}
          expandable={{ expandedRowKeys: expandedKeys, onExpand: (open, org) => setExpanded(open ? [...expandedKeys, org.id] : expandedKeys.filter((id) => id !== org.id)) }}
        />
      )}
      <OrgFormModal editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
