import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveDictItem, useSaveDictType, type DictItem, type DictType } from '../api/dictionaries';
import { adminNs } from '../locales/i18n';
import { AdminFormModal, blankToNull, useRequiredRule } from './admin-form-modal';

/** Adds or renames a dictionary type (its key is fixed once created). */
export function DictTypeModal({ type, onClose }: { type: DictType | null | undefined; onClose: () => void }) {
  const { t } = useTranslation(adminNs);
  const [form] = Form.useForm<Omit<DictType, 'id'>>();
  const save = useSaveDictType();
  const required = useRequiredRule();
  return (
    <AdminFormModal
      form={form}
      open={type !== undefined}
      isNew={!type}
      title={type ? t('dict.editType') : t('dict.addType')}
      width={520}
      grid={false}
      initialValues={type ?? undefined}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ id: type?.id ?? null, type: { ...values, remark: blankToNull(values.remark) } }).then(() => undefined)}
      onClose={onClose}
    >
      <Form.Item name="dictKey" label={t('dict.dictKey')} rules={[required(t('dict.dictKey')), { pattern: /^[A-Za-z]\w*$/, message: t('dict.keyInvalid') }]}>
        <Input disabled={Boolean(type)} maxLength={64} />
      </Form.Item>
      <Form.Item name="name" label={t('dict.name')} rules={[required(t('dict.name'))]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('dict.nameEn')} rules={[required(t('dict.nameEn'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </AdminFormModal>
  );
}

/** Adds or edits an item of a dictionary type, with its label in both languages. */
export function DictItemModal({ dictKey, item, onClose }: { dictKey: string; item: DictItem | null | undefined; onClose: () => void }) {
  const { t } = useTranslation(adminNs);
  const [form] = Form.useForm<Omit<DictItem, 'id' | 'dictKey'>>();
  const save = useSaveDictItem();
  const required = useRequiredRule();
  return (
    <AdminFormModal
      form={form}
      open={item !== undefined}
      isNew={!item}
      title={item ? t('dict.editItem') : t('dict.addItem')}
      width={520}
      grid={false}
      initialValues={item ?? { sort: 0, enabled: true }}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ id: item?.id ?? null, item: { ...values, dictKey } }).then(() => undefined)}
      onClose={onClose}
    >
      <Form.Item name="code" label={t('dict.code')} rules={[required(t('dict.code'))]}>
        <Input disabled={Boolean(item)} maxLength={64} />
      </Form.Item>
      <Form.Item name="label" label={t('dict.label')} rules={[required(t('dict.label'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="labelEn" label={t('dict.labelEn')} rules={[required(t('dict.labelEn'))]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="sort" label={t('common.sort')}>
        <InputNumber min={0} max={100000} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('common.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </AdminFormModal>
  );
}
