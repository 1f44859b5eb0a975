import { eq } from 'drizzle-orm';
import { appUser, organization, product, userProduct, userRole } from '../schema/platform/tenancy';
import { personName } from '../demo/people';
import { createRandom } from '../demo/random';
import demoOrganization from './demo-organization.json';
import { createOrganizations, createTenant, type OrgInput, type Tx } from './tenant-setup';

export const DEMO_PASSWORD = 'Demo@2026';

/** The named demo accounts, the same on each demo tenant. */
export const DEMO_ACCOUNTS = ['admin', 'manager', 'rep', 'rep2', 'msl', 'marketing', 'compliance', 'finance', 'reader'] as const;

/** The demo organization's regions, districts and staff departments, its products and which regions sell which (demo-organization.json). */
const { regions: REGIONS, districts: DISTRICTS, departments: DEPARTMENTS, products: PRODUCTS } = demoOrganization;
const REGION_PRODUCTS: Record<string, string[]> = demoOrganization.regionProducts;
const TERRITORIES_PER_DISTRICT = 3;

function orgTree(company: { name: string; nameEn: string }): OrgInput {
  return {
    code: 'HQ',
    name: company.name,
    nameEn: company.nameEn,
    type: 'company',
    children: [
      {
        code: 'SALES',
        name: '全国销售部',
        nameEn: 'National Sales',
        type: 'division',
        children: REGIONS.map((region) => ({
          ...region,
          type: 'region' as const,
          children: DISTRICTS.filter((d) => d.region === region.code).map((d) => ({
            code: `D-${d.code}`,
            name: d.name,
            nameEn: d.nameEn,
            type: 'district' as const,
            children: Array.from({ length: TERRITORIES_PER_DISTRICT }, (_, i) => ({
              code: `T-${d.code}-${i + 1}`,
              name: `${d.name}${i + 1}号辖区`,
              nameEn: `${d.nameEn} Territory ${i + 1}`,
              type: 'territory' as const,
            })),
          })),
        })),
      },
      ...DEPARTMENTS.map((department) => ({ ...department, type: 'department' as const })),
    ],
  };
}

export interface DemoTenant {
  name: string;
  nameEn: string;
  domain: string;
  realm: string;
  siteId: string;
  seed: number;
  emailDomain: string;
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    name: '康宁医药（演示）',
    nameEn: 'Kangning Pharma (demo)',
    domain: 'localhost',
    realm: 'kangning',
    siteId: 'site-kangning',
    seed: 20260101,
    emailDomain: 'kangning.example.com',
  },
  { name: '华泽生物（演示）', nameEn: 'Huaze Biotech (demo)', domain: '127.0.0.1', realm: 'huaze', siteId: 'site-huaze', seed: 20260202, emailDomain: 'huaze.example.com' },
];

/** What each module's demo seeder is given: the tenant just created, its seed and its organization. */
export interface DemoTenantContext {
  tenantId: number;
  /** The tenant's random seed: the same demo every time. */
  seed: number;
  realm: string;
  orgs: Awaited<ReturnType<typeof createOrganizations>>;
}

/** One module's demo data for a tenant (what it answers is not used); the composition (src/seed.ts) runs them in order. */
export type DemoSeeder = (tx: Tx, tenant: DemoTenantContext) => Promise<unknown>;

/** Creates one demo tenant: organization, named demo accounts, a full sales force and products. */
export async function seedDemoOrganization(tx: Tx, input: DemoTenant, passwordHash: string): Promise<DemoTenantContext> {
  const random = createRandom(input.seed);
  const { tenant, roleIdByCode } = await createTenant(tx, input);
  const orgs = await createOrganizations(tx, tenant.id, orgTree(input));
  const products = await tx
    .insert(product)
    .values(PRODUCTS.map((p, sort) => ({ ...p, tenantId: tenant.id, sort })))
    .returning({ id: product.id, code: product.code });
  const productId = new Map(products.map((p) => [p.code, p.id]));

  let workNumber = 1000;
  const addUser = async (user: { username: string; orgCode: string; roles: string[]; leads?: boolean; zh?: string; en?: string }) => {
    const name = user.zh && user.en ? { zh: user.zh, en: user.en } : personName(random);
    const org = orgs.get(user.orgCode)!;
    workNumber += 1;
    const [row] = await tx
      .insert(appUser)
      .values({
        tenantId: tenant.id,
        username: user.username,
        firstName: name.zh,
        nameEn: name.en,
        email: `${user.username}@${input.emailDomain}`,
        mobile: `139${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
        company: input.name,
        orgId: org.id,
        workId: `E${workNumber}`,
        passwordHash,
      })
      .returning({ id: appUser.id });
    await tx.insert(userRole).values(user.roles.map((code) => ({ tenantId: tenant.id, userId: row!.id, roleId: roleIdByCode.get(code)! })));
    if (user.leads) await tx.update(organization).set({ leaderId: row!.id }).where(eq(organization.id, org.id));
    const region = [...orgs.entries()].find(([code, o]) => code.startsWith('R-') && org.path.startsWith(o.path))?.[0];
    const codes = region ? REGION_PRODUCTS[region] : undefined;
    if (codes && user.roles.includes('rep')) {
      await tx.insert(userProduct).values(codes.map((code) => ({ tenantId: tenant.id, userId: row!.id, productId: productId.get(code)! })));
    }
    return row!.id;
  };

  await addUser({ username: 'admin', orgCode: 'IT', roles: ['admin'], leads: true });
  await addUser({ username: 'reader', orgCode: 'HQ', roles: ['reader'] });
  await addUser({ username: 'sales.director', orgCode: 'SALES', roles: ['manager'], leads: true });
  for (const region of REGIONS) await addUser({ username: `rm.${region.code.slice(2).toLowerCase()}`, orgCode: region.code, roles: ['manager'], leads: true });
  for (const district of DISTRICTS) {
    const code = district.code.toLowerCase();
    await addUser({ username: code === 'sh1' ? 'manager' : `dm.${code}`, orgCode: `D-${district.code}`, roles: ['manager'], leads: true });
    for (let t = 1; t <= TERRITORIES_PER_DISTRICT; t++) {
      const username = code === 'sh1' && t === 1 ? 'rep' : code === 'bj' && t === 1 ? 'rep2' : `rep.${code}${t}`;
      await addUser({ username, orgCode: `T-${district.code}-${t}`, roles: ['rep'] });
    }
  }
  await addUser({ username: 'msl', orgCode: 'MEDICAL', roles: ['MAF'] });
  await addUser({ username: 'msl.north', orgCode: 'MEDICAL', roles: ['MAF'] });
  await addUser({ username: 'medical.head', orgCode: 'MEDICAL', roles: ['MAF', 'compliance'], leads: true });
  await addUser({ username: 'marketing', orgCode: 'MARKETING', roles: ['marketing'], leads: true });
  await addUser({ username: 'marketing.pm', orgCode: 'MARKETING', roles: ['marketing'] });
  await addUser({ username: 'compliance', orgCode: 'COMPLIANCE', roles: ['compliance'], leads: true });
  await addUser({ username: 'finance', orgCode: 'FINANCE', roles: ['finance'], leads: true });
  await addUser({ username: 'finance.ap', orgCode: 'FINANCE', roles: ['finance'] });
  return { tenantId: tenant.id, seed: input.seed, realm: input.realm, orgs };
}
