import { useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAdminMenuTree, useDeleteMenu, type AdminMenu } from '../api/menus';
import { MenuFormModal, type MenuEditing } from '../components/menu-form-modal';
import { RowActions, withoutEmptyChildren } from '../components/row-actions';
import { useAdminFeedback } from '../components/use-admin-feedback';
import { adminNs } from '../locales/i18n';

type MenuRow = Omit<AdminMenu, 'children'> & { children?: AdminMenu[] };

const TYPE_COLORS = { MENU: 'blue', TAG: 'purple', BUTTON: 'default' } as const;

/** Menu entries (pages, tabs, buttons): create, edit, delete with all children. */
export default function MenusPage() {
  const { t } = useTranslation(adminNs);
  const lang = useLanguage();
  const tree = useAdminMenuTree();
  const remove = useDeleteMenu();
  const { confirmDelete } = useAdminFeedback();
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const asMenu = (row: MenuRow): AdminMenu => ({ ...row, children: [] });

  const columns: TableColumnsType<MenuRow> = [
    { title: t('menu.name'), render: (_, menu) => localizedName(lang, menu.name, menu.enName), width: 220 },
    { title: t('menu.type'), dataIndex: 'type', width: 90, render: (type: AdminMenu['type']) => <Tag color={TYPE_COLORS[type]}>{t(`menu.types.${type}`)}</Tag> },
    { title: t('menu.path'), dataIndex: 'path', ellipsis: true },
    { title: t('menu.permission'), dataIndex: 'permission', ellipsis: true, render: (mark: string | null) => mark ?? '—' },
    { title: t('common.sort'), dataIndex: 'sort', width: 70 },
    { title: t('menu.visible'), dataIndex: 'isHidden', width: 90, render: (hidden: boolean) => (hidden ? t('common.no') : t('common.yes')) },
    {
      title: t('menu.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: boolean) => <Tag color={status ? 'green' : 'default'}>{status ? t('common.enabled') : t('common.disabled')}</Tag>,
    },
    {
      title: t('common.actions'),
      width: 210,
      render: (_, menu) => (
        <RowActions
          {...(menu.type !== 'BUTTON' ? { addChild: { label: t('menu.addChild'), onClick: () => setEditing({ menu: null, parentId: menu.id }) } } : {})}
          onEdit={() => setEditing({ menu: asMenu(menu), parentId: menu.parentId })}
          onDelete={() =>
            confirmDelete(t('menu.deleteConfirm', { name: localizedName(lang, menu.name, menu.enName) }), async () =>
              t('menu.deleted', { count: (await remove.mutateAsync(menu.id)).deleted }),
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ menu: null, parentId: null })}>
          {t('menu.add')}
        </Button>
      </div>
      <Table<MenuRow> rowKey="id" size="middle" loading={tree.isFetching} columns={columns} dataSource={withoutEmptyChildren(tree.data ?? [])} pagination={false} />
      <MenuFormModal editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
