import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { startsWith, startsWithSql } from '../src/db/starts-with';
import { withTenant } from '../src/db/tenant-scope';
import { openTestDatabase, TENANT_A } from './helpers';
import { rowsOf } from '../src/db/rows';

let database: DatabaseHandle;
let tenantId: number;
let managerPath: string;

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(statement));
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [found] = await rows<{ tenant: string; path: string }>(
    sql`select en.id as tenant, o.path from app_user u join enterprise en on en.id = u.tenant_id join organization o on o.id = u.org_id
      where en.domain = ${TENANT_A} and u.username = 'manager'`,
  );
  tenantId = Number(found!.tenant);
  managerPath = found!.path;
  await database.db.execute(sql`analyze doctor_assignment`);
}, 120_000);
afterAll(() => database?.close());

describe('a prefix test the planner can use under row-level security', () => {
  it('matches exactly what LIKE with the prefix matches, and nothing that only shares its first characters', async () => {
    const values = [
      '/1/2/',
      '/1/2/5/',
      '/1/2/5/9/',
      '/1/20/',
      '/1/3/',
      '/1/',
      '/1/2',
      'zs',
      'zsf',
      'zt',
      'z',
      '张三',
      '张',
      '章',
      '',
      '/1/2/%',
      '/1/2/_x',
      'a\u{10ffff}b',
      'a\u{d7ff}',
    ];
    const list = sql.join(
      values.map((v) => sql`(${v}::text)`),
      sql`, `,
    );
    for (const prefix of ['/1/2/', 'zs', 'z', '张', '/1/2/%', '', 'a\u{10ffff}', 'a\u{d7ff}']) {
      const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const byRange = await rows<{ v: string }>(sql`select v from (values ${list}) t(v) where ${startsWith(sql`v`, prefix)} order by v`);
      const byLike = await rows<{ v: string }>(sql`select v from (values ${list}) t(v) where v like ${like} order by v`);
      const byFunction = await rows<{ v: string }>(sql`select v from (values ${list}) t(v) where ${startsWithSql(sql`v`, sql`${prefix}::text`)} order by v`);
      expect(byRange, prefix).toEqual(byLike);
      expect(byFunction, prefix).toEqual(byLike);
    }
  });

  it('lets the planner estimate a manager’s range from the statistics when the tenant policy applies', async () => {
    const [actual] = await rows<{ n: number }>(
      sql`select count(*)::int as n from doctor_assignment a where a.tenant_id = ${tenantId} and ${startsWith(sql`a.org_path`, managerPath)}`,
    );
    expect(actual!.n).toBeGreaterThan(100);
    const planned = await withTenant(tenantId, async () =>
      rows<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
        sql`explain (format json) select 1 from doctor_assignment a where a.tenant_id = ${tenantId} and ${startsWith(sql`a.org_path`, managerPath)}`,
      ),
    );
    const estimate = planned[0]!['QUERY PLAN'][0]!.Plan['Plan Rows'];
    // LIKE here is estimated without statistics (half a percent of the table): a tenth of the range or less.
    expect(estimate).toBeGreaterThan(actual!.n / 3);
    expect(estimate).toBeLessThan(actual!.n * 3);
  });
});
