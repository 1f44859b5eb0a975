/** Table columns several admin pages share: a record's enabled status and its edit / delete actions. */
import { Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNs } from '../locales/i18n';
import { RowActions } from './row-actions';
import { useAdminFeedback } from './use-admin-feedback';

interface ActionsColumnOptions<Row> {
  width: number;
  onEdit: (row: Row) => void;
  /** The question the delete confirmation asks, naming the row. */
  deleteConfirm: (row: Row) => string;
  /** Deletes the row once the user confirms. */
  remove: (row: Row) => Promise<unknown>;
  /** Keeps a click on the actions from reaching the row, for tables whose rows react to clicks. */
  stopPropagation?: boolean;
}

/** Builds the shared columns with the admin texts and the admin delete confirmation. */
export function useAdminColumns() {
  const { t } = useTranslation(adminNs);
  const { confirmDelete } = useAdminFeedback();

  /** Status: a green "Enabled" or a grey "Disabled" tag from the row's `enabled`. */
  const statusColumn = <Row extends { enabled: boolean }>(): TableColumnType<Row> => ({
    title: t('common.status'),
    dataIndex: 'enabled',
    width: 90,
    render: (enabled: boolean) => <Tag color={enabled ? 'green' : 'default'}>{enabled ? t('common.enabled') : t('common.disabled')}</Tag>,
  });

  /** Actions: edit the row, or delete it after a confirmation. */
  const actionsColumn = <Row,>({ width, onEdit, deleteConfirm, remove, stopPropagation }: ActionsColumnOptions<Row>): TableColumnType<Row> => ({
    title: t('common.actions'),
    width,
    render: (_, row) => (
      <RowActions stopPropagation={stopPropagation} onEdit={() => onEdit(row)} onDelete={() => confirmDelete(deleteConfirm(row), () => remove(row).then(() => undefined))} />
    ),
  });

  return { statusColumn, actionsColumn };
}
