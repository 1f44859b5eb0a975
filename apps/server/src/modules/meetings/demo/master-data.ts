import { eq, sql } from 'drizzle-orm';
import { budgetPool, costCentre, internalOrder, meetingSetting } from '../../../db/schema/meetings/meeting-finance';
import { institution, libraryMaterialVersion, supplier } from '../../../db/schema/meetings/meeting-resources';
import { libraryMaterial } from '../../../db/schema/customers/hospitals';
import { organization, product } from '../../../db/schema/platform/tenancy';
import type { Tx } from '../../workflow/index';
import { rowsOf } from '../../../db/rows';

/** Demo master data around meetings: institutions, suppliers, CC/IO, budget pools, library reviews. */

const INSTITUTIONS: Array<[string, string, string, string]> = [
  ['中华医学会精神医学分会', 'Chinese Society of Psychiatry', 'ASSOCIATION', '北京'],
  ['上海市医学会', 'Shanghai Medical Association', 'ASSOCIATION', '上海'],
  ['复旦大学附属中山医院', 'Zhongshan Hospital, Fudan University', 'HOSPITAL', '上海'],
  ['北京大学第六医院', 'Peking University Sixth Hospital', 'HOSPITAL', '北京'],
  ['中山大学医学院', 'Sun Yat-sen University School of Medicine', 'UNIVERSITY', '广州'],
];
/**
 * Name, English name, credit code, type, qualification expiry (years ahead of the demo year,
 * month-day; the caterer's has lapsed), and the account manager with their phone.
 */
const SUPPLIERS: Array<[string, string, string, string, [number, string], string, string]> = [
  ['上海锦程会务服务有限公司', 'Shanghai Jincheng Conference Services Co., Ltd.', '91310000MA1K3LQ21X', 'EVENT_AGENCY', [1, '12-31'], '陈静', '021-62785130'],
  ['北京华宾国际酒店有限公司', 'Beijing Huabin International Hotel Co., Ltd.', '91110105MA01C8RT4P', 'VENUE', [1, '06-30'], '刘洋', '010-85126678'],
  ['广州畅行商旅服务有限公司', 'Guangzhou Changxing Business Travel Co., Ltd.', '91440101MA5CKE7Y3B', 'TRAVEL_AGENCY', [1, '03-31'], '黄磊', '020-38862045'],
  ['成都蜀味餐饮管理有限公司', 'Chengdu Shuwei Catering Management Co., Ltd.', '91510100MA6CM8QX5D', 'CATERING', [-2, '12-31'], '周婷', '028-86543219'],
];

export interface DemoMasterData {
  institutionIds: number[];
  supplierIds: number[];
  costCentreByRegion: Map<string, number>;
  /** Keyed `${costCentreId}:${productId}`. */
  internalOrders: Map<string, number>;
  approvedVersionIds: number[];
}

