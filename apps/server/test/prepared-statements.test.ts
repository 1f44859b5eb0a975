import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { PLAN_EACH_RUN, StatementNames } from '../src/db/prepared-statements';
import { databaseUrl, testDatabaseKind, withAdmin } from './database';
import { rowsOf } from '../src/db/rows';

describe('names for repeated statements', () => {
  it('names a text from its third use, the same name each time, and no more texts than allowed', () => {
    const names = new StatementNames({ after: 3, most: 2, counted: 10 });
    expect(names.nameFor('select $1::int')).toBeUndefined();
    expect(names.nameFor('select $1::int')).toBeUndefined();
    const name = names.nameFor('select $1::int');
    expect(name).toMatch(/^crm0_[0-9a-f]{20}$/);
    expect(names.nameFor('select $1::int')).toBe(name);
    for (let i = 0; i < 3; i++) names.nameFor('select $1::text');
    for (let i = 0; i < 5; i++) expect(names.nameFor('select $1::date')).toBeUndefined();
    names.renew();
    for (let i = 0; i < 2; i++) names.nameFor('select $1::int');
    expect(names.nameFor('select $1::int')).toMatch(/^crm1_/);
  });
});

/**
 * On PostgreSQL the server sends its repeated parameterized statements under names, so each
 * connection parses them once and PostgreSQL can keep one plan for them. One connection here, so
 * `pg_prepared_statements` (which lists the session's own) shows what the server's queries left.
 */
describe.runIf(testDatabaseKind === 'postgres')('named statements on PostgreSQL', () => {
  const name = `crm_named_${randomUUID().replace(/-/g, '')}`;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await withAdmin((client) => client.query(`create database ${name}`));
    // One connection for each path: the statements this file names all meet on the same one.
    const poolSizes = { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE, DATABASE_ADMIN_POOL_SIZE: process.env.DATABASE_ADMIN_POOL_SIZE };
    Object.assign(process.env, { DATABASE_POOL_SIZE: '1', DATABASE_ADMIN_POOL_SIZE: '1' });
    try {
      handle = await openDatabase({ url: databaseUrl(name) });
    } finally {
      for (const [key, value] of Object.entries(poolSizes)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    await handle.db.execute(sql.raw(`create table note (id int primary key, body text); insert into note select g, 'note ' || g from generate_series(1, 50) g`));
  });
  afterAll(async () => {
    await handle?.close();
    await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  const prepared = async () =>
    rowsOf<{
      name: string;
      statement: string;
      runs: number;
    }>(await handle.db.execute(sql`select name, statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name like ${'crm%'}`));

  it('prepares a statement sent three times once, and runs it again without parsing it', async () => {
    for (let id = 1; id <= 10; id++) {
      const rows = rowsOf<{ body: string }>(await handle.db.execute(sql`select body from note where id = ${id}`));
      expect(rows).toEqual([{ body: `note ${id}` }]);
    }
    const statements = (await prepared()).filter((s) => s.statement.includes('from note where id'));
    expect(statements).toHaveLength(1);
    // Named at its third sending, then run eight times under that name.
    expect(statements[0]!.runs).toBe(8);
  });

  it('plans an analysis marked to be planned each run at every run, never under a name', async () => {
    for (let id = 1; id <= 6; id++) {
      const rows = rowsOf<{ n: number }>(await handle.db.execute(sql`${sql.raw(PLAN_EACH_RUN)}select count(*)::int as n from note where id <= ${id}`));
      expect(rows).toEqual([{ n: id }]);
    }
    expect((await prepared()).some((s) => s.statement.includes('from note where id <='))).toBe(false);
  });

  it('sends a text without parameters as it is, so one holding several statements still runs', async () => {
    for (let i = 0; i < 4; i++) await handle.db.execute(sql.raw(`update note set body = body where id = 1; select 1`));
    expect((await prepared()).some((s) => s.statement.includes('update note'))).toBe(false);
  });

  it('answers with the new columns when a migration changes a table under a named statement', async () => {
    const read = async () => rowsOf<Record<string, unknown>>(await handle.db.execute(sql`select n.* from note n where n.id = ${2}`));
    for (let i = 0; i < 4; i++) expect((await read())[0]).toEqual({ id: 2, body: 'note 2' });
    // Another instance, upgraded first, migrates the table the named statement reads.
    const other = new pg.Client({ connectionString: databaseUrl(name) });
    await other.connect();
    await other.query(`alter table note add column pinned boolean not null default false, alter column body type varchar(200)`);
    await other.end();
    for (let i = 0; i < 4; i++) expect((await read())[0]).toEqual({ id: 2, body: 'note 2', pinned: false });
    // PostgreSQL refused the old statement ("cached plan must not change result type"): it was sent
    // again unnamed, and the statements named from then on have names of a new generation.
    expect((await prepared()).map((s) => s.name.slice(0, 5))).toContain('crm1_');
  });

  it('fails a statement refused inside a transaction once, and runs it at the next', async () => {
    const read = async (tx: Parameters<Parameters<typeof handle.db.transaction>[0]>[0]) =>
      rowsOf<Record<string, unknown>>(await tx.execute(sql`select n.* from note n where n.id = ${3}`));
    for (let i = 0; i < 4; i++) await handle.db.transaction(read);
    const other = new pg.Client({ connectionString: databaseUrl(name) });
    await other.connect();
    await other.query(`alter table note add column archived boolean not null default false`);
    await other.end();
    await expect(handle.db.transaction(read)).rejects.toThrow();
    expect((await handle.db.transaction(read))[0]).toMatchObject({ id: 3, archived: false });
  });
});
