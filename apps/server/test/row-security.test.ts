import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { assertRequestLoginWalled, openConfiguredDatabase } from '../src/db/configured-database';
import { APP_ROLE, TENANT_TABLES_SQL } from '../src/db/row-security';
import { UNTWINNED_KEYS_SQL } from '../src/db/tenant-keys';
import { withTenant } from '../src/db/tenant-scope';
import { REQUEST_LOGIN, databaseUrl, requestUrl, testDatabaseKind } from './database';
import { TENANT_A, TENANT_B, api, login, openTestDatabase } from './helpers';
import { rowsOf } from '../src/db/rows';

/** A sample of tenant tables across the modules, patient aggregates and the audit trail among them. */
const SAMPLE = [
  'doctor',
  'hospital',
  'doctor_assignment',
  'visit',
  'task',
  'diagnosis_aggregate',
  'diagnosis_patient_mix',
  'sda_treatment_record',
  'audit_log',
  'interaction_event',
  'meeting',
  'content_article',
  'app_user',
  'role',
] as const;

type Counts = Record<string, Array<{ tenantId: number; rows: number }>>;

let database: DatabaseHandle;
let app: FastifyInstance;
let tenantA: number;
let tenantB: number;

/** Rows of each sampled table by tenant, read with no tenant predicate at all: what a forgotten one would show. */
async function countsWithoutPredicate(db: DatabaseHandle['db']): Promise<Counts> {
  const counts: Counts = {};
  for (const table of SAMPLE) {
    const result = await db.execute(sql.raw(`select tenant_id as "tenantId", count(*)::int as rows from "${table}" group by tenant_id order by tenant_id`));
    counts[table] = rowsOf<{ tenantId: number | string; rows: number }>(result).map((row) => ({ tenantId: Number(row.tenantId), rows: row.rows }));
  }
  return counts;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database });
  // A deliberately careless endpoint: it reads every sampled table without naming the tenant.
  app.get('/test/careless', { config: { access: { authenticated: true } }, schema: { hide: true } }, async () => countsWithoutPredicate(app.db));
  app.get('/test/careless-public', { config: { access: { public: true } }, schema: { hide: true } }, async () => countsWithoutPredicate(app.db));
  await app.ready();
  tenantA = (await app.tenants.findByDomain(TENANT_A))!.id;
  tenantB = (await app.tenants.findByDomain(TENANT_B))!.id;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('row-level security', () => {
  it('covers every table with a tenant_id: enabled, forced and keyed on the tenant setting', async () => {
    const result = await database.db.execute(sql.raw(TENANT_TABLES_SQL));
    const tables = rowsOf<{ name: string; enabled: boolean; forced: boolean; hasPolicy: boolean }>(result);
    expect(tables.length).toBeGreaterThan(100);
    expect(tables.filter((table) => !table.enabled || !table.forced || !table.hasPolicy).map((table) => table.name)).toEqual([]);
  });

  it('works as a role that is neither a superuser nor exempt from the policies', async () => {
    const result = await database.db.execute(sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`);
    expect(rowsOf<unknown>(result)).toEqual([{ rolsuper: false, rolbypassrls: false }]);
    const inScope = await withTenant(tenantA, async () => database.db.execute(sql`select current_user as "user", current_setting('app.tenant_id') as tenant`));
    expect(rowsOf<unknown>(inScope)).toEqual([{ user: APP_ROLE, tenant: String(tenantA) }]);
  });

  it('shows a query without a tenant predicate, made by a request, only the rows of the tenant of its domain', async () => {
    for (const [host, user, tenantId, other] of [
      [TENANT_A, 'admin', tenantA, tenantB],
      [TENANT_B, 'admin', tenantB, tenantA],
    ] as const) {
      const token = (await login(app, user, host)).access_token;
      const response = await api(app, token, { url: '/test/careless', host });
      expect(response.statusCode).toBe(200);
      const seen = response.json<Counts>();
      const everything = await countsWithoutPredicate(database.db);
      for (const table of SAMPLE) {
        expect(
          seen[table]!.every((row) => row.tenantId === tenantId),
          `${table} as ${host}`,
        ).toBe(true);
        // What it sees is all of its own rows, so the policy narrows to the tenant and no further
        // (the audit trail may have grown by this very request since).
        const own = everything[table]!.filter((row) => row.tenantId === tenantId);
        if (table === 'audit_log') expect(seen[table]![0]!.rows).toBeGreaterThanOrEqual(own[0]!.rows - 2);
        else expect(seen[table], `${table} as ${host}`).toEqual(own);
      }
      const otherRows = SAMPLE.reduce((sum, table) => sum + (everything[table]!.find((row) => row.tenantId === other)?.rows ?? 0), 0);
      expect(otherRows, 'the other tenant has rows to hide').toBeGreaterThan(0);
    }
    const everything = await countsWithoutPredicate(database.db);
    const tables = SAMPLE.filter((table) => everything[table]!.some((row) => row.tenantId === tenantA) && everything[table]!.some((row) => row.tenantId === tenantB));
    expect(tables.length, 'tables holding rows of both tenants').toBeGreaterThanOrEqual(10);
  });

  it('shows a request to an unknown domain no tenant row at all', async () => {
    const response = await api(app, null, { url: '/test/careless-public', host: 'unknown.example.com' });
    expect(response.statusCode).toBe(200);
    const seen = response.json<Counts>();
    expect(SAMPLE.filter((table) => seen[table]!.length > 0)).toEqual([]);
  });

  it('refuses to write a row of another tenant, or to move a row into one', async () => {
    const asA = (statement: ReturnType<typeof sql>) => withTenant(tenantA, async () => database.db.execute(statement));
    /** The database's answer to a statement: its row count, or why it refused. */
    const outcome = (statement: ReturnType<typeof sql>) =>
      asA(statement).then(
        (result) => (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as unknown as { affectedRows?: number }).affectedRows,
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(
      await outcome(
        sql`insert into task (tenant_id, type, title, assignee_id, creator_id, assignee_org_path, due_at) select ${tenantB}, 'visit', 'x', id, id, '/', now() from app_user where tenant_id = ${tenantA} limit 1`,
      ),
    ).toMatch(/row-level security/);
    expect(await outcome(sql`update doctor set tenant_id = ${tenantB} where tenant_id = ${tenantA}`)).toMatch(/row-level security/);
    expect(await outcome(sql`update doctor set name = name where tenant_id = ${tenantB}`)).toBe(0);
    expect(await outcome(sql`delete from audit_log where tenant_id = ${tenantB}`)).toBe(0);
  });

  it('gives every key between tenant tables a twin on the tenant, so a row cannot point into another tenant', async () => {
    const untwinned = await database.db.execute(sql.raw(UNTWINNED_KEYS_SQL));
    expect(rowsOf<unknown>(untwinned)).toEqual([]);
    const twins = await database.db.execute(sql`select count(*)::int as n from pg_constraint where contype = 'f' and conname like '%\_tenant' and cardinality(conkey) = 2`);
    expect(rowsOf<{ n: number }>(twins)[0]!.n).toBeGreaterThan(80);
    // Even on the administrative path, which row-level security does not restrain.
    const refused = await database.db
      .execute(
        sql`insert into task (tenant_id, type, title, assignee_id, creator_id, assignee_org_path, due_at, doctor_id)
          select ${tenantA}, 'visit', 'x', u.id, u.id, '/', now(), (select id from doctor where tenant_id = ${tenantB} limit 1)
          from app_user u where u.tenant_id = ${tenantA} limit 1`,
      )
      .then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(refused).toMatch(/violates foreign key constraint "task_doctor_id_doctor_id_fk_tenant"/);
    const sameTenant = await database.db.execute(
      sql`insert into task (tenant_id, type, title, assignee_id, creator_id, assignee_org_path, due_at, doctor_id)
        select ${tenantA}, 'visit', 'x', u.id, u.id, '/', now(), (select id from doctor where tenant_id = ${tenantA} limit 1)
        from app_user u where u.tenant_id = ${tenantA} limit 1`,
    );
    expect((sameTenant as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (sameTenant as unknown as { affectedRows?: number }).affectedRows).toBe(1);
  });

  it('runs a job of no tenant where it sees and writes no tenant row, and a platform schedule reaches each tenant under its own', async () => {
    const seen: Record<string, Counts> = {};
    app.jobs.register<{ as: string }>({
      name: 'test.carelessJob',
      maxAttempts: 1,
      handler: async ({ as }) => {
        seen[as] = await countsWithoutPredicate(app.db);
        if (as === 'platform') await app.db.execute(sql`insert into audit_log (tenant_id, actor_name, action, summary) values (${tenantA}, 'job', 'test', 'x')`);
      },
    });
    await app.jobs.enqueue('test.carelessJob', { as: 'platform' });
    await app.jobs.enqueue('test.carelessJob', { as: 'A' }, { tenantId: tenantA });
    await app.jobs.enqueue('insights.stances.refresh.all', {});
    await app.jobs.drain();
    expect(SAMPLE.filter((table) => seen.platform![table]!.length > 0)).toEqual([]);
    for (const table of SAMPLE)
      expect(
        seen.A![table]!.every((row) => row.tenantId === tenantA),
        table,
      ).toBe(true);
    const listed = async (name: string, tenantId: number) => (await app.jobs.list({ tenantId, name, page: 0, size: 50 })).content;
    expect((await listed('test.carelessJob', tenantA)).find((job) => job.tenantId === null)).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/insert into audit_log/),
    });
    const written = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from audit_log where action = 'test'`));
    expect(written[0]!.n).toBe(0);
    for (const tenantId of [tenantA, tenantB])
      expect((await listed('insights.stances.refresh', tenantId)).filter((job) => job.tenantId === tenantId).map((job) => job.state)).toContain('completed');
  });

  /** What a request's connection sees of tenant B, and whether it may bypass the policies, after one statement it was made to run (a rolled-back transaction). */
  async function afterStatement(statement: string): Promise<{ refused: boolean; otherTenantDoctors: number; bypasses: boolean }> {
    let seen: { refused: boolean; otherTenantDoctors: number; bypasses: boolean } | undefined;
    await withTenant(tenantA, () =>
      database.db.transaction(async (tx) => {
        const refused = await tx
          .transaction(async (attempt) => void (await attempt.execute(sql.raw(statement))))
          .then(
            () => false,
            () => true,
          );
        const result = rowsOf<{ otherTenantDoctors: number; bypasses: boolean }>(
          await tx.execute(
            sql`select (select count(*)::int from doctor where tenant_id = ${tenantB}) as "otherTenantDoctors",
                     (select rolsuper or rolbypassrls from pg_roles where rolname = current_user) as bypasses`,
          ),
        );
        seen = { refused, ...result[0]! };
        tx.rollback();
      }),
    ).catch((error: Error) => {
      if (!seen) throw error;
    });
    return seen!;
  }

  it("keeps a request's connection on its tenant whatever a statement does to its role or session", async () => {
    const superusers = rowsOf<{ rolname: string }>(await database.db.execute(sql`select rolname from pg_roles where rolsuper order by rolname limit 1`));
    const superuser = superusers[0]!.rolname;
    const attempts = [
      'reset role',
      "select set_config('role', 'none', false)",
      'reset all',
      'reset session authorization',
      `set role ${superuser}`,
      `set session authorization ${superuser}`,
    ];
    const outcomes = [];
    for (const statement of attempts) outcomes.push({ statement, ...(await afterStatement(statement)) });
    // The wall holds after every one of them; the two that name the superuser are refused outright.
    expect(outcomes.filter((outcome) => outcome.otherTenantDoctors !== 0 || outcome.bypasses)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.refused).map((outcome) => outcome.statement)).toEqual(
      expect.arrayContaining([`set role ${superuser}`, `set session authorization ${superuser}`]),
    );
    // The request that follows on the same database still works as the application role, on its own tenant.
    const after = rowsOf<unknown>(
      await withTenant(tenantA, () => database.db.execute(sql`select current_user as "user", count(*)::int as n from doctor where tenant_id = ${tenantB}`)),
    );
    expect(after).toEqual([{ user: APP_ROLE, n: 0 }]);
  });

  it.runIf(testDatabaseKind === 'postgres')('logs requests in as a role of their own that cannot step past the policies, and refuses to start on one that could', async () => {
    expect(await database.requestLogin!()).toEqual({ user: REQUEST_LOGIN, canBypass: false, ownsTables: false });
    await expect(assertRequestLoginWalled(database)).resolves.toBeUndefined();
    // One login for both paths (a superuser here) is refused, as is PostgreSQL without the owner's address.
    const named = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
    const current = named[0]!.name;
    const single = await openDatabase({ url: databaseUrl(current) });
    try {
      await expect(assertRequestLoginWalled(single)).rejects.toThrow(/DATABASE_URL logs in as ".+", which is, or may become, a superuser/);
    } finally {
      await single.close();
    }
    expect(() => openConfiguredDatabase({ databaseUrl: requestUrl(current), databaseAdminUrl: undefined, dataDir: '' })).toThrow(/DATABASE_ADMIN_URL/);
    expect(() => openConfiguredDatabase({ databaseUrl: databaseUrl(current), databaseAdminUrl: databaseUrl(current), dataDir: '' })).toThrow(/same user/);
  });
});
