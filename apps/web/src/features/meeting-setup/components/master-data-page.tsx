import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Form, Switch, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { pageRows } from '@/lib/api/page-rows';
import type { MasterQuery, MasterResource } from '../api/master-data';
import { meetingSetupNs } from '../locales/i18n';
import { EnabledSwitch } from './enabled-switch';
import { EntityModal } from './entity-modal';
import { SetupToolbar } from './setup-toolbar';
import '../meeting-setup.css';

interface MasterDataPageProps<Row, Body, Values> {
  resource: MasterResource<Row, Body>;
  texts: { title: string; keyword: string; add: string; addTitle: string; editTitle: string; empty: string };
  /** The row's own columns; status and actions are added here. */
  columns: TableColumnsType<Row>;
  /** The row as a save body (switching enabled on and off saves the rest unchanged). */
  bodyOf: (row: Row) => Body;
  /** The form's values for a row being edited, the defaults of a new one, and the body they save. */
  formOf: (row: Row) => Values;
  /** Defaults of a new row (which starts enabled). */
  defaults?: Partial<Values>;
  fromForm: (values: Values) => Body;
  /** The row's own fields; the enabled switch is added here. */
  fields: ReactNode;
  /** Adding, editing and the enable switches; without it the list is read-only. */
  canEdit: boolean;
  /** Filters beside the search box, changing the list's query. */
  filters?: (update: (patch: Partial<MasterQuery>) => void) => ReactNode;
}

/** The mapping of a page whose form edits the save body itself: a row, a form's values and a body all become a body by `bodyOf`. */
export function bodyAsForm<Row, Body>(bodyOf: (row: Row | Body) => Body) {
  return { bodyOf, formOf: bodyOf, fromForm: bodyOf };
}

/** A searchable, paged master-data list with enable switches and one add/edit dialog. */
export function MasterDataPage<Row extends { id: number; enabled: boolean }, Body extends object, Values extends object = Body>({
  resource,
  texts,
  columns,
  bodyOf,
  formOf,
  defaults,
  fromForm,
  fields,
  canEdit,
  filters,
}: MasterDataPageProps<Row, Body, Values>) {
  const { t } = useTranslation(meetingSetupNs);
  const [query, setQuery] = useState<MasterQuery>({ page: 0, size: 20 });
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const list = resource.usePage(query);
  const save = resource.useSave();
  const initialValues = useMemo(() => (editing?.row ? formOf(editing.row) : (defaults ?? {})), [editing, formOf, defaults]);
  const update = (patch: Partial<MasterQuery>) => setQuery((q) => ({ ...q, ...patch, page: 0 }));

  const allColumns: TableColumnsType<Row> = [
    ...columns,
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, row) =>
        canEdit ? (
          <EnabledSwitch enabled={enabled} onToggle={(next) => save.mutateAsync({ id: row.id, body: { ...bodyOf(row), enabled: next } })} />
        ) : enabled ? (
          t('common.enabled')
        ) : (
          t('common.disabled')
        ),
    },
    ...(canEdit
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 80,
            render: (_: unknown, row: Row) => (
              <Button type="link" size="small" onClick={() => setEditing({ row })}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card className="setup-page" title={texts.title}>
      <SetupToolbar placeholder={texts.keyword} onSearch={(keyword) => update({ keyword })} {...(canEdit ? { addLabel: texts.add, onAdd: () => setEditing({ row: null }) } : {})}>
        {filters?.(update)}
      </SetupToolbar>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={allColumns}
        {...pageRows(list)}
        locale={{ emptyText: texts.empty }}
        pagination={{
          current: query.page + 1,
          pageSize: query.size,
          total: list.data?.totalElements ?? 0,
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, size) => setQuery((q) => ({ ...q, page: page - 1, size })),
        }}
      />
      <EntityModal<Values>
        open={editing !== null}
        title={editing?.row ? texts.editTitle : texts.addTitle}
        width={640}
        initialValues={initialValues}
        saving={save.isPending}
        onSave={(values) => save.mutateAsync({ id: editing?.row?.id ?? null, body: fromForm(values) })}
        onClose={() => setEditing(null)}
      >
        {fields}
        <Form.Item name="enabled" label={t('common.enabled')} valuePropName="checked" initialValue>
          <Switch />
        </Form.Item>
      </EntityModal>
    </Card>
  );
}
