import { sql } from 'drizzle-orm';
import type { MyProduct } from '@crm/shared/contracts/products';
import type { RequestContext } from '../../platform/contract-route';
import { rowsOf } from '../../db/rows';

interface ProductRow extends Record<string, unknown> {
  id: number | string;
  code: string;
  name: string;
  name_en: string;
  generic_name: string | null;
  generic_name_en: string | null;
  therapeutic_area: string | null;
  indications: MyProduct['indications'];
}

/**
 * The products the caller works on (all enabled ones when none are assigned), with their
 * indications, in one statement: forms on most pages ask for them.
 */
export async function findMyProducts({ db, principal }: Pick<RequestContext, 'db' | 'principal'>): Promise<MyProduct[]> {
  const tenantId = principal.tenant.id;
  const assigned = sql`select up.product_id from user_product up where up.tenant_id = ${tenantId} and up.user_id = ${principal.userId}`;
  const result = rowsOf<ProductRow>(
    await db.execute(
      sql`select p.id, p.code, p.name, p.name_en, p.generic_name, p.generic_name_en, p.therapeutic_area,
        (select coalesce(json_agg(json_build_object('id', i.id, 'name', i.name, 'nameEn', i.name_en) order by i.sort, i.id), '[]'::json)
          from product_indication i where i.product_id = p.id) as indications
      from product p
      where p.tenant_id = ${tenantId} and p.enabled and (p.id in (${assigned}) or not exists (${assigned}))
      order by p.sort, p.id`,
    ),
  );
  return result.map((row) => ({
    id: Number(row.id),
    code: row.code,
    name: row.name,
    nameEn: row.name_en,
    genericName: row.generic_name,
    genericNameEn: row.generic_name_en,
    therapeuticArea: row.therapeutic_area,
    indications: row.indications,
  }));
}
