import { useMemo, useState } from 'react';
import { Button, Card, Form, Input, Select, Switch, Table, type TableColumnsType } from 'antd';
import { INSTITUTION_TYPES } from '@crm/shared/meeting-master-schemas';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { institutions, type Institution, type InstitutionBody, type MasterQuery } from '../api/master-data';
import { EnabledSwitch } from '../components/enabled-switch';
import { EntityModal } from '../components/entity-modal';
import { SetupToolbar } from '../components/setup-toolbar';
import { meetingSetupNs } from '../locales/i18n';
import '../meeting-setup.css';

const text = (value: string | null | undefined) => value?.trim() || null;
const bodyOf = (row: Institution | InstitutionBody): InstitutionBody => ({
  name: row.name.trim(),
  nameEn: text(row.nameEn),
  type: row.type as InstitutionBody['type'],
  city: text(row.city),
  address: text(row.address),
  contactName: text(row.contactName),
  contactPhone: text(row.contactPhone),
  enabled: row.enabled ?? true,
});

/** `/meeting/institution`: institutions meetings are held with (hospitals, associations, universities). */
export default function InstitutionPage() {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const [query, setQuery] = useState<MasterQuery>({ page: 0, size: 20 });
  const [editing, setEditing] = useState<{ row: Institution | null } | null>(null);
  const list = institutions.usePage(query);
  const initialValues = useMemo(() => (editing?.row ? bodyOf(editing.row) : { type: 'HOSPITAL' as const, enabled: true }), [editing]);
  const save = institutions.useSave();

  const columns: TableColumnsType<Institution> = [
    { title: t('institution.name'), key: 'name', render: (_, row) => localizedName(lang, row.name, row.nameEn) },
    { title: t('institution.type'), dataIndex: 'type', width: 120, render: (type: string) => t(`institutionType.${type}`, { defaultValue: type }) },
    { title: t('institution.city'), dataIndex: 'city', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('institution.address'), dataIndex: 'address', ellipsis: true, render: (v: string | null) => v ?? '-' },
    { title: t('institution.contactName'), dataIndex: 'contactName', width: 100, render: (v: string | null) => v ?? '-' },
    { title: t('institution.contactPhone'), dataIndex: 'contactPhone', width: 140, render: (v: string | null) => v ?? '-' },
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
    <Card className="setup-page" title={t('institution.title')}>
      <SetupToolbar placeholder={t('institution.keyword')} onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, page: 0 }))} addLabel={t('institution.add')} onAdd={() => setEditing({ row: null })} />
      <Table<Institution>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.content ?? []}
        locale={{ emptyText: t('institution.empty') }}
        scroll={{ x: 1000 }}
        pagination={{ current: query.page + 1, pageSize: query.size, total: list.data?.totalElements ?? 0, showTotal: (total) => t('common.total', { total }), onChange: (page, size) => setQuery((q) => ({ ...q, page: page - 1, size })) }}
      />
      <EntityModal<InstitutionBody>
        open={editing !== null}
        title={editing?.row ? t('institution.editTitle') : t('institution.addTitle')}
        initialValues={initialValues}
        saving={save.isPending}
        onSave={(values) => save.mutateAsync({ id: editing?.row?.id ?? null, body: bodyOf(values) })}
        onClose={() => setEditing(null)}
      >
        {() => (
          <>
            <Form.Item name="name" label={t('institution.name')} rules={[{ required: true, whitespace: true, message: t('institution.nameRequired') }]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('institution.nameEn')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="type" label={t('institution.type')} rules={[{ required: true, message: t('institution.typeRequired') }]}>
              <Select options={INSTITUTION_TYPES.map((type) => ({ value: type, label: t(`institutionType.${type}`) }))} />
            </Form.Item>
            <Form.Item name="city" label={t('institution.city')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="address" label={t('institution.address')}>
              <Input maxLength={300} />
            </Form.Item>
            <Form.Item name="contactName" label={t('institution.contactName')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="contactPhone" label={t('institution.contactPhone')}>
              <Input maxLength={40} />
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
