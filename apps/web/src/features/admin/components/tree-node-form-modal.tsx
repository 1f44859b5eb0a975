/** The add / edit dialog of a node of an admin tree (a menu entry, an organization) and the fields such nodes share. */
import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNs } from '../locales/i18n';
import { AdminFormModal, useRequiredRule, type AdminFormModalProps } from './admin-form-modal';

/** The text group of a tree in the admin namespace: `menu.*` or `org.*`. */
type TreeTexts = 'menu' | 'org';

interface TreeNodeFormModalProps<T> extends Omit<AdminFormModalProps<T>, 'open' | 'isNew' | 'title'> {
  texts: TreeTexts;
  /** Open while set: the node to edit, or the parent to add one under. */
  editing: { parentId: number | null } | null;
  /** The node being edited; null when one is added. */
  node: { id: number } | null;
  /** Picks the parent among the tree's nodes (never the edited node's own subtree). */
  parentPicker: ReactNode;
}

/** An admin dialog that adds a node of a tree or edits one: titled Add or Edit, with the parent as its first field. */
export function TreeNodeFormModal<T>({ texts, editing, node, parentPicker, children, ...modal }: TreeNodeFormModalProps<T>) {
  const { t } = useTranslation(adminNs);
  return (
    <AdminFormModal {...modal} open={editing !== null} isNew={!node} title={node ? t(`${texts}.edit`) : t(`${texts}.add`)}>
      <Col span={24}>
        <Form.Item name="parentId" label={t(`${texts}.parent`)}>
          {parentPicker}
        </Form.Item>
      </Col>
      {children}
    </AdminFormModal>
  );
}

interface NameFieldsProps {
  texts: TreeTexts;
  maxLength: number;
  enMaxLength: number;
  /** Whether the English name must be given too. */
  enRequired?: boolean;
}

/** The node's name in Chinese and in English, side by side. */
export function NameFields({ texts, maxLength, enMaxLength, enRequired = false }: NameFieldsProps) {
  const { t } = useTranslation(adminNs);
  const required = useRequiredRule();
  return (
    <>
      <Col span={12}>
        <Form.Item name="name" label={t(`${texts}.name`)} rules={[required(t(`${texts}.name`))]}>
          <Input maxLength={maxLength} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="nameEn" label={t(`${texts}.nameEn`)} rules={enRequired ? [required(t(`${texts}.nameEn`))] : undefined}>
          <Input maxLength={enMaxLength} />
        </Form.Item>
      </Col>
    </>
  );
}

/** The node's place among its siblings. */
export function SortField() {
  const { t } = useTranslation(adminNs);
  return (
    <Col span={6}>
      <Form.Item name="sort" label={t('common.sort')}>
        <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
}
