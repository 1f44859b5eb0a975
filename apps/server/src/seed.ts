import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './db/client';
import { appUser, enterprise, userRole } from './db/schema/index';
import { DEMO_PASSWORD, DEMO_TENANTS, seedDemoOrganization, type DemoSeeder } from './db/seed/demo';
import { SILENT_PROGRESS, type SeedProgress } from './db/seed/progress';
import { createOrganizations, createTenant } from './db/seed/tenant-setup';
import { registerAssistantContent } from './assistant-content';
import { seedAcademicDemo } from './modules/academic/demo/seed-academic';
import { runKolScoring } from './modules/academic/scoring/kol-job';
import { seedAiDemo } from './modules/ai/demo/seed-ai';
import { seedAnalyticsDemo } from './modules/analytics/demo/seed-analytics';
import { seedInteractionDemo } from './modules/analytics/demo/seed-events';
import { seedContentDemo } from './modules/content/demo/seed-content';
import { seedCustomers } from './modules/customers/demo/seed-customers';
import { seedDataDemo } from './modules/forecast/demo/seed-data-demo';
import { hashPassword } from './modules/identity/passwords';
import { seedInsightsDemo } from './modules/insights/demo/seed-insights';
import { rescoreTenant } from './modules/lead-scoring/score-engine';
import { seedMeetingDemo } from './modules/meetings/demo/seed-meeting-demo';
import { seedVisitsAndTasks } from './modules/visits/demo/seed-visits';

/**
 * The demo data, each module's part seeded by that module and registered here in the order the
 * story needs (as jobs are in jobs.ts): customers first, the scores that read everything last.
 * The database layer creates the tenant, its organization and accounts, and imports no module.
 */
export const DEMO_SEEDERS: readonly { name: string; seed: DemoSeeder }[] = [
  { name: 'customers', seed: (tx, tenant) => seedCustomers(tx, tenant) },
  { name: 'academic', seed: (tx, tenant) => seedAcademicDemo(tx, tenant) },
  { name: 'visits and tasks', seed: (tx, tenant) => seedVisitsAndTasks(tx, tenant) },
  { name: 'meetings', seed: (tx, tenant) => seedMeetingDemo(tx, tenant) },
  { name: 'forecast data', seed: (tx, tenant) => seedDataDemo(tx, tenant) },
  { name: 'analytics', seed: (tx, tenant) => seedAnalyticsDemo(tx, tenant) },
  { name: 'content', seed: (tx, tenant) => seedContentDemo(tx, tenant.tenantId) },
  { name: 'interaction events', seed: (tx, tenant) => seedInteractionDemo(tx, tenant) },
  { name: 'insights', seed: (tx, tenant) => seedInsightsDemo(tx, tenant) },
  // KOL scores once the academic record is whole (the insights story adds papers), so the first scheduled run has nothing to redo.
  { name: 'KOL scores', seed: (tx, tenant) => runKolScoring(tx, tenant.tenantId, { force: true, now: new Date() }) },
  { name: 'lead scores', seed: (tx, tenant) => rescoreTenant(tx, tenant.tenantId, 'Asia/Shanghai') },
  // The demo is seeded before any app is built: the assistant's index takes in every source now.
  {
    name: 'assistant',
    seed: (tx, tenant) => {
      registerAssistantContent();
      return seedAiDemo(tx, tenant);
    },
  },
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
