import { useMemo, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Select, Switch, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { useProductOptions } from '../api/lookups';
import { costCentres, internalOrders, type InternalOrder, type InternalOrderBody, type MasterQuery } from '../api/master-data';
import { EnabledSwitch } from '../components/enabled-switch';
import { EntityModal } from '../components/entity-modal';
import { SetupToolbar } from '../components/setup-toolbar';
import { meetingSetupNs } from '../locales/i18n';
import '../meeting-setup.css';

const bodyOf = (row: InternalOrder | InternalOrderBody): InternalOrderBody => ({
  code: row.code.trim(),
  name: row.name.trim(),
  costCentreId: row.costCentreId,
  productId: row.productId ?? null,
  year: row.year ?? null,
  enabled: row.enabled ?? true,
});

/** `/meeting/ccio/io`: internal orders under cost centres, optionally per product and year. */
export default function InternalOrderPage() {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const canEdit = useAccess().hasPermission(['meeting:budget:list']);
  const [query, setQuery] = useState<MasterQuery>({ page: 0, size: 20 });
  const [editing, setEditing] = useState<{ row: InternalOrder | null } | null>(null);
  const list = internalOrders.usePage(query);
  const centres = costCentres.usePage({ page: 0, size: 200 });
  const products = useProductOptions();
  const save = internalOrders.useSave();
  const initialValues = useMemo(() => (editing?.row ? bodyOf(editing.row) : { enabled: true }), [editing]);
  const centreOptions = (centres.data?.content ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${localizedName(lang, c.name, c.nameEn)}` }));
  const productOptions = (products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }));
  const labelOf = (options: Array<{ value: number; label: string }>, id: number | null, fallback: string) => (id === null ? fallback : (options.find((o) => o.value === id)?.label ?? String(id)));

  const columns: TableColumnsType<InternalOrder> = [
    { title: t('ccio.code'), dataIndex: 'code', width: 200 },
    { title: t('ccio.name'), dataIndex: 'name' },
    { title: t('ccio.costCentre'), dataIndex: 'costCentreId', width: 240, render: (id: number) => labelOf(centreOptions, id, '-') },
    { title: t('ccio.product'), dataIndex: 'productId', width: 160, render: (id: number | null) => labelOf(productOptions, id, t('ccio.anyProduct')) },
    { title: t('ccio.year'), dataIndex: 'year', width: 90, render: (year: number | null) => year ?? t('ccio.anyYear') },
    {
      title: t('common.status'),
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, row) =>
        canEdit ? <EnabledSwitch enabled={enabled} onToggle={(next) => save.mutateAsync({ id: row.id, body: { ...bodyOf(row), enabled: next } })} /> : enabled ? t('common.enabled') : t('common.disabled'),
    },
    ...(canEdit
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 80,
            render: (_: unknown, row: InternalOrder) => (
              <Button type="link" size="small" onClick={() => setEditing({ row })}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card className="setup-page" title={t('ccio.ioTitle')}>
      <SetupToolbar
        placeholder={t('ccio.keyword')}
        onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, page: 0 }))}
        {...(canEdit ? { addLabel: t('ccio.addIo'), onAdd: () => setEditing({ row: null }) } : {})}
      >
        <Select
          allowClear
          style={{ width: 240 }}
          aria-label={t('ccio.costCentre')}
          placeholder={t('ccio.allCostCentres')}
          options={centreOptions}
          onChange={(costCentreId: number | undefined) => setQuery((q) => ({ ...q, costCentreId, page: 0 }))}
        />
      </SetupToolbar>
      <Table<InternalOrder>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.content ?? []}
        locale={{ emptyText: t('ccio.emptyIo') }}
        scroll={{ x: 1000 }}
        pagination={{ current: query.page + 1, pageSize: query.size, total: list.data?.totalElements ?? 0, showTotal: (total) => t('common.total', { total }), onChange: (page, size) => setQuery((q) => ({ ...q, page: page - 1, size })) }}
      />
      <EntityModal<InternalOrderBody>
        open={editing !== null}
        title={editing?.row ? t('ccio.editIo') : t('ccio.addIo')}
        initialValues={initialValues}
        saving={save.isPending}
        onSave={(values) => save.mutateAsync({ id: editing?.row?.id ?? null, body: bodyOf(values) })}
        onClose={() => setEditing(null)}
      >
        {() => (
          <>
            <Form.Item name="code" label={t('ccio.code')} rules={[{ required: true, whitespace: true, message: t('ccio.codeRequired') }]}>
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="name" label={t('ccio.name')} rules={[{ required: true, whitespace: true, message: t('ccio.nameRequired') }]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="costCentreId" label={t('ccio.costCentre')} rules={[{ required: true, message: t('ccio.costCentreRequired') }]}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={centreOptions} />
            </Form.Item>
            <Form.Item name="productId" label={t('ccio.product')}>
              <Select allowClear placeholder={t('ccio.anyProduct')} options={productOptions} />
            </Form.Item>
            <Form.Item name="year" label={t('ccio.year')}>
              <InputNumber min={2000} max={2100} precision={0} placeholder={t('ccio.anyYear')} style={{ width: '100%' }} />
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
