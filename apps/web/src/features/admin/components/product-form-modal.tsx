import { Button, Col, Form, Input, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { THERAPEUTIC_AREAS } from '@crm/shared/therapeutic-areas';
import { useLanguage } from '@/lib/i18n/i18n';
import { useSaveProduct, type ProductMaster } from '../api/products';
import { adminNs } from '../locales/i18n';
import { AdminFormModal, blankToNull, useRequiredRule } from './admin-form-modal';

interface Values {
  name: string;
  nameEn: string;
  genericName?: string | null;
  genericNameEn?: string | null;
  therapeuticArea?: string;
  indications: Array<{ id?: number | null; name: string; nameEn: string }>;
}

/**
 * Edits a product: its names, generic names, therapeutic area (from the list) and indications, which
 * can be added, renamed and removed (the server keeps one an article uses and says so).
 */
export function ProductFormModal({ product, onClose }: { product: ProductMaster | undefined; onClose: () => void }) {
  const { t } = useTranslation(adminNs);
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const save = useSaveProduct();
  const required = useRequiredRule();
  const initialValues: Values | undefined = product && {
    name: product.name,
    nameEn: product.nameEn,
    genericName: product.genericName,
    genericNameEn: product.genericNameEn,
    therapeuticArea: product.therapeuticArea ?? undefined,
    indications: product.indications.map(({ id, name, nameEn }) => ({ id, name, nameEn })),
  };
  const onSubmit = async (values: Values) => {
    await save.mutateAsync({
      id: product!.id,
      body: {
        name: values.name,
        nameEn: values.nameEn,
        genericName: blankToNull(values.genericName),
        genericNameEn: blankToNull(values.genericNameEn),
        therapeuticArea: values.therapeuticArea ?? '',
        indications: (values.indications ?? []).map((i) => ({ id: i.id ?? null, name: i.name, nameEn: i.nameEn })),
      },
    });
  };
  // A legacy area that is no code stays visible as it is until a code is chosen.
  const legacy =
    product?.therapeuticArea && !THERAPEUTIC_AREAS.some((a) => a.code === product.therapeuticArea) ? [{ value: product.therapeuticArea, label: product.therapeuticArea }] : [];

  return (
    <AdminFormModal
      form={form}
      open={product !== undefined}
      isNew={false}
      title={t('product.editTitle', { code: product?.code ?? '' })}
      initialValues={initialValues}
      saving={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Col span={12}>
        <Form.Item name="name" label={t('product.nameZh')} rules={[required(t('product.nameZh'))]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="nameEn" label={t('product.nameEn')} rules={[required(t('product.nameEn'))]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="genericName" label={t('product.genericNameZh')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="genericNameEn" label={t('product.genericNameEn')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="therapeuticArea" label={t('product.therapeuticArea')} rules={[{ required: true, message: t('common.required', { field: t('product.therapeuticArea') }) }]}>
          <Select options={[...legacy, ...THERAPEUTIC_AREAS.map((area) => ({ value: area.code, label: lang === 'en' ? area.nameEn : area.name }))]} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label={t('product.indications')} tooltip={t('product.indicationsHint')}>
          <Form.List name="indications">
            {(fields, { add, remove }) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {fields.map((field, index) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item name={[field.name, 'name']} rules={[required(t('product.indicationZh'))]} style={{ marginBottom: 0 }}>
                      <Input placeholder={t('product.indicationZh')} aria-label={`${t('product.indicationZh')} ${index + 1}`} maxLength={100} style={{ width: 260 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'nameEn']} rules={[required(t('product.indicationEn'))]} style={{ marginBottom: 0 }}>
                      <Input placeholder={t('product.indicationEn')} aria-label={`${t('product.indicationEn')} ${index + 1}`} maxLength={100} style={{ width: 300 }} />
                    </Form.Item>
                    <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('product.removeIndication')} onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ id: null, name: '', nameEn: '' })}>
                  {t('product.addIndication')}
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
      </Col>
    </AdminFormModal>
  );
}
