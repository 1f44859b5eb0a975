/** The actions of a row of an admin table or tree: add a child (trees), edit, delete. */
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNs } from '../locales/i18n';

/** A tree's nodes with leaves' empty child lists dropped, so leaves show no expand button. */
export function withoutEmptyChildren<Node extends { children: Node[] }>(nodes: Node[]): Array<Omit<Node, 'children'> & { children?: Node[] }> {
  return nodes.map((node) => ({ ...node, children: node.children.length ? (withoutEmptyChildren(node.children) as unknown as Node[]) : undefined }));
}

interface RowActionsProps {
  /** Omitted where a row cannot have children. */
  addChild?: { label: string; onClick: () => void };
  onEdit: () => void;
  onDelete: () => void;
  /** Keeps a click on the actions from reaching the row, for tables whose rows react to clicks. */
  stopPropagation?: boolean;
}

/** Add a child, edit, delete: the actions of a row of an editable table (dictionaries, roles) or tree (menus, organizations). */
export function RowActions({ addChild, onEdit, onDelete, stopPropagation = false }: RowActionsProps) {
  const { t } = useTranslation(adminNs);
  return (
    <Space size={0} onClick={stopPropagation ? (event) => event.stopPropagation() : undefined}>
      {addChild && (
        <Button type="link" size="small" onClick={addChild.onClick}>
          {addChild.label}
        </Button>
      )}
      <Button type="link" size="small" onClick={onEdit}>
        {t('common.edit')}
      </Button>
      <Button type="link" size="small" danger onClick={onDelete}>
        {t('common.delete')}
      </Button>
    </Space>
  );
}