/** `year` is the current one: internal orders are opened for it, budget pools cover it and the years either side. */
export async function seedMeetingMasterData(tx: Tx, tenantId: number, year: number): Promise<DemoMasterData> {
  const years = [year - 1, year, year + 1];
  await tx.insert(meetingSetting).values({ tenantId, speakerAnnualCapCents: 10_000_000 });
  const institutions = await tx
    .insert(institution)
    .values(INSTITUTIONS.map(([name, nameEn, type, city]) => ({ tenantId, name, nameEn, type, city })))
    .returning({ id: institution.id });
  const suppliers = await tx
    .insert(supplier)
    .values(
      SUPPLIERS.map(([name, nameEn, creditCode, type, [yearsAhead, monthDay], contactName, contactPhone]) => ({
        tenantId,
        name,
        nameEn,
        creditCode,
        type,
        qualificationExpiry: `${year + yearsAhead}-${monthDay}`,
        contactName,
        contactPhone,
      })),
    )
    .returning({ id: supplier.id, expiry: supplier.qualificationExpiry });

  const orgs = await tx
    .select({ id: organization.id, code: organization.code, name: organization.name, nameEn: organization.nameEn, path: organization.path })
    .from(organization)
    .where(eq(organization.tenantId, tenantId));
  const regions = orgs.filter((o) => o.code.startsWith('R-'));
  const costCentreByRegion = new Map<string, number>();
  for (const region of regions) {
    const [cc] = await tx
      .insert(costCentre)
      .values({ tenantId, code: `CC-${region.code.slice(2)}`, name: `${region.name}市场活动`, nameEn: `${region.nameEn ?? region.code} marketing events`, orgId: region.id })
      .returning({ id: costCentre.id });
    costCentreByRegion.set(region.code, cc!.id);
  }
  const products = await tx.select({ id: product.id, code: product.code, name: product.name, nameEn: product.nameEn }).from(product).where(eq(product.tenantId, tenantId));
  // The internal orders of the current year, which the demo meetings (all around today) are charged to.
  const internalOrders = new Map<string, number>();
  for (const [regionCode, costCentreId] of costCentreByRegion) {
    const rows = await tx
      .insert(internalOrder)
      .values(
        products.map((p) => ({
          tenantId,
          code: `IO-${year}-${regionCode.slice(2)}-${p.code.slice(2)}`,
          name: `${p.name} ${year} 学术推广`,
          nameEn: `${p.nameEn ?? p.code} ${year} medical education`,
          costCentreId,
          productId: p.id,
          year,
        })),
      )
      .returning({ id: internalOrder.id, productId: internalOrder.productId });
    for (const row of rows) internalOrders.set(`${costCentreId}:${row.productId}`, row.id);
  }

  // Districts and regions each hold a pool per product the region sells; the director's division holds a reserve.
  const sold = rowsOf<{ org_id: string | number; product_id: string | number }>(
    await tx.execute(sql`select distinct o.id as org_id, up.product_id from user_product up join app_user u on u.id = up.user_id
      join organization t on t.id = u.org_id join organization o on o.tenant_id = t.tenant_id and t.path like o.path || '%' and (o.code like 'D-%' or o.code like 'R-%')
      where up.tenant_id = ${tenantId}`),
  );
  const pools = sold.flatMap((row) => {
    const org = orgs.find((o) => o.id === Number(row.org_id))!;
    const cents = org.code.startsWith('R-') ? 100_000_000 : 60_000_000;
    return years.map((poolYear) => ({ tenantId, orgId: org.id, productId: Number(row.product_id), year: poolYear, budgetCents: cents }));
  });
  if (pools.length) await tx.insert(budgetPool).values(pools);

  const materials = await tx.select({ id: libraryMaterial.id }).from(libraryMaterial).where(eq(libraryMaterial.tenantId, tenantId)).orderBy(libraryMaterial.id);
  const approvedVersionIds: number[] = [];
  for (const [i, material] of materials.entries()) {
    const approvedAt = new Date(Date.UTC(years[0]!, 0, 15 + i));
    const versions: Array<typeof libraryMaterialVersion.$inferInsert> =
      i % 4 === 3
        ? [
            { tenantId, materialId: material.id, version: 1, status: 'EXPIRED', validUntil: `${years[0]}-06-30`, approvalCode: `MLR-${years[0]}-${100 + i}`, approvedAt },
            { tenantId, materialId: material.id, version: 2, status: 'DRAFT', validUntil: `${years[years.length - 1]! + 1}-12-31` },
          ]
        : [
            {
              tenantId,
              materialId: material.id,
              version: 1,
              status: 'APPROVED',
              validUntil: `${years[years.length - 1]! + 1}-12-31`,
              approvalCode: `MLR-${years[0]}-${100 + i}`,
              approvedAt,
            },
          ];
    const rows = await tx.insert(libraryMaterialVersion).values(versions).returning({ id: libraryMaterialVersion.id, status: libraryMaterialVersion.status });
    approvedVersionIds.push(...rows.filter((r) => r.status === 'APPROVED').map((r) => r.id));
  }
  return {
    institutionIds: institutions.map((r) => r.id),
    supplierIds: suppliers.filter((s) => !s.expiry || s.expiry > `${year}-12-31`).map((r) => r.id),
    costCentreByRegion,
    internalOrders,
    approvedVersionIds,
  };
}
