import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './db/client';
import { appUser, enterprise, userRole } from './db/schema/platform/tenancy';
import { DEMO_PASSWORD, DEMO_TENANTS, seedDemoOrganization, type DemoSeeder } from './db/seed/demo';
import { SILENT_PROGRESS, type SeedProgress } from './db/seed/progress';
import { createOrganizations, createTenant } from './db/seed/tenant-setup';
import { registerAssistantContent } from './assistant-content';
import { hashPassword } from './modules/identity/index';
import { SERVER_MODULES } from './server-modules';

/**
 * The demo's steps, each module's part seeded by that module (its front door's `seedDemo`) in the
 * order of the module list, then what is derived from all of it (`deriveDemo`: KOL and lead scores,
 * the assistant's index). The database layer creates the tenant, its organization and accounts.
 */
export const DEMO_SEEDERS: readonly { name: string; seed: DemoSeeder }[] = [
  ...SERVER_MODULES.flatMap((module) => (module.seedDemo ? [{ name: module.name, seed: module.seedDemo }] : [])),
  ...SERVER_MODULES.flatMap((module) => (module.deriveDemo ? [{ name: `${module.name} (derived)`, seed: module.deriveDemo }] : [])),
];

export type SeedOutcome = { kind: 'existing' } | { kind: 'demo' } | { kind: 'initial'; username: string; password: string; domain: string };

/**
 * Fills an empty database: the demo tenants and accounts, or for a production start one tenant
 * with one administrator whose generated password is returned to be shown once.
 */
export async function seedIfEmpty(db: Database, options: { demo: boolean; domain?: string; name?: string; port?: number; progress?: SeedProgress }): Promise<SeedOutcome> {
  const progress = options.progress ?? SILENT_PROGRESS;
  const [existing] = await db.select({ n: count() }).from(enterprise);
  if ((existing?.n ?? 0) > 0) return { kind: 'existing' };
  if (options.demo) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    // The demo is seeded before any app is built: the assistant's index takes in every source.
    registerAssistantContent();
    progress.line('seeding the demo (the first start only: a few minutes)');
    await db.transaction(async (tx) => {
      for (const input of DEMO_TENANTS) {
        const steps = progress.steps(`seeding the demo: ${input.nameEn}`);
        const tenant = await steps.step('organization', () => seedDemoOrganization(tx, input, passwordHash));
        for (const seeder of DEMO_SEEDERS) await steps.step(seeder.name, () => seeder.seed(tx, tenant));
        steps.end();
      }
    });
    // Three years of demo history: the planner needs its statistics at once. The embedded database
    // has no autovacuum to gather them, and without them it joins the larger tables row by row.
    await progress.stage('analysing the tables', () => db.execute(sql`analyze`));
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

export interface PrepareOptions {
  /** The demo enterprises with their history, or else one enterprise with its administrator. */
  demo: boolean;
  domain?: string;
  name?: string;
  /** The port this server listens on: the first enterprise's sign-in page may be reached on it directly. */
  port?: number;
  /** Where each stage is reported with its time (`npm start`: standard output); silent when absent. */
  progress?: SeedProgress;
}

/**
 * Brings a database to the current schema and, when it has no enterprise yet, seeds it: one step
 * under the database-wide setup lock, so that instances starting together migrate and seed once
 * (the first does the work, the others wait and find it done).
 */
export function prepareDatabase(database: DatabaseHandle, options: PrepareOptions): Promise<SeedOutcome> {
  return database.exclusively(async () => {
    await (options.progress ?? SILENT_PROGRESS).stage('migrating the database', () => database.migrate());
    return seedIfEmpty(database.db, options);
  });
}
