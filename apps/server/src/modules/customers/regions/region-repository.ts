import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RegionNode } from '@crm/shared/contracts/customer-regions';
import type { Database } from '../../../db/client';
import { chinaRegion, salesRegion, salesRegionCounty } from '../../../db/schema/customers/hospitals';
import type { Principal } from '../../../platform/principal';
import { startsWith, startsWithSql } from '../../../db/starts-with';
import { rowsOf } from '../../../db/rows';

export type RegionRow = typeof chinaRegion.$inferSelect;

export function toRegion(row: RegionRow): RegionNode {
  return { id: row.code, code: row.code, name: row.name, nameEn: row.nameEn, level: row.level, parentCode: row.parentCode };
}

export async function regionsUnder(db: Database, parentCodes: string[] | null): Promise<RegionNode[]> {
  const where = parentCodes === null ? and(isNull(chinaRegion.parentCode), eq(chinaRegion.level, 1)) : inArray(chinaRegion.parentCode, parentCodes);
  const rows = await db.select().from(chinaRegion).where(where).orderBy(asc(chinaRegion.code));
  return rows.map(toRegion);
}

/**
 * Provinces and cities where the caller works: those of the sales regions owned by their unit,
 * its ancestors or its descendants. A tenant without sales regions gets the whole country.
 */
export async function userRegionTree(db: Database, principal: Principal): Promise<RegionNode[]> {
  const tenantId = principal.tenant.id;
  const orgPath = principal.orgPath ?? '';
  const related =
    principal.dataRange === 'all'
      ? sql`true`
      : sql`sr.org_id in (select o.id from organization o where o.tenant_id = ${tenantId}
      and (${startsWith(sql`o.path`, orgPath)} or ${startsWithSql(sql`${orgPath}`, sql`o.path`)}))`;
  const cities = rowsOf<{ city_code: string }>(
    await db.execute(sql`select distinct cr.parent_code as city_code from sales_region_county c
      join sales_region sr on sr.id = c.sales_region_id join china_region cr on cr.code = c.area_code
      where c.tenant_id = ${tenantId} and ${related}`),
  );
  const [anyRegion] = await db.select({ id: salesRegion.id }).from(salesRegion).where(eq(salesRegion.tenantId, tenantId)).limit(1);
  const cityCodes = anyRegion ? cities.map((r) => r.city_code) : null;
  const provinces = await regionsUnder(db, null);
  const cityRows =
    cityCodes === null
      ? await db.select().from(chinaRegion).where(eq(chinaRegion.level, 2)).orderBy(asc(chinaRegion.code))
      : cityCodes.length
        ? await db.select().from(chinaRegion).where(inArray(chinaRegion.code, cityCodes)).orderBy(asc(chinaRegion.code))
        : [];
  return provinces
    .map((province) => ({ ...province, children: cityRows.filter((c) => c.parentCode === province.code).map(toRegion) }))
    .filter((province) => province.children.length > 0);
}

export async function salesRegions(db: Database, tenantId: number, parentId: number | null | undefined) {
  const conditions = [eq(salesRegion.tenantId, tenantId)];
  if (parentId !== undefined) conditions.push(parentId === null ? isNull(salesRegion.parentId) : eq(salesRegion.parentId, parentId));
  return db
    .select({
      id: salesRegion.id,
      parentId: salesRegion.parentId,
      code: salesRegion.code,
      name: salesRegion.name,
      nameEn: salesRegion.nameEn,
      orgId: salesRegion.orgId,
      countyCount: sql<number>`(select count(*)::int from sales_region_county c where c.sales_region_id = ${salesRegion.id})`,
    })
    .from(salesRegion)
    .where(and(...conditions))
    .orderBy(asc(salesRegion.sort), asc(salesRegion.code));
}

export async function salesRegionCounties(db: Database, tenantId: number, salesRegionIds: number[]) {
  const city = sql`(select c2.name from china_region c2 where c2.code = ${chinaRegion.parentCode})`;
  return db
    .select({
      salesRegionId: salesRegionCounty.salesRegionId,
      code: chinaRegion.code,
      name: chinaRegion.name,
      nameEn: chinaRegion.nameEn,
      cityCode: chinaRegion.parentCode,
      city: sql<string>`${city}`,
    })
    .from(salesRegionCounty)
    .innerJoin(chinaRegion, eq(chinaRegion.code, salesRegionCounty.areaCode))
    .where(and(eq(salesRegionCounty.tenantId, tenantId), inArray(salesRegionCounty.salesRegionId, salesRegionIds)))
    .orderBy(asc(salesRegionCounty.salesRegionId), asc(chinaRegion.code));
}
