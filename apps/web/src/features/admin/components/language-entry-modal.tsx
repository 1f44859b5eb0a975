import { useEffect } from 'react';
import { AutoComplete, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateLanguageEntry, useUpdateLanguageEntry, type LanguageEntry } from '../api/language-entries';
import { loadedNamespaces, productText } from '../language-overrides';
import { adminNs } from '../locales/i18n';
import { useAdminFeedback } from './use-admin-feedback';
import { useProductTexts } from './use-product-texts';

interface EntryValues {
  type: string;
  key: string;
  zh?: string;
  en?: string;
  content?: string;
}

/**
 * Adds an override in both languages at once, or edits one entry's content. Shows the product's
 * own text for the key when that part of the product is loaded here.
 */
export function LanguageEntryModal({ entry, onClose }: { entry: LanguageEntry | null | undefined; onClose: () => void }) {
  const { t } = useTranslation(adminNs);
  const [form] = Form.useForm<EntryValues>();
  const create = useCreateLanguageEntry();
  const update = useUpdateLanguageEntry();
  const { message } = useAdminFeedback();
  const open = entry !== undefined;
  useProductTexts();
  const type = Form.useWatch('type', form) ?? entry?.type ?? '';
  const key = Form.useWatch('key', form) ?? entry?.key ?? '';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (entry) form.setFieldsValue({ type: entry.type, key: entry.key, content: entry.content });
  }, [open, entry, form]);

  const original = (lang: 'zh' | 'en') => {
    if (!type || !key) return null;
    const text = productText(lang, type, key);
    return <Typography.Text type="secondary">{text === undefined ? t('language.noDefault') : `${t('language.defaultText')}: ${text}`}</Typography.Text>;
  };

  const submit = async () => {
    const values = await form.validateFields();
    if (entry) {
      await update.mutateAsync({ id: entry.id, content: values.content ?? '' });
    } else {
      for (const lang of ['zh', 'en'] as const) {
        const content = values[lang];
        if (content?.trim()) await create.mutateAsync({ type: values.type.trim(), key: values.key.trim(), lang, content });
      }
    }
    void message.success(t('common.savedSuccess'));
    onClose();
  };

  const contentRules = (required: boolean) => [{ required, whitespace: true, message: t('common.required', { field: t('language.content') }) }, { max: 2000 }];
  return (
    <Modal
      open={open}
      title={entry ? t('language.edit') : t('language.add')}
      width={640}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="type"
          label={t('language.type')}
          rules={[
            { required: true, whitespace: true, message: t('common.required', { field: t('language.type') }) },
            { pattern: /^[A-Za-z][\w-]*$/, message: t('language.typeInvalid') },
          ]}
        >
          <AutoComplete disabled={Boolean(entry)} options={loadedNamespaces().map((value) => ({ value }))} filterOption />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('language.key')}
          rules={[
            { required: true, whitespace: true, message: t('common.required', { field: t('language.key') }) },
            { pattern: /^[\w.-]+$/, message: t('language.keyInvalid') },
          ]}
        >
          <Input disabled={Boolean(entry)} maxLength={200} />
        </Form.Item>
        {entry ? (
          <Form.Item
            name="content"
            label={`${t('language.content')} (${entry.lang})`}
            rules={contentRules(true)}
            extra={
              <>
                {original(entry.lang)}
                <div>{t('language.contentHint')}</div>
              </>
            }
          >
            <Input.TextArea rows={3} />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="zh" label={`${t('language.content')} (中文)`} rules={contentRules(false)} extra={original('zh')}>
              <Input.TextArea rows={2} />
            </Form.Item>
            <Form.Item
              name="en"
              label={`${t('language.content')} (English)`}
              dependencies={['zh']}
              rules={[
                ...contentRules(false),
                {
                  validator: (_r, value?: string) =>
                    value?.trim() || form.getFieldValue('zh')?.trim() ? Promise.resolve() : Promise.reject(new Error(t('common.required', { field: t('language.content') }))),
                },
              ]}
              extra={
                <>
                  {original('en')}
                  <div>{t('language.contentHint')}</div>
                </>
              }
            >
              <Input.TextArea rows={2} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
