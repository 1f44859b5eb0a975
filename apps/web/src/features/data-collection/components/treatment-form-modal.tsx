import { Form, InputNumber, Modal, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyProduct } from '@/lib/api/products';
import { useLanguage } from '@/lib/i18n/i18n';
import { useSdaHospitals, type TreatmentRecord } from '../api/data-api';
import { dataNs } from '../locales/i18n';

/** The treatment record form in its modal: hospital, product and month for a new record, then the three counts. */
export function TreatmentFormModal({
  form,
  editing,
  products,
  openMonths,
  saving,
  onCancel,
  onOk,
}: {
  form: FormInstance;
  editing: TreatmentRecord | 'new' | null;
  products: MyProduct[];
  /** The months not yet closed, offered for a new record. */
  openMonths: string[];
  saving: boolean;
  onCancel: () => void;
  onOk: () => void;
}) {
  const { t } = useTranslation(dataNs);
  const en = useLanguage() === 'en';
  const hospitals = useSdaHospitals();
  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('sda.add') : t('sda.edit')}
      onCancel={onCancel}
      onOk={onOk}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
    >
      {editing !== null && editing !== 'new' && [editing.newPatients, editing.ongoingPatients, editing.treatments].includes(null) && (
        <p style={{ color: '#8c8c8c' }}>{t('sda.reEnter')}</p>
      )}
      <Form form={form} layout="vertical">
        {editing === 'new' && (
          <>
            <Form.Item name="hospitalId" label={t('sda.hospital')} rules={[{ required: true }]}>
              <Select
                showSearch
                optionFilterProp="label"
                options={(hospitals.data ?? []).map((h) => ({ value: h.id, label: `${en ? (h.nameEn ?? h.name) : h.name} (${h.code})` }))}
              />
            </Form.Item>
            <Form.Item name="productId" label={t('sda.product')} rules={[{ required: true }]}>
              <Select options={products.map((p) => ({ value: p.id, label: en ? p.nameEn : p.name }))} />
            </Form.Item>
            <Form.Item name="month" label={t('sda.month')} rules={[{ required: true }]}>
              <Select options={openMonths.map((m) => ({ value: m, label: m }))} />
            </Form.Item>
          </>
        )}
        {(['newPatients', 'ongoingPatients', 'treatments'] as const).map((key) => (
          <Form.Item key={key} name={key} label={t(`sda.${key}`)} rules={[{ required: true }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
