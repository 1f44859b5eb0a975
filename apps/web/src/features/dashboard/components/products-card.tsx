import { Card, Empty, Skeleton, Tag } from 'antd';
import { MedicineBoxTwoTone } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { MyProduct as Product } from '@/lib/api/products';
import { dashboardNs } from '../locales/i18n';

export function ProductsCard({ products }: { products: Product[] | undefined }) {
  const { t } = useTranslation(dashboardNs);
  const lang = useLanguage();
  return (
    <Card title={t('products.title')} className="dashboard-card">
      {!products ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : products.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('products.empty')} />
      ) : (
        <ul className="product-list">
          {products.map((product) => (
            <li key={product.id} className="product-list__item ruled-row">
              <MedicineBoxTwoTone className="product-list__icon" />
              <div className="product-list__text">
                <div className="product-list__name">{localizedName(lang, product.name, product.nameEn)}</div>
                {product.genericName && <div className="product-list__generic">{localizedName(lang, product.genericName, product.genericNameEn)}</div>}
              </div>
              {product.therapeuticArea && <Tag bordered={false}>{product.therapeuticArea}</Tag>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
