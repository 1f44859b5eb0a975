import { useState } from 'react';
import { Button, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDeleteRole, useRoles, type AdminRole } from '../api/roles';
import { useAdminColumns } from '../components/admin-columns';
import { RoleFormModal } from '../components/role-form-modal';
import { adminNs } from '../locales/i18n';

/** Roles: names in both languages, data range, type, grants; a role no user holds can be deleted. */
export default function RolesPage() {
  const { t } = useTranslation(adminNs);
  const roles = useRoles();
  const remove = useDeleteRole();
  const { statusColumn, actionsColumn } = useAdminColumns();
  const [editing, setEditing] = useState<AdminRole | null | undefined>(undefined);

  const columns: TableColumnsType<AdminRole> = [
    { title: t('role.name'), dataIndex: 'name' },
    { title: t('role.nameEn'), dataIndex: 'nameEn' },
    { title: t('role.code'), dataIndex: 'code' },
    { title: t('role.dataRange'), dataIndex: 'dataRange', render: (range: string) => t(`role.ranges.${range}`, { defaultValue: range }) },
    { title: t('role.roleType'), dataIndex: 'roleType', render: (type: string) => t(`role.types.${type}`, { defaultValue: type }) },
    { title: t('role.userCount'), dataIndex: 'userCount', width: 90 },
    statusColumn<AdminRole>(),
    { title: t('common.remark'), dataIndex: 'remark', ellipsis: true, render: (remark: string | null) => remark ?? '—' },
    actionsColumn<AdminRole>({
      width: 150,
      onEdit: setEditing,
      deleteConfirm: (role) => t('role.deleteConfirm', { name: role.name }),
      remove: (role) => remove.mutateAsync(role.id),
    }),
  ];

  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <div />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('role.add')}
        </Button>
      </div>
      <Table<AdminRole> rowKey="id" size="middle" loading={roles.isFetching} columns={columns} dataSource={roles.data ?? []} pagination={false} />
      <RoleFormModal role={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}
