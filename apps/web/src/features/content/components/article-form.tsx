import { useEffect } from 'react';
import { App, DatePicker, Drawer, Form, Input, Select, Button, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '@crm/shared/contracts/content-articles';
import { useLanguage } from '@/lib/i18n/i18n';
import { useSaveArticle } from '../api/content-api';
import { contentNs } from '../locales/i18n';
import { ArticleProductFields } from './article-product-fields';
import { RichTextEditor } from './rich-text-editor';

interface Values {
  title: string;
  summary?: string;
  bodyHtml: string;
  coverUrl?: string;
  productId?: number;
  indicationId?: number;
  therapeuticArea?: string;
  tags?: string[];
  language: 'zh' | 'en';
  references?: string;
  expiresOn?: Dayjs | null;
}

/**
 * Writing or changing an article; saving an approved article starts its next version. With
 * `translating`, a new article is that one's translation: product, area, validity and references
 * are carried over and the language is one the article does not have yet.
 */
export function ArticleForm({
  open,
  article,
  translating = null,
  onClose,
  onSaved,
}: {
  open: boolean;
  article: ArticleDetail | null;
  translating?: ArticleDetail | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveArticle();

  useEffect(() => {
    if (!open) return;
    if (translating) {
      const o = translating.current;
      const taken = new Set([o.language, ...translating.translations.map((x) => x.language)]);
      form.setFieldsValue({
        title: '',
        summary: '',
        bodyHtml: '',
        coverUrl: o.coverUrl ?? '',
        productId: o.productId ?? undefined,
        indicationId: o.indicationId ?? undefined,
        therapeuticArea: o.therapeuticArea ?? undefined,
        tags: [],
        language: (['zh', 'en'] as const).find((l) => !taken.has(l)) ?? lang,
        references: o.references.join('\n'),
        expiresOn: o.expiresOn ? dayjs(o.expiresOn) : null,
      });
      return;
    }
    const v = article?.current;
    form.setFieldsValue({
      title: v?.title ?? '',
      summary: v?.summary ?? '',
      bodyHtml: v?.bodyHtml ?? '',
      coverUrl: v?.coverUrl ?? '',
      productId: v?.productId ?? undefined,
      indicationId: v?.indicationId ?? undefined,
      therapeuticArea: v?.therapeuticArea ?? undefined,
      tags: v?.tags ?? [],
      language: (v?.language as 'zh' | 'en' | undefined) ?? lang,
      references: v?.references.join('\n') ?? '',
      expiresOn: v?.expiresOn ? dayjs(v.expiresOn) : null,
    });
  }, [open, article, translating, form, lang]);

  const submit = async (values: Values) => {
    const body = {
      title: values.title,
      summary: values.summary?.trim() || null,
      bodyHtml: values.bodyHtml,
      coverUrl: values.coverUrl?.trim() || null,
      productId: values.productId ?? null,
      indicationId: values.productId ? (values.indicationId ?? null) : null,
      therapeuticArea: values.therapeuticArea ?? null,
      tags: values.tags ?? [],
      language: values.language,
      references: (values.references ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      expiresOn: values.expiresOn ? values.expiresOn.format('YYYY-MM-DD') : null,
    };
    const saved = await save.mutateAsync({ id: article?.id ?? null, body: article ? body : { ...body, translationOf: translating?.id ?? null } });
    void message.success(t('form.saved'));
    onSaved(saved.id);
  };

  const required = [{ required: true, message: t('form.required') }];
  return (
    <Drawer
      open={open}
      size={760}
      title={article ? t('form.editTitle') : translating ? t('form.translateTitle', { title: translating.current.title }) : t('form.newTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('form.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="title" label={t('form.title')} rules={[...required, { max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="summary" label={t('form.summary')} rules={[{ max: 1000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="bodyHtml" label={t('form.body')} rules={required}>
          <RichTextEditor label={t('form.body')} />
        </Form.Item>
        <Space wrap size={16}>
          <Form.Item name="language" label={t('form.language')} rules={required}>
            <Select style={{ width: 120 }} options={(['zh', 'en'] as const).map((value) => ({ value, label: t(`language.${value}`) }))} />
          </Form.Item>
          <ArticleProductFields form={form} />
          <Form.Item name="expiresOn" label={t('form.expiresOn')}>
            <DatePicker />
          </Form.Item>
        </Space>
        <Form.Item name="tags" label={t('form.tags')}>
          <Select mode="tags" open={false} />
        </Form.Item>
        <Form.Item name="coverUrl" label={t('form.coverUrl')} rules={[{ pattern: /^https?:\/\/\S+$/, message: t('form.urlInvalid') }]}>
          <Input />
        </Form.Item>
        <Form.Item name="references" label={t('form.references')}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
