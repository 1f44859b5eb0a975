import { useMemo, useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Select, Switch, Table, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SUPPLIER_TYPES } from '@crm/shared/meeting-master-schemas';
import { useTranslation } from 'react-i18next';
import { suppliers, type MasterQuery, type Supplier, type SupplierBody } from '../api/master-data';
import { EnabledSwitch } from '../components/enabled-switch';
import { EntityModal } from '../components/entity-modal';
import { SetupToolbar } from '../components/setup-toolbar';
import { meetingSetupNs } from '../locales/i18n';
import '../meeting-setup.css';

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
type SupplierFormValues = Omit<SupplierBody, 'qualificationExpiry'> & { qualificationExpiry?: Dayjs | null };
const text = (value: string | null | undefined) => value?.trim() || null;

const bodyOf = (row: Supplier): SupplierBody => ({
  name: row.name,
  creditCode: row.creditCode,
  type: row.type as SupplierBody['type'],
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  qualificationExpiry: row.qualificationExpiry,
  enabled: row.enabled,
});
const formOf = (row: Supplier): SupplierFormValues => ({ ...bodyOf(row), qualificationExpiry: row.qualificationExpiry ? dayjs(row.qualificationExpiry) : null });
const fromForm = (values: SupplierFormValues): SupplierBody => ({
  name: values.name.trim(),
  creditCode: values.creditCode.trim().toUpperCase(),
  type: values.type,
  contactName: text(values.contactName),
  contactPhone: text(values.contactPhone),
  qualificationExpiry: values.qualificationExpiry ? values.qualificationExpiry.format('YYYY-MM-DD') : null,
  enabled: values.enabled ?? true,
});

/** `/meeting/supplier`: venues, agencies and caterers with their qualification dates. */
export default function SupplierPage() {
  const { t } = useTranslation(meetingSetupNs);
  const [query, setQuery] = useState<MasterQuery>({ page: 0, size: 20 });
  const [editing, setEditing] = useState<{ row: Supplier | null } | null>(null);
  const list = suppliers.usePage(query);
  const initialValues = useMemo(() => (editing?.row ? formOf(editing.row) : { type: 'VENUE' as const, enabled: true }), [editing]);
  const save = suppliers.useSave();

  const columns: TableColumnsType<Supplier> = [
    { title: t('supplier.name'), dataIndex: 'name' },
    { title: t('supplier.creditCode'), dataIndex: 'creditCode', width: 200 },
    { title: t('supplier.type'), dataIndex: 'type', width: 110, render: (type: string) => t(`supplierType.${type}`, { defaultValue: type }) },
    { title: t('supplier.contactName'), dataIndex: 'contactName', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('supplier.contactPhone'), dataIndex: 'contactPhone', width: 140, render: (v: string | null) => v ?? '-' },
    { title: t('supplier.qualificationExpiry'), dataIndex: 'qualificationExpiry', width: 130, render: (v: string | null) => v ?? '-' },
    { title: t('supplier.qualification'), dataIndex: 'isQualified', width: 110, render: (ok: boolean) => (ok ? <Tag color="green">{t('supplier.qualified')}</Tag> : <Tag color="red">{t('supplier.unqualified')}</Tag>) },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      width: 100,
      render: (enabled: boolean, row) => <EnabledSwitch enabled={enabled} onToggle={(next) => save.mutateAsync({ id: row.id, body: { ...bodyOf(row), enabled: next } })} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setEditing({ row })}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Card className="setup-page" title={t('supplier.title')}>
      <SetupToolbar placeholder={t('supplier.keyword')} onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, page: 0 }))} addLabel={t('supplier.add')} onAdd={() => setEditing({ row: null })} />
      <Table<Supplier>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.content ?? []}
        locale={{ emptyText: t('supplier.empty') }}
        scroll={{ x: 1150 }}
        pagination={{ current: query.page + 1, pageSize: query.size, total: list.data?.totalElements ?? 0, showTotal: (total) => t('common.total', { total }), onChange: (page, size) => setQuery((q) => ({ ...q, page: page - 1, size })) }}
      />
      <EntityModal<SupplierFormValues>
        open={editing !== null}
        title={editing?.row ? t('supplier.editTitle') : t('supplier.addTitle')}
        initialValues={initialValues}
        saving={save.isPending}
        onSave={(values) => save.mutateAsync({ id: editing?.row?.id ?? null, body: fromForm(values) })}
        onClose={() => setEditing(null)}
      >
        {() => (
          <>
            <Form.Item name="name" label={t('supplier.name')} rules={[{ required: true, whitespace: true, message: t('supplier.nameRequired') }]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name="creditCode"
              label={t('supplier.creditCode')}
              normalize={(value: string) => value?.toUpperCase()}
              rules={[{ required: true, pattern: CREDIT_CODE, message: t('supplier.creditCodeInvalid') }]}
            >
              <Input maxLength={18} />
            </Form.Item>
            <Form.Item name="type" label={t('supplier.type')} rules={[{ required: true, message: t('supplier.typeRequired') }]}>
              <Select options={SUPPLIER_TYPES.map((type) => ({ value: type, label: t(`supplierType.${type}`) }))} />
            </Form.Item>
            <Form.Item name="contactName" label={t('supplier.contactName')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="contactPhone" label={t('supplier.contactPhone')}>
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="qualificationExpiry" label={t('supplier.qualificationExpiry')}>
              <DatePicker style={{ width: '100%' }} />
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
