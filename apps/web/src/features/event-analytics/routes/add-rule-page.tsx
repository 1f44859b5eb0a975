import { useEffect } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMyProducts } from '@/lib/api/products';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useRuleVersions, useSaveRule, type ScoreRuleBody } from '../api/calls';
import { useTypeOptions } from '../components/labels';
import { analyticsNs } from '../locales/i18n';

const TIERS = ['3A', '3B', '2A', '2B', '2C', '1'];

/** `/clueScore/addRule`: a new rule, or (with ?code=) a new version of one. */
export default function AddRulePage(_props: MenuPageProps) {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const current = useRuleVersions(code);
  const products = useMyProducts();
  const save = useSaveRule();
  const types = useTypeOptions();
  const [form] = Form.useForm<ScoreRuleBody>();

  useEffect(() => {
    const rule = current.data?.[0];
    if (rule) form.setFieldsValue(rule);
  }, [current.data, form]);

  const submit = (values: ScoreRuleBody) =>
    save.mutate(
      {
        ...(code ? { code } : {}),
        body: {
          ...values,
          propertyConditions: values.propertyConditions ?? [],
          halfLifeDays: values.halfLifeDays ?? null,
          capPoints: values.capPoints ?? null,
          capPeriod: values.capPeriod ?? null,
        },
      },
      {
        onSuccess: () => {
          void message.success(t('rules.saved'));
          void navigate('/clueScore/ruleManagement');
        },
      },
    );

  return (
    <Card size="small" title={code ? t('rules.edit') : t('rules.add')}>
      <Form<ScoreRuleBody>
        form={form}
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ productId: 0, points: 10, propertyConditions: [], doctorConditions: {} }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('rules.name')} rules={[{ required: true, whitespace: true, max: 80 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="nameEn" label={t('rules.nameEn')} rules={[{ max: 80 }]} extra={t('common.nameEnHint')}>
          <Input />
        </Form.Item>
        <Form.Item name="productId" label={t('rules.group')}>
          <Select options={[{ value: 0, label: t('rules.overall') }, ...(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))]} />
        </Form.Item>
        <Form.Item name="eventType" label={t('rules.eventType')} rules={[{ required: true }]}>
          <Select showSearch optionFilterProp="label" options={types} />
        </Form.Item>
        <Form.List name="propertyConditions">
          {(fields, { add, remove }) => (
            <Form.Item label={t('rules.conditions')}>
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item name={[field.name, 'key']} rules={[{ required: true }]}>
                    <Input placeholder={t('rules.propertyKey')} aria-label={t('rules.propertyKey')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'op']} initialValue="eq">
                    <Select style={{ width: 110 }} options={(['eq', 'neq'] as const).map((op) => ({ value: op, label: t(`rules.ops.${op}`) }))} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']} rules={[{ required: true }]}>
                    <Input placeholder={t('rules.propertyValue')} aria-label={t('rules.propertyValue')} />
                  </Form.Item>
                  <Button type="link" onClick={() => remove(field.name)}>
                    ×
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add({ op: 'eq' })}>{t('rules.addCondition')}</Button>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name={['doctorConditions', 'hospitalLevels']} label={t('rules.hospitalLevels')}>
          <Select mode="multiple" allowClear options={TIERS.map((tier) => ({ value: tier, label: tier }))} />
        </Form.Item>
        <Form.Item name="points" label={t('rules.points')} rules={[{ required: true }]}>
          <InputNumber min={-100} max={1000} />
        </Form.Item>
        <Form.Item name="halfLifeDays" label={t('rules.halfLife')} extra={t('rules.emptyNoDecay')}>
          <InputNumber min={1} max={3650} addonAfter={t('rules.days')} />
        </Form.Item>
        <Space>
          <Form.Item name="capPoints" label={t('rules.cap')}>
            <InputNumber min={1} max={100000} />
          </Form.Item>
          <Form.Item name="capPeriod" label=" ">
            <Select allowClear style={{ width: 120 }} options={(['day', 'week', 'month'] as const).map((p) => ({ value: p, label: t(`rules.periods.${p}`) }))} />
          </Form.Item>
        </Space>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('rules.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
