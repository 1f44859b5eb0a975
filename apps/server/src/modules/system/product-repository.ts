import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MyProduct } from '@crm/shared/contracts/products';
import { product, productIndication, userProduct } from '../../db/schema/index';
import type { RequestContext } from '../../platform/contract-route';

/** The products the caller works on (all enabled ones when none are assigned), with their indications. */
export async function findMyProducts({ db, principal }: Pick<RequestContext, 'db' | 'principal'>): Promise<MyProduct[]> {
  const tenantId = principal.tenant.id;
  const assigned = await db
    .select({ id: userProduct.productId })
    .from(userProduct)
    .where(and(eq(userProduct.tenantId, tenantId), eq(userProduct.userId, principal.userId)));
  const products = await db
    .select()
    .from(product)
    .where(
      and(
        eq(product.tenantId, tenantId),
        eq(product.enabled, true),
        assigned.length
          ? inArray(
              product.id,
              assigned.map((a) => a.id),
            )
          : undefined,
      ),
    )
    .orderBy(asc(product.sort), asc(product.id));
  const indications = products.length
    ? await db
        .select()
        .from(productIndication)
        .where(
          inArray(
            productIndication.productId,
            products.map((p) => p.id),
          ),
        )
        .orderBy(asc(productIndication.sort))
    : [];
  return products.map(({ id, code, name, nameEn, genericName, genericNameEn, therapeuticArea }) => ({
    id,
    code,
    name,
    nameEn,
    genericName,
    genericNameEn,
    therapeuticArea,
    indications: indications.filter((i) => i.productId === id).map((i) => ({ id: i.id, name: i.name, nameEn: i.nameEn })),
  }));
}
