import { useState } from 'react';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { therapeuticAreaLabel } from '@crm/shared/therapeutic-areas';
import { CompactTable } from '@/components/compact-table';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useProductMaster, type ProductMaster } from '../api/products';
import { useAdminColumns } from '../components/admin-columns';
import { ProductFormModal } from '../components/product-form-modal';
import { adminNs } from '../locales/i18n';

/** The product master: each product with its generic name, therapeutic area and indications; administrators edit them. */
export default function ProductsPage() {
  const { t } = useTranslation(adminNs);
  const lang = useLanguage();
  const products = useProductMaster();
  const access = useAccess();
  const canEdit = access.hasPermission(['system:product:edit']);
  const { statusColumn } = useAdminColumns();
  const [editing, setEditing] = useState<ProductMaster | undefined>(undefined);

  const columns: TableColumnsType<ProductMaster> = [
    { title: t('product.code'), dataIndex: 'code', width: 100 },
    { title: t('product.name'), render: (_, p) => localizedName(lang, p.name, p.nameEn) },
    { title: t('product.genericName'), render: (_, p) => (p.genericName ? localizedName(lang, p.genericName, p.genericNameEn) : '—') },
    { title: t('product.therapeuticArea'), render: (_, p) => therapeuticAreaLabel(p.therapeuticArea, lang) || '—' },
    {
      title: t('product.indications'),
      render: (_, p) => (
        <Space size={[4, 4]} wrap>
          {p.indications.map((i) => (
            <Tag key={i.id}>{localizedName(lang, i.name, i.nameEn)}</Tag>
          ))}
        </Space>
      ),
    },
    statusColumn<ProductMaster>(),
    ...(canEdit
      ? [
          {
            title: t('common.actions'),
            width: 90,
            render: (_: unknown, p: ProductMaster) => (
              <Button type="link" size="small" aria-label={t('product.editOf', { name: localizedName(lang, p.name, p.nameEn) })} onClick={() => setEditing(p)}>
                {t('common.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="admin-panel">
      <div className="admin-toolbar">
        <Typography.Text type="secondary">{t('product.hint')}</Typography.Text>
      </div>
      <CompactTable<ProductMaster> rowKey="id" loading={products.isFetching} columns={columns} dataSource={products.data ?? []} />
      <ProductFormModal product={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}
