import { useEffect } from 'react';
import { App, Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveFunnel, type Funnel } from '../api/calls';
import { analyticsNs } from '../locales/i18n';
import { useTypeOptions } from './labels';

type Draft = Omit<Funnel, 'id' | 'updatedAt'>;

/** Creates or rewrites a funnel: ordered steps, window and counting unit. */
export function FunnelEditor({
  kind,
  funnel,
  open,
  onClose,
  onSaved,
}: {
  kind: Funnel['kind'];
  funnel?: Funnel | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation(analyticsNs);
  const { message } = App.useApp();
  const types = useTypeOptions();
  const save = useSaveFunnel();
  const [form] = Form.useForm<Draft>();
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        funnel ?? {
          kind,
          name: '',
          windowDays: 30,
          unit: 'doctor',
          steps: [
            { name: '', eventType: 'visit.completed', propertyConditions: [] },
            { name: '', eventType: 'portal.registered', propertyConditions: [] },
          ],
        },
      );
  }, [open, funnel, form, kind]);
  const submit = (values: Draft) =>
    save.mutate(
      { ...values, kind, steps: values.steps.map((s) => ({ ...s, propertyConditions: s.propertyConditions ?? [] })), ...(funnel ? { id: funnel.id } : {}) },
      {
        onSuccess: (saved) => {
          void message.success(t('funnel.saved'));
          onSaved(saved.id);
          onClose();
        },
      },
    );
  return (
    <Modal
      open={open}
      title={funnel ? t('funnel.editFunnel') : t('funnel.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
    >
      <Form<Draft> form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="name" label={t('funnel.name')} rules={[{ required: true, whitespace: true, max: 80 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="nameEn" label={t('funnel.nameEn')} rules={[{ max: 80 }]} extra={t('common.nameEnHint')}>
          <Input />
        </Form.Item>
        <Space>
          <Form.Item name="windowDays" label={t('funnel.window')} rules={[{ required: true }]}>
            <InputNumber min={1} max={366} />
          </Form.Item>
          <Form.Item name="unit" label={t('funnel.unit')}>
            <Select style={{ width: 140 }} options={(['doctor', 'hospital'] as const).map((u) => ({ value: u, label: t(`funnel.units.${u}`) }))} />
          </Form.Item>
        </Space>
        <Form.List name="steps">
          {(fields, { add, remove }) => (
            <Form.Item label={t('funnel.steps')}>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline">
                  <span>{index + 1}.</span>
                  <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true, max: 60 }]}>
                    <Input placeholder={t('funnel.stepName')} aria-label={`${t('funnel.stepName')} ${index + 1}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'nameEn']} rules={[{ max: 60 }]}>
                    <Input placeholder={t('funnel.stepNameEn')} aria-label={`${t('funnel.stepNameEn')} ${index + 1}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'eventType']} rules={[{ required: true }]}>
                    <Select style={{ width: 200 }} showSearch optionFilterProp="label" options={types} aria-label={`${t('rules.eventType')} ${index + 1}`} />
                  </Form.Item>
                  {fields.length > 2 && (
                    <Button type="link" onClick={() => remove(field.name)}>
                      ×
                    </Button>
                  )}
                </Space>
              ))}
              {fields.length < 8 && <Button onClick={() => add({ name: '', eventType: 'portal.login', propertyConditions: [] })}>{t('funnel.addStep')}</Button>}
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
