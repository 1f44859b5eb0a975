import { useLayoutEffect, useState } from 'react';
import { App, Button, Divider, Drawer, Form, Input, InputNumber, Space, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { AiService, AiSettingsUpdate } from '@crm/shared/contracts/ai';
import { useAiSettings, useSaveAiSettings } from '../api/ai-settings';
import { aiNs } from '../locales/i18n';
import { KeyField, type KeyName } from './key-field';
import { ServiceTest } from './service-test';

interface FormValues {
  enabled: boolean;
  chatBaseUrl?: string;
  chatModel?: string;
  chatKey?: string;
  embeddingBaseUrl?: string;
  embeddingModel?: string;
  embeddingKey?: string;
  pubmedBaseUrl?: string;
  pubmedKey?: string;
  requestsPerMinute: number;
  monthlyTokenLimit: number;
}

const isServiceUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const orNull = (value: string | undefined) => value?.trim() || null;

/** The enterprise's assistant settings, for holders of the settings permission. Keys are write-only. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(aiNs);
  const { message } = App.useApp();
  const settings = useAiSettings(open);
  const save = useSaveAiSettings();
  const [form] = Form.useForm<FormValues>();
  const [removing, setRemoving] = useState<Set<KeyName>>(new Set());

  // The stored values go into the fields before the form is painted enabled: set after a first
  // keystroke, they would overwrite it.
  useLayoutEffect(() => {
    if (!open || !settings.data) return;
    const s = settings.data;
    form.resetFields();
    form.setFieldsValue({
      enabled: s.enabled,
      chatBaseUrl: s.chatBaseUrl ?? '',
      chatModel: s.chatModel ?? '',
      embeddingBaseUrl: s.embeddingBaseUrl ?? '',
      embeddingModel: s.embeddingModel ?? '',
      pubmedBaseUrl: s.pubmedBaseUrl ?? '',
      requestsPerMinute: s.requestsPerMinute,
      monthlyTokenLimit: s.monthlyTokenLimit,
    });
  }, [open, settings.data, form]);

  const urlRule: Rule = {
    validator: async (_rule, value?: string) => (!value?.trim() || isServiceUrl(value.trim()) ? undefined : Promise.reject(new Error(t('settings.urlInvalid')))),
  };
  const modelRule = (baseField: 'chatBaseUrl' | 'embeddingBaseUrl'): Rule => ({
    validator: async (_rule, value?: string) => (form.getFieldValue(baseField)?.trim() && !value?.trim() ? Promise.reject(new Error(t('settings.modelRequired'))) : undefined),
  });
  const keyValue = (name: KeyName, typed: string | undefined) => (removing.has(name) ? '' : typed?.trim() ? typed.trim() : undefined);

  /** Validates and saves; resolves false when the form is not valid. */
  const submit = async (): Promise<boolean> => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return false;
    const body: AiSettingsUpdate = {
      enabled: values.enabled,
      chatBaseUrl: orNull(values.chatBaseUrl),
      chatModel: orNull(values.chatModel),
      embeddingBaseUrl: orNull(values.embeddingBaseUrl),
      embeddingModel: orNull(values.embeddingModel),
      pubmedBaseUrl: orNull(values.pubmedBaseUrl),
      requestsPerMinute: values.requestsPerMinute,
      monthlyTokenLimit: values.monthlyTokenLimit,
    };
    for (const name of ['chatKey', 'embeddingKey', 'pubmedKey'] as const) {
      const key = keyValue(name, values[name]);
      if (key !== undefined) body[name] = key;
    }
    await save.mutateAsync(body);
    form.setFieldsValue({ chatKey: '', embeddingKey: '', pubmedKey: '' });
    setRemoving(new Set());
    return true;
  };

  const keyField = (name: KeyName, isSet: boolean | undefined) => (
    <KeyField
      name={name}
      isSet={Boolean(isSet)}
      isRemoving={removing.has(name)}
      onRemoving={(on) => setRemoving((current) => new Set([...current].filter((n) => n !== name).concat(on ? [name] : [])))}
    />
  );
  const test = (service: AiService) => <ServiceTest service={service} beforeTest={submit} />;

  return (
    <Drawer
      open={open}
      onClose={() => {
        setRemoving(new Set());
        onClose();
      }}
      title={t('settings.title')}
      width={560}
      destroyOnHidden
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => void submit().then((saved) => saved && message.success(t('settings.saved')))}>
          {t('settings.save')}
        </Button>
      }
    >
      <Form form={form} layout="vertical" disabled={settings.isLoading} requiredMark={false}>
        <Form.Item name="enabled" label={t('settings.enabled')} valuePropName="checked" extra={t('settings.enabledHint')}>
          <Switch />
        </Form.Item>

        <Divider titlePlacement="start">{t('settings.chat')}</Divider>
        <Typography.Paragraph type="secondary">{t('settings.chatHint')}</Typography.Paragraph>
        <Form.Item name="chatBaseUrl" label={t('settings.baseUrl')} rules={[urlRule]}>
          <Input placeholder="https://api.example.com/v1" allowClear />
        </Form.Item>
        <Form.Item name="chatModel" label={t('settings.model')} dependencies={['chatBaseUrl']} rules={[modelRule('chatBaseUrl')]}>
          <Input maxLength={100} allowClear />
        </Form.Item>
        {keyField('chatKey', settings.data?.hasChatKey)}
        {test('chat')}

        <Divider titlePlacement="start">{t('settings.embedding')}</Divider>
        <Typography.Paragraph type="secondary">{t('settings.embeddingHint')}</Typography.Paragraph>
        <Form.Item name="embeddingBaseUrl" label={t('settings.baseUrl')} rules={[urlRule]}>
          <Input placeholder="https://api.example.com/v1" allowClear />
        </Form.Item>
        <Form.Item name="embeddingModel" label={t('settings.model')} dependencies={['embeddingBaseUrl']} rules={[modelRule('embeddingBaseUrl')]}>
          <Input maxLength={100} allowClear />
        </Form.Item>
        {keyField('embeddingKey', settings.data?.hasEmbeddingKey)}
        {test('embedding')}

        <Divider titlePlacement="start">{t('settings.pubmed')}</Divider>
        <Typography.Paragraph type="secondary">{t('settings.pubmedHint')}</Typography.Paragraph>
        <Form.Item name="pubmedBaseUrl" label={t('settings.pubmedBaseUrl')} rules={[urlRule]}>
          <Input placeholder="https://eutils.ncbi.nlm.nih.gov/entrez/eutils" allowClear />
        </Form.Item>
        {keyField('pubmedKey', settings.data?.hasPubmedKey)}
        {test('pubmed')}

        <Divider titlePlacement="start">{t('settings.limits')}</Divider>
        <Space size="large" wrap align="start">
          <Form.Item name="requestsPerMinute" label={t('settings.requestsPerMinute')} rules={[{ required: true, message: t('settings.rateInvalid') }]}>
            <InputNumber min={1} max={600} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="monthlyTokenLimit"
            label={t('settings.monthlyTokenLimit')}
            rules={[{ required: true, message: t('settings.tokenLimitInvalid') }]}
            extra={t('settings.tokensUsed', { count: settings.data?.monthTokensUsed ?? 0 })}
          >
            <InputNumber min={0} max={2_000_000_000} precision={0} style={{ width: 200 }} />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
