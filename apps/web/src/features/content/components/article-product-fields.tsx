import { useEffect } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { THERAPEUTIC_AREAS } from '@crm/shared/therapeutic-areas';
import { useMyProducts } from '@/lib/api/products';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { contentNs } from '../locales/i18n';

/**
 * An article's product, one of its indications and its therapeutic area. The server files an article
 * under its product's area: the form shows that area and lets one be chosen only without a product.
 */
export function ArticleProductFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const products = useMyProducts();
  const productId = Form.useWatch('productId', form) as number | undefined;
  const product = (products.data ?? []).find((p) => p.id === productId);

  useEffect(() => {
    if (!product) return;
    form.setFieldValue('therapeuticArea', product.therapeuticArea ?? undefined);
    // An indication must be the product's: one of another product is cleared when the product changes.
    const indicationId = form.getFieldValue('indicationId') as number | undefined;
    if (indicationId !== undefined && !product.indications.some((i) => i.id === indicationId)) form.setFieldValue('indicationId', undefined);
  }, [product, form]);

  return (
    <>
      <Form.Item name="productId" label={t('form.product')}>
        <Select
          allowClear
          style={{ width: 220 }}
          loading={products.isLoading}
          options={(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))}
        />
      </Form.Item>
      <Form.Item name="indicationId" label={t('form.indication')}>
        <Select
          allowClear
          style={{ width: 220 }}
          disabled={!product}
          placeholder={product ? undefined : t('form.indicationNeedsProduct')}
          options={(product?.indications ?? []).map((i) => ({ value: i.id, label: localizedName(lang, i.name, i.nameEn) }))}
        />
      </Form.Item>
      <Form.Item name="therapeuticArea" label={t('form.therapeuticArea')} tooltip={product ? t('form.areaOfProduct') : undefined}>
        <Select
          allowClear
          style={{ width: 200 }}
          disabled={product !== undefined}
          options={THERAPEUTIC_AREAS.map((area) => ({ value: area.code, label: lang === 'en' ? area.nameEn : area.name }))}
        />
      </Form.Item>
    </>
  );
}
