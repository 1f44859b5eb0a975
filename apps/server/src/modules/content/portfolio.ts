import { sql } from 'drizzle-orm';
import type { Lang } from '@crm/shared/i18n';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { HttpError } from '../../lib/http-error';

/**
 * A sender's portfolio is what the product lists show them (system's findMyProducts): the products
 * assigned to them (user_product), or every enabled product when none is. Reps carry their region's
 * products; marketing, administrators and managers have none assigned in the demo, so they may send
 * any enabled product's content. An article of a product outside the sender's portfolio is refused
 * with 403, naming the product.
 */
export async function checkPortfolio(db: Pick<Database, 'execute'>, tenantId: number, userId: number, productId: number | null, lang: Lang): Promise<void> {
  if (productId === null) return;
  const assigned = sql`select up.product_id from user_product up where up.tenant_id = ${tenantId} and up.user_id = ${userId}`;
  const [row] = rowsOf<{ name: string; name_en: string; mine: boolean }>(
    await db.execute(
      sql`select p.name, p.name_en, (p.enabled and (p.id in (${assigned}) or not exists (${assigned}))) as mine from product p where p.tenant_id = ${tenantId} and p.id = ${productId}`,
    ),
  );
  if (row && !row.mine) throw new HttpError(403, 'productOutsidePortfolio', { product: lang === 'en' ? row.name_en : row.name });
}
