import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/lib/package-paths';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/**
 * Migration 0037 brings a tenant created before the permission vocabulary to what the menu catalog
 * gives a new one: the console's section and the write buttons, granted to the seeded roles as the
 * catalog says, while a custom role keeps the writes its read marks allowed.
 */
const MIGRATION = fs.readFileSync(path.join(MIGRATIONS_DIR, '0037_write_permissions_and_console_grants.sql'), 'utf8');
const statements = MIGRATION.split('--> statement-breakpoint').map((statement) => statement.trim());
/** The entries the migration adds, as its NOT EXISTS guards name them. */
const addedCodes = [...MIGRATION.matchAll(/e\."code" = '([^']+)'\)/g)].map((match) => match[1]!);

describe('migration 0037: write permissions and console grants', () => {
  let t: TestApp;
  const rows = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.app.db.execute(statement));
  /** Every menu row and grant of the entries the migration adds (and compliance's speaker page), comparable across runs. */
  const state = async () => ({
    menus: (
      await rows<{ entry: string }>(sql`
        select concat_ws('|', m.tenant_id, m.code, p.code, m.type, m.path, m.name, m.name_en, m.permission, m.is_hidden) as entry
        from menu m left join menu p on p.id = m.parent_id
        where m.code in ${addedCodes} order by 1`)
    ).map((row) => row.entry),
    grants: (
      await rows<{ grant: string }>(sql`
        select concat_ws('|', m.tenant_id, r.code, m.code) as grant
        from role_menu rm join menu m on m.id = rm.menu_id join role r on r.id = rm.role_id
        where m.code in ${[...addedCodes, 'meeting.speakerManager']} order by 1`)
    ).map((row) => row.grant),
  });
  const runMigration = async () => {
    for (const statement of statements) await t.app.db.execute(sql.raw(statement));
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('gives an older tenant what the catalog gives a new one, keeps custom roles able to write, and runs twice harmlessly', async () => {
    expect(addedCodes.length).toBe(29);
    const seeded = await state();
    expect(seeded.menus.length).toBe(29 * 2);
    expect(seeded.grants).toContain(`1|compliance|meeting.speakerManager`);
    expect(seeded.grants).toContain(`1|finance|meeting.budgetIndex.budgetEdit`);
    expect(seeded.grants).not.toContain(`1|compliance|meeting.budgetIndex.budgetEdit`);
    expect(seeded.grants).not.toContain(`1|reader|customer.businessRecord.tagEdit`);

    // A custom role of tenant 1 that holds the budget page (its read mark let it write budgets before).
    const [clerk] = await rows<{ id: number }>(sql`
      insert into role (tenant_id, code, name, name_en) values (1, 'budget_clerk', '预算专员', 'Budget clerk') returning id`);
    await t.app.db.execute(sql`insert into role_menu (tenant_id, role_id, menu_id) select 1, ${clerk!.id}, id from menu where tenant_id = 1 and code = 'meeting.budgetIndex'`);

    // The database as it was before: none of the entries, compliance without the speaker page.
    await t.app.db.execute(sql`delete from menu where code in ${addedCodes}`);
    await t.app.db.execute(sql`
      delete from role_menu rm using menu m, role r
      where m.id = rm.menu_id and r.id = rm.role_id and m.code = 'meeting.speakerManager' and r.code = 'compliance'`);
    expect((await state()).menus).toEqual([]);

    await runMigration();
    const migrated = await state();
    expect(migrated.menus).toEqual(seeded.menus);
    expect(migrated.grants.filter((grant) => !grant.includes('|budget_clerk|'))).toEqual(seeded.grants);
    expect(migrated.grants.filter((grant) => grant.includes('|budget_clerk|'))).toEqual(['1|budget_clerk|meeting.budgetIndex.budgetEdit']);

    await runMigration();
    expect(await state()).toEqual(migrated);

    // And the grants work: compliance may set the honoraria cap again after the migration, the reader may not tag.
    const compliance = (await login(t.app, 'compliance')).access_token;
    expect((await api(t.app, compliance, { url: '/prod-api/API-SYSTEM/user/info' })).json().result.permissions).toContain('meeting:settings:edit');
  });
});
