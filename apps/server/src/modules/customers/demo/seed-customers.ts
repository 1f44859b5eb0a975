import { and, eq, inArray } from 'drizzle-orm';
import { doctor, doctorAssignment, doctorProduct } from '../../../db/schema/customers/customers';
import { chinaRegion, hospital, hospitalDepartment, hospitalProduct, salesRegion, salesRegionCounty } from '../../../db/schema/customers/hospitals';
import { appUser, product, userProduct } from '../../../db/schema/platform/tenancy';
import { generateDoctor, pickDepartments } from './doctor-generator';
import { seedEngagement } from './engagement';
import { generateHospitals, type GeneratedHospital, type RegionName } from './hospital-generator';
import { ensureReferenceData } from '../regions/reference-data';
import { standardDepartmentRows } from '../regions/standard-departments';
import { createRandom } from '../../../db/demo/random';
import type { Tx } from '../../../db/seed/tenant-setup';
import { seedProductIndications } from '../../../db/seed/product-indications';

type OrgMap = Map<string, { id: number; path: string; parentId: number | null }>;

/** The cities each demo sales district works in. */
const DISTRICT_CITIES: Record<string, string[]> = { SH1: ['3101'], JS: ['3201', '3205'], BJ: ['1101'], TJ: ['1201'], GZ: ['4401'], SZ: ['4403'], CD: ['5101'], CQ: ['5001'] };
const SALES_REGION_NAMES: Record<string, [string, string]> = {
  'R-EAST': ['华东销售大区', 'East China sales region'],
  'R-NORTH': ['华北销售大区', 'North China sales region'],
  'R-SOUTH': ['华南销售大区', 'South China sales region'],
  'R-WEST': ['西部销售大区', 'West China sales region'],
};
const HOSPITALS_PER_DISTRICT = 38;
const DOCTORS_PER_HOSPITAL: Record<string, [number, number]> = { '3A': [14, 24], '3B': [10, 16], '2A': [7, 12], '2B': [4, 8], '2C': [3, 6], '1': [2, 4], UNRATED: [2, 5] };

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Demo customers of one tenant: hospitals in each sales district's cities, their departments and
 * drug status, thousands of doctors assigned to the territory covering their district, and the
 * engagement around them (follows, channels, tags, verifications).
 */
