import { Form, InputNumber, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { useMyProducts } from '@/lib/api/products';
import { costCentres, internalOrders, type InternalOrder, type InternalOrderBody } from '../api/master-data';
import { codedEntryOf, CodeNameFields } from '../components/code-name-fields';
import { bodyAsForm, MasterDataPage } from '../components/master-data-page';
import { meetingSetupNs } from '../locales/i18n';

const bodyOf = (row: InternalOrder | InternalOrderBody): InternalOrderBody => ({
  ...codedEntryOf(row),
  costCentreId: row.costCentreId,
  productId: row.productId ?? null,
  year: row.year ?? null,
});

/** `/meeting/ccio/io`: internal orders under cost centres, optionally per product and year. */
export default function InternalOrderPage() {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const canEdit = useAccess().hasPermission(['meeting:budget:edit']);
  const centres = costCentres.usePage({ page: 0, size: 200 });
  const products = useMyProducts();
  const centreOptions = (centres.data?.content ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${localizedName(lang, c.name, c.nameEn)}` }));
  const productOptions = (products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }));
  const labelOf = (options: Array<{ value: number; label: string }>, id: number | null, fallback: string) =>
    id === null ? fallback : (options.find((o) => o.value === id)?.label ?? String(id));
  const columns: TableColumnsType<InternalOrder> = [
    { title: t('ccio.code'), dataIndex: 'code', width: 150 },
    { title: t('ccio.name'), key: 'name', render: (_, row) => localizedName(lang, row.name, row.nameEn) },
    { title: t('ccio.costCentre'), dataIndex: 'costCentreId', render: (id: number) => labelOf(centreOptions, id, '-') },
    { title: t('ccio.product'), dataIndex: 'productId', width: 150, render: (id: number | null) => labelOf(productOptions, id, t('ccio.anyProduct')) },
    { title: t('ccio.year'), dataIndex: 'year', width: 90, render: (year: number | null) => year ?? t('ccio.anyYear') },
  ];

  return (
    <MasterDataPage<InternalOrder, InternalOrderBody>
      resource={internalOrders}
      texts={{ title: t('ccio.ioTitle'), keyword: t('ccio.keyword'), add: t('ccio.addIo'), addTitle: t('ccio.addIo'), editTitle: t('ccio.editIo'), empty: t('ccio.emptyIo') }}
      columns={columns}
      {...bodyAsForm(bodyOf)}
      canEdit={canEdit}
      filters={(update) => (
        <FilterSelect
          label={t('ccio.costCentre')}
          placeholder={t('ccio.allCostCentres')}
          width={240}
          options={centreOptions}
          onChange={(costCentreId: number | undefined) => update({ costCentreId })}
        />
      )}
      fields={
        <>
          <CodeNameFields />
          <Form.Item name="costCentreId" label={t('ccio.costCentre')} rules={[{ required: true, message: t('ccio.costCentreRequired') }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={centreOptions} />
          </Form.Item>
          <Form.Item name="productId" label={t('ccio.product')}>
            <Select allowClear placeholder={t('ccio.anyProduct')} options={productOptions} />
          </Form.Item>
          <Form.Item name="year" label={t('ccio.year')}>
            <InputNumber min={2000} max={2100} precision={0} placeholder={t('ccio.anyYear')} style={{ width: '100%' }} />
          </Form.Item>
        </>
      }
    />
  );
}
