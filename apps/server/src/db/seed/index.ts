import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { appUser, enterprise, userRole } from '../schema/index';
import { hashPassword } from '../../modules/identity/passwords';
import { DEMO_TENANTS, demoPasswordHash, seedDemoTenant } from './demo';
import { createOrganizations, createTenant } from './tenant-setup';

export type SeedOutcome = { kind: 'existing' } | { kind: 'demo' } | { kind: 'initial'; username: string; password: string; domain: string };

/**
 * Fills an empty database: the demo tenants and accounts, or for a production start one tenant
 * with one administrator whose generated password is returned to be shown once.
 */
export async function seedIfEmpty(db: Database, options: { demo: boolean; domain?: string; name?: string; port?: number }): Promise<SeedOutcome> {
  const [existing] = await db.select({ n: count() }).from(enterprise);
  if ((existing?.n ?? 0) > 0) return { kind: 'existing' };
  if (options.demo) {
    const passwordHash = await demoPasswordHash();
    await db.transaction(async (tx) => {
      for (const tenant of DEMO_TENANTS) await seedDemoTenant(tx, tenant, passwordHash);
    });
    // Three years of demo history: the planner needs its statistics at once. The embedded database
    // has no autovacuum to gather them, and without them it joins the larger tables row by row.
    await db.execute(sql`analyze`);
    return { kind: 'demo' };
  }
  const domain = options.domain ?? 'localhost';
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const name = options.name ?? 'CRM';
    const { tenant, roleIdByCode } = await createTenant(tx, {
      name,
      nameEn: name,
      domain,
      realm: 'crm',
      siteId: 'site-crm',
      passwordGrant: false,
      ports: options.port ? [options.port] : [],
    });
    const orgs = await createOrganizations(tx, tenant.id, { code: 'HQ', name, nameEn: name, type: 'company' });
    const [admin] = await tx
      .insert(appUser)
      .values({ tenantId: tenant.id, username: 'admin', firstName: '管理员', nameEn: 'Administrator', orgId: orgs.get('HQ')!.id, passwordHash })
      .returning({ id: appUser.id });
    await tx.insert(userRole).values({ tenantId: tenant.id, userId: admin!.id, roleId: roleIdByCode.get('admin')! });
  });
  return { kind: 'initial', username: 'admin', password, domain };
}
