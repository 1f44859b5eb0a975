import { useTranslation } from 'react-i18next';
import { useMyProducts } from '@/lib/api/products';
import { contentNs } from '../locales/i18n';

/**
 * Why the caller may not send an article, or null: its product is not one of theirs (the products
 * the server lists as theirs: those assigned to them, or every enabled one when none is), which the
 * server refuses too.
 */
export function useSendRefusal(): (article: { productId: number | null; productName: string | null }) => string | null {
  const { t } = useTranslation(contentNs);
  const mine = useMyProducts();
  return (article) => {
    if (article.productId === null || !mine.data) return null;
    return mine.data.some((p) => p.id === article.productId) ? null : t('send.outsidePortfolio', { product: article.productName ?? '' });
  };
}
