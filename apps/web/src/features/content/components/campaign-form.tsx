import { useEffect } from 'react';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '@crm/shared/contracts/content-campaigns';
import { useMyProducts } from '@/lib/api/products';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useArticles, useSaveCampaign } from '../api/content-api';
import { contentNs } from '../locales/i18n';

interface Values {
  name: string;
  nameEn?: string;
  productId?: number;
  period: [Dayjs, Dayjs];
  articleIds: number[];
}

/** Creating or changing a campaign: its name in both languages, product, period and articles. */
export function CampaignForm({ open, campaign, onClose }: { open: boolean; campaign: Campaign | null; onClose: () => void }) {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const products = useMyProducts();
  const productId = Form.useWatch('productId', form);
  const articles = useArticles({ page: 0, size: 100, status: 'APPROVED', productId: productId ?? undefined });
  // Lists show one twin per article; a campaign may hold any approved twin, named with its language when not the reader's.
  const articleOptions = (articles.data?.content ?? []).flatMap((a) =>
    [a, ...a.translations.filter((twin) => twin.status === 'APPROVED')].map((x) => ({
      value: x.id,
      label: x.language === lang ? x.title : `${x.title} (${t(`language.${x.language}`, { defaultValue: x.language })})`,
    })),
  );
  const save = useSaveCampaign();
  const required = [{ required: true, message: t('market.required') }];

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      name: campaign?.name ?? '',
      nameEn: campaign?.nameEn ?? '',
      productId: campaign?.productId ?? undefined,
      period: campaign ? [dayjs(campaign.startsOn), dayjs(campaign.endsOn)] : undefined,
      articleIds: campaign?.articleIds ?? [],
    });
  }, [open, campaign, form]);

  const submit = async (values: Values) => {
    await save.mutateAsync({
      id: campaign?.id ?? null,
      body: {
        name: values.name,
        nameEn: values.nameEn?.trim() || null,
        productId: values.productId ?? null,
        startsOn: values.period[0].format('YYYY-MM-DD'),
        endsOn: values.period[1].format('YYYY-MM-DD'),
        articleIds: values.articleIds ?? [],
      },
    });
    void message.success(t('market.saved'));
    onClose();
  };

  return (
    <Modal
      open={open}
      width={640}
      title={campaign ? t('market.editCampaign') : t('market.newCampaign')}
      okText={t('market.save')}
      cancelText={t('market.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label={t('market.name')} rules={[...required, { max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="nameEn" label={t('market.nameEn')} rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="productId" label={t('market.product')}>
          <Select allowClear loading={products.isLoading} options={(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))} />
        </Form.Item>
        <Form.Item name="period" label={t('market.period')} rules={required}>
          <DatePicker.RangePicker placeholder={[t('market.from'), t('market.to')]} />
        </Form.Item>
        <Form.Item name="articleIds" label={t('market.articles')}>
          <Select mode="multiple" optionFilterProp="label" loading={articles.isLoading} options={articleOptions} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
