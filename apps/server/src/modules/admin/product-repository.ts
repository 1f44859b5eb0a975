import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { ProductMaster, updateProductMaster } from '@crm/shared/contracts/admin-products';
import { isTherapeuticAreaCode } from '@crm/shared/therapeutic-areas';
import type { Database } from '../../db/client';
import { productIndication } from '../../db/schema/platform/products';
import { product } from '../../db/schema/platform/tenancy';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';

/** The product master: the enterprise's products, their therapeutic areas and indications, as the administrator keeps them. */

type Body = ContractRequestParts<typeof updateProductMaster>['body'];
type Reader = Pick<Database, 'select'>;

/** A statement refused because a row still points at the one it removes (an article at an indication). */
const isForeignKeyViolation = (error: unknown) => [(error as { code?: string }).code, (error as { cause?: { code?: string } }).cause?.code].includes('23503');

async function productsOf(db: Reader, tenantId: number, ids?: number[]): Promise<ProductMaster[]> {
  const where = ids ? and(eq(product.tenantId, tenantId), inArray(product.id, ids)) : eq(product.tenantId, tenantId);
  const rows = await db.select().from(product).where(where).orderBy(asc(product.sort), asc(product.id));
  if (rows.length === 0) return [];
  const indications = await db
    .select()
    .from(productIndication)
    .where(
      and(
        eq(productIndication.tenantId, tenantId),
        inArray(
          productIndication.productId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(productIndication.sort), asc(productIndication.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    genericName: row.genericName,
    genericNameEn: row.genericNameEn,
    therapeuticArea: row.therapeuticArea,
    enabled: row.enabled,
    indications: indications.filter((i) => i.productId === row.id).map((i) => ({ id: i.id, name: i.name, nameEn: i.nameEn })),
  }));
}

/** Every product of the enterprise, disabled ones too, with its indications in their order. */
export function productMasterOf({ db, principal }: RequestContext): Promise<ProductMaster[]> {
  return productsOf(db, principal.tenant.id);
}

/** Refuses an indication list naming one twice (in either language) or an id that is not the product's. */
function checkIndications(body: Body, current: Array<{ id: number }>): void {
  const own = new Set(current.map((i) => i.id));
  const seen = new Set<string>();
  for (const indication of body.indications) {
    if (indication.id !== null && !own.has(indication.id)) throw badRequest('referenceNotFound', { field: 'indications.id', id: indication.id });
    for (const [key, name] of [
      [`zh:${indication.name.toLowerCase()}`, indication.name],
      [`en:${indication.nameEn.toLowerCase()}`, indication.nameEn],
    ] as const) {
      if (seen.has(key)) throw badRequest('indicationNameTaken', { name });
      seen.add(key);
    }
  }
}

/**
 * Changes a product and its indications in one transaction. An indication left out of the list is
 * removed, unless an article version is filed under it: the database's reference refuses the delete
 * and the whole change is refused with 409 (the administrator may rename it instead), so no article
 * loses its indication.
 */
export async function editProductMaster({ db, principal, request, lang }: RequestContext, id: number, body: Body): Promise<ProductMaster> {
  const tenantId = principal.tenant.id;
  if (!isTherapeuticAreaCode(body.therapeuticArea)) throw badRequest('therapeuticAreaUnknown', { value: body.therapeuticArea });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(product)
      .set({ name: body.name, nameEn: body.nameEn, genericName: body.genericName, genericNameEn: body.genericNameEn, therapeuticArea: body.therapeuticArea })
      .where(and(eq(product.tenantId, tenantId), eq(product.id, id)))
      .returning();
    if (!row) throw notFound();
    const current = await tx
      .select()
      .from(productIndication)
      .where(and(eq(productIndication.tenantId, tenantId), eq(productIndication.productId, id)))
      .for('update');
    checkIndications(body, current);
    const kept = new Set(body.indications.flatMap((i) => (i.id === null ? [] : [i.id])));
    for (const gone of current.filter((i) => !kept.has(i.id))) {
      try {
        await tx.transaction((savepoint) => savepoint.delete(productIndication).where(and(eq(productIndication.tenantId, tenantId), eq(productIndication.id, gone.id))));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(409, 'indicationInUse', { name: lang === 'en' ? gone.nameEn : gone.name }, { indicationId: gone.id });
        throw error;
      }
    }
    for (const [sort, indication] of body.indications.entries()) {
      const values = { name: indication.name, nameEn: indication.nameEn, sort };
      if (indication.id === null) await tx.insert(productIndication).values({ tenantId, productId: id, ...values });
      else
        await tx
          .update(productIndication)
          .set(values)
          .where(and(eq(productIndication.tenantId, tenantId), eq(productIndication.id, indication.id)));
    }
    await recordAudit(tx, request, {
      action: 'admin.product.update',
      entityType: 'product',
      entityId: id,
      message: { key: 'productUpdated', params: { code: row.code } },
      detail: body,
    });
  });
  return (await productsOf(db, tenantId, [id]))[0]!;
}
