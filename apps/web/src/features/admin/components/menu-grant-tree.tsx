import { Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAdminMenuTree, type AdminMenu } from '../api/menus';
import { adminNs } from '../locales/i18n';

function toNodes(menus: AdminMenu[], lang: 'zh' | 'en', typeLabel: (type: AdminMenu['type']) => string): DataNode[] {
  return menus.map((menu) => ({
    key: menu.id,
    title: menu.type === 'MENU' ? localizedName(lang, menu.name, menu.enName) : `${localizedName(lang, menu.name, menu.enName)} · ${typeLabel(menu.type)}`,
    children: toNodes(menu.children, lang, typeLabel),
  }));
}

function indexTree(menus: AdminMenu[], parentId: number | null, parents: Map<number, number | null>, children: Map<number, number[]>) {
  for (const menu of menus) {
    parents.set(menu.id, parentId);
    children.set(
      menu.id,
      menu.children.map((child) => child.id),
    );
    indexTree(menu.children, menu.id, parents, children);
  }
}

interface MenuGrantTreeProps {
  value?: number[];
  onChange?: (menuIds: number[]) => void;
}

/**
 * The menus, tabs and buttons a role may use, as a checkable tree. Each entry is its own grant:
 * checking one also checks its children and the parents that lead to it; unchecking one
 * unchecks its children. A page can so be granted without all of its buttons.
 */
export function MenuGrantTree({ value = [], onChange }: MenuGrantTreeProps) {
  const { t } = useTranslation(adminNs);
  const lang = useLanguage();
  const menus = useAdminMenuTree();
  const treeData = toNodes(menus.data ?? [], lang, (type) => t(`menu.types.${type}`));
  const parents = new Map<number, number | null>();
  const children = new Map<number, number[]>();
  indexTree(menus.data ?? [], null, parents, children);
  const subtree = (id: number): number[] => [id, ...(children.get(id) ?? []).flatMap(subtree)];
  const ancestors = (id: number): number[] => {
    const parent = parents.get(id);
    return parent ? [parent, ...ancestors(parent)] : [];
  };
  return (
    <div className="admin-grants" role="group" aria-label={t('role.grants')}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll={false}
        treeData={treeData}
        checkStrictly
        checkedKeys={{ checked: value, halfChecked: [] }}
        onCheck={(_checked, info) => {
          const id = Number(info.node.key);
          const next = new Set(value);
          if (info.checked) [...subtree(id), ...ancestors(id)].forEach((key) => next.add(key));
          else subtree(id).forEach((key) => next.delete(key));
          onChange?.([...next]);
        }}
      />
    </div>
  );
}
