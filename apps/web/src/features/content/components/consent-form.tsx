import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONSENT_ACTIONS } from '@crm/shared/contracts/content-consent';
import { CONTENT_CHANNELS, type ContentChannel } from '@crm/shared/contracts/content-channels';
import { useMyProducts } from '@/lib/api/products';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useRecordConsent } from '../api/content-api';
import { contentNs } from '../locales/i18n';

const SOURCES = ['PORTAL', 'REP_ATTESTED', 'IMPORT'] as const;

interface Values {
  channel: ContentChannel;
  productId?: number;
  action: (typeof CONSENT_ACTIONS)[number];
  source: (typeof SOURCES)[number];
  textVersion: string;
  attestation?: string;
}

/** Recording a doctor's opt-in (with its source and the consent text version shown), opt-out or objection, for a channel or one product on it. */
export function ConsentForm({ doctorId, open, onClose }: { doctorId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const products = useMyProducts();
  const record = useRecordConsent(doctorId);
  const action = Form.useWatch('action', form);
  const source = Form.useWatch('source', form);
  const isObjection = action === 'OBJECT' || action === 'WITHDRAW_OBJECTION';
  const required = [{ required: true, message: t('consent.required') }];

  const submit = async (values: Values) => {
    await record.mutateAsync({
      channel: values.channel,
      productId: isObjection ? null : (values.productId ?? null),
      action: values.action,
      source: values.source,
      textVersion: values.textVersion,
      attestation: values.attestation?.trim() || null,
    });
    void message.success(t('consent.saved'));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('consent.recordTitle')}
      okText={t('consent.save')}
      cancelText={t('consent.cancel')}
      confirmLoading={record.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ channel: 'EMAIL', action: 'OPT_IN', source: 'REP_ATTESTED', textVersion: 'v1' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="action" label={t('consent.action')} rules={required}>
          <Select options={CONSENT_ACTIONS.map((value) => ({ value, label: t(`consent.actions.${value}`) }))} />
        </Form.Item>
        <Form.Item name="channel" label={t('consent.channel')} rules={required}>
          <Select options={CONTENT_CHANNELS.map((value) => ({ value, label: t(`channel.${value}`) }))} />
        </Form.Item>
        {!isObjection && (
          <Form.Item name="productId" label={t('consent.product')}>
            <Select
              allowClear
              placeholder={t('consent.allProducts')}
              loading={products.isLoading}
              options={(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))}
            />
          </Form.Item>
        )}
        <Form.Item name="source" label={t('consent.source')} rules={required}>
          <Select options={SOURCES.map((value) => ({ value, label: t(`consent.sources.${value}`) }))} />
        </Form.Item>
        <Form.Item name="textVersion" label={t('consent.textVersion')} rules={[...required, { max: 40 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="attestation"
          label={t('consent.attestation')}
          rules={[{ required: source === 'REP_ATTESTED' && action === 'OPT_IN', message: t('consent.required') }, { max: 500 }]}
        >
          <Input.TextArea rows={2} placeholder={t('consent.attestationHint')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