export async function seedCustomers(tx: Tx, input: { tenantId: number; seed: number; orgs: OrgMap }): Promise<void> {
  const { tenantId, orgs } = input;
  const random = createRandom(input.seed + 4);
  await ensureReferenceData(tx);
  const regions = await tx.select().from(chinaRegion);
  const regionByCode = new Map(regions.map((r) => [r.code, r]));
  const standard = new Map(standardDepartmentRows().map((d) => [d.code, d]));

  const products = await tx.select({ id: product.id, code: product.code }).from(product).where(eq(product.tenantId, tenantId));
  await seedProductIndications(tx, tenantId, products);
  const users = await tx.select({ id: appUser.id, username: appUser.username, orgId: appUser.orgId }).from(appUser).where(eq(appUser.tenantId, tenantId));
  const repProducts = await tx
    .select({ orgId: appUser.orgId, productId: userProduct.productId })
    .from(userProduct)
    .innerJoin(appUser, eq(appUser.id, userProduct.userId))
    .where(
      and(
        eq(userProduct.tenantId, tenantId),
        inArray(
          appUser.id,
          users.map((u) => u.id),
        ),
      ),
    );
  const productsOfOrg = (orgId: number) => [...new Set(repProducts.filter((r) => r.orgId === orgId).map((r) => r.productId))];

  const taken = new Set<string>();
  const hospitalsByTerritory = new Map<string, GeneratedHospital[]>();
  for (const [district, cityCodes] of Object.entries(DISTRICT_CITIES)) {
    const districtOrg = orgs.get(`D-${district}`)!;
    const regionCode = [...orgs.entries()].find(([, o]) => o.id === districtOrg.parentId)![0];
    const [parentRegion] = await tx
      .insert(salesRegion)
      .values({ tenantId, code: `SR-${regionCode}`, name: SALES_REGION_NAMES[regionCode]![0], nameEn: SALES_REGION_NAMES[regionCode]![1], orgId: districtOrg.parentId })
      .onConflictDoNothing()
      .returning({ id: salesRegion.id });
    const parent =
      parentRegion ??
      (
        await tx
          .select({ id: salesRegion.id })
          .from(salesRegion)
          .where(and(eq(salesRegion.tenantId, tenantId), eq(salesRegion.code, `SR-${regionCode}`)))
      )[0]!;
    for (const cityCode of cityCodes) {
      const city = regionByCode.get(cityCode)! as RegionName;
      const province = regionByCode.get(cityCode.slice(0, 2))! as RegionName;
      const areas = regions.filter((r) => r.parentCode === cityCode);
      const [cityRegion] = await tx
        .insert(salesRegion)
        .values({ tenantId, parentId: parent.id, code: `SR-${district}-${cityCode}`, name: `${city.name}销售区`, nameEn: `${city.nameEn} sales area`, orgId: districtOrg.id })
        .returning({ id: salesRegion.id });
      await tx.insert(salesRegionCounty).values(areas.map((a) => ({ tenantId, salesRegionId: cityRegion!.id, areaCode: a.code })));
      const generated = generateHospitals(random, { province, city, areas, count: Math.round(HOSPITALS_PER_DISTRICT / cityCodes.length), codePrefix: `H${cityCode}`, taken });
      for (const h of generated) {
        // Districts of the city are shared out among the district's territories.
        const territory = `T-${district}-${(areas.findIndex((a) => a.code === h.areaCode) % 3) + 1}`;
        hospitalsByTerritory.set(territory, [...(hospitalsByTerritory.get(territory) ?? []), h]);
      }
    }
  }

  const allHospitals = [...hospitalsByTerritory.values()].flat();
  const hospitalIds = new Map<string, number>();
  await insertBatches(allHospitals, async (batch) => {
    const rows = await tx
      .insert(hospital)
      .values(batch.map((h) => ({ ...h, tenantId })))
      .returning({ id: hospital.id, code: hospital.code });
    for (const row of rows) hospitalIds.set(row.code, row.id);
  });

  const medical = orgs.get('MEDICAL');
  const doctorRows: Array<typeof doctor.$inferInsert> = [];
  const doctorOrgs: Array<{ territoryId: number; territoryPath: string; isKol: boolean; products: number[] }> = [];
  const productRows: Array<typeof hospitalProduct.$inferInsert> = [];
  let sequence = 0;
  for (const [territoryCode, hospitals] of hospitalsByTerritory) {
    const territory = orgs.get(territoryCode)!;
    const territoryProducts = productsOfOrg(territory.id);
    for (const h of hospitals) {
      const hospitalId = hospitalIds.get(h.code)!;
      const departments = pickDepartments(random, h.category, standard);
      const departmentRows = await tx
        .insert(hospitalDepartment)
        .values(departments.map((d, sort) => ({ tenantId, hospitalId, standardDepartmentId: d.standard.id, name: d.name, nameEn: d.nameEn, sort })))
        .returning({ id: hospitalDepartment.id });
      for (const productId of territoryProducts) {
        const procurementStatus = h.level.startsWith('3')
          ? random.pick(['LISTED', 'LISTED', 'IN_PROGRESS', 'TEMPORARY'])
          : random.pick(['LISTED', 'NOT_LISTED', 'NOT_LISTED', 'IN_PROGRESS']);
        const covered = h.level !== '1' && random.next() < 0.75;
        productRows.push({
          tenantId,
          hospitalId,
          productId,
          procurementStatus,
          coverageStatus: covered ? 'COVERED' : 'NOT_COVERED',
          hasSales: covered && procurementStatus === 'LISTED' && random.next() < 0.8,
          coveringOrgId: covered ? territory.id : null,
        });
      }
      const [low, high] = DOCTORS_PER_HOSPITAL[h.level] ?? [3, 6];
      const count = random.int(low, high);
      for (let i = 0; i < count; i++) {
        const index = random.int(0, departments.length - 1);
        const other = random.next() < 0.2 ? random.pick(allHospitals) : null;
        const generated = generateDoctor(random, h, departments[index]!, other && other.code !== h.code ? other : null);
        sequence += 1;
        const daysAgo = random.next() < 0.7 ? random.int(0, 150) : null;
        doctorRows.push({
          ...generated,
          tenantId,
          code: `DR${String(sequence).padStart(6, '0')}`,
          hospitalId,
          hospitalDepartmentId: departmentRows[index]!.id,
          standardDepartmentId: departments[index]!.standard.id,
          provinceCode: h.provinceCode,
          cityCode: h.cityCode,
          hospitalLevel: h.level,
          verifyStatus: random.next() < 0.3 ? 'VERIFIED' : 'UNVERIFIED',
          lastVisitAt: daysAgo === null ? null : new Date(Date.now() - daysAgo * 86_400_000),
        });
        doctorOrgs.push({ territoryId: territory.id, territoryPath: territory.path, isKol: generated.doctorType === 'KOL', products: territoryProducts });
      }
    }
  }
  await insertBatches(productRows, (batch) => tx.insert(hospitalProduct).values(batch));

  const doctorIds: number[] = [];
  await insertBatches(
    doctorRows,
    async (batch) => {
      const rows = await tx.insert(doctor).values(batch).returning({ id: doctor.id });
      doctorIds.push(...rows.map((r) => r.id));
    },
    300,
  );
  const assignments = doctorIds.flatMap((doctorId, i) => {
    const o = doctorOrgs[i]!;
    const own = { tenantId, doctorId, orgId: o.territoryId, orgPath: o.territoryPath };
    // Medical affairs follows the key opinion leaders of every territory.
    return o.isKol && medical ? [own, { tenantId, doctorId, orgId: medical.id, orgPath: medical.path }] : [own];
  });
  await insertBatches(assignments, (batch) => tx.insert(doctorAssignment).values(batch), 1000);
  const levels = doctorIds.flatMap((doctorId, i) =>
    doctorOrgs[i]!.products.map((productId) => ({ tenantId, doctorId, productId, level: random.pick(['A', 'B', 'B', 'C', 'C', 'D']), hasSales: random.next() < 0.4 })),
  );
  await insertBatches(levels, (batch) => tx.insert(doctorProduct).values(batch), 1000);

  await seedEngagement(tx, { tenantId, random, users, doctorIds, doctorOrgIds: doctorOrgs.map((o) => o.territoryId), productIds: products.map((p) => p.id) });
}
