import { useState } from 'react';
import { Button, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/keyword-search';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCurrentUser } from '@/lib/session/user-info';
import { useRoles } from '../api/roles';
import { useDeleteUser, useSetUserStatus, useUsers, type AdminUser, type UserFilter } from '../api/users';
import { AdminListPanel } from '../components/admin-list-panel';
import { OrgTreeSelect } from '../components/org-tree-select';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { useAdminFeedback } from '../components/use-admin-feedback';
import { UserFormModal } from '../components/user-form-modal';
import { usePagedFilter } from '../components/use-paged-filter';
import { adminNs } from '../locales/i18n';

/** Users: search, create, edit, reset password, enable or disable, delete. */
export default function UsersPage() {
  const { t } = useTranslation(adminNs);
  const lang = useLanguage();
  const me = useCurrentUser();
  const { filter, refine, tableOf } = usePagedFilter<UserFilter>({ page: 0, size: 20 });
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<AdminUser | null | undefined>(undefined);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const users = useUsers(filter);
  const roles = useRoles();
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  const { confirm, confirmDelete } = useAdminFeedback();
  const roleName = (id: number) => {
    const role = roles.data?.find((r) => r.id === id);
    return role ? localizedName(lang, role.name, role.nameEn) : String(id);
  };

  const columns: TableColumnsType<AdminUser> = [
    { title: t('user.username'), dataIndex: 'username', width: 140 },
    { title: t('user.firstName'), render: (_, user) => localizedName(lang, user.firstName, user.nameEn), width: 120 },
    { title: t('user.department'), dataIndex: 'orgName', render: (name: string | null) => name ?? '—' },
    { title: t('user.mobile'), dataIndex: 'mobile', render: (mobile: string | null) => mobile ?? '—', width: 130 },
    { title: t('user.workId'), dataIndex: 'workId', render: (id: string | null) => id ?? '—', width: 100 },
    { title: t('user.roles'), dataIndex: 'roleIds', render: (ids: number[]) => ids.map((id) => <Tag key={id}>{roleName(id)}</Tag>) },
    {
      title: t('common.status'),
      width: 110,
      render: (_, user) => (
        <Space size={4}>
          <Tag color={user.enabled ? 'green' : 'default'}>{user.enabled ? t('common.enabled') : t('common.disabled')}</Tag>
          {user.lockedUntil && <Tag color="orange">{t('user.locked')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('common.actions'),
      width: 340,
      render: (_, user) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(user)}>
            {t('common.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setResetting(user)}>
            {t('user.resetPassword')}
          </Button>
          {user.id !== me.id && (
            <>
              <Button
                type="link"
                size="small"
                onClick={() =>
                  confirm(
                    t(user.enabled ? 'user.disableConfirm' : 'user.enableConfirm', { name: user.username }),
                    () => setStatus.mutateAsync({ id: user.id, enabled: !user.enabled }),
                    t('common.updateSuccess'),
                  )
                }
              >
                {user.enabled ? t('user.disable') : t('user.enable')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => confirmDelete(t('user.deleteConfirm', { name: user.username }), () => remove.mutateAsync(user.id).then(() => undefined))}
              >
                {t('common.delete')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <AdminListPanel
      filters={
        <>
          <KeywordSearch
            placeholder={t('user.keywordPlaceholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={(keyword) => refine({ keyword })}
            width={280}
            enterButton={t('common.search')}
          />
          <div style={{ width: 220 }}>
            <OrgTreeSelect placeholder={t('user.department')} value={filter.orgId ?? null} onChange={(orgId) => refine({ orgId: orgId ?? undefined })} />
          </div>
          <Select
            aria-label={t('common.status')}
            style={{ width: 130 }}
            value={filter.enabled ?? ''}
            onChange={(enabled: '' | 'true' | 'false') => refine({ enabled: enabled || undefined })}
            options={[
              { value: '', label: t('user.allStatuses') },
              { value: 'true', label: t('common.enabled') },
              { value: 'false', label: t('common.disabled') },
            ]}
          />
        </>
      }
      action={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('user.add')}
        </Button>
      }
    >
      <Table<AdminUser> rowKey="id" size="middle" columns={columns} {...tableOf(users, { showSizeChanger: true })} />
      <UserFormModal user={editing} onClose={() => setEditing(undefined)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </AdminListPanel>
  );
}
