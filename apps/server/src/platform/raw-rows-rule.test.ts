import { describe, expect, it } from 'vitest';
import { lintAs, ruleIds } from './lint-test-kit';

/** Only the rule of eslint.raw-rows.js, with the repository's configuration (parser, files). */
const { lintCode, lintFiles } = lintAs('rows-of/');

/** The rules a piece of code breaks, linted as if it were a file of the server. */
const findings = async (code: string, file = 'apps/server/src/modules/admin/probe.ts') => ruleIds(await lintCode(file, code));

const CAST = 'rows-of/no-inline-cast';
const imports = "import { sql } from 'drizzle-orm';\nimport type { Database } from '../../db/client';\n";

describe('raw SQL rows (eslint.raw-rows.js)', () => {
  it('finds a raw statement’s result cast in place to a shape with rows, however it is spelled', async () => {
    // The cast the server held in ~200 places (issue 61).
    expect(
      await findings(`${imports}export const f = async (db: Database) => ((await db.execute(sql\`select 1 as n\`)) as unknown as { rows: Array<{ n: number }> }).rows;`),
    ).toEqual([CAST]);
    expect(await findings(`${imports}export const f = async (db: Database) => (await db.execute(sql\`select 1\`)) as { rows: unknown[]; rowCount: number };`)).toEqual([CAST]);
    expect(
      await findings(
        `${imports}type Rows<T> = { rows: T[] };\nexport const f = async (db: Database) => ((await db.execute(sql\`select 1\`)) as unknown as Rows<{ n: number }>).rows;`,
      ),
    ).toEqual([CAST]);
    expect(await findings(`${imports}interface Result { rows: unknown[] }\nexport const f = (db: Database) => db.execute(sql\`select 1\`) as unknown as Promise<Result>;`)).toEqual(
      [CAST],
    );
    expect(await findings(`export const f = (result: unknown) => (<{ rows: string[] }>result).rows;`)).toEqual([CAST]);
    // In the server's tests and the benchmarks too.
    expect(
      await findings(`${imports}export const f = async (db: Database) => (await db.execute(sql\`select 1\`)) as unknown as { rows: unknown[] };`, 'apps/server/test/probe.test.ts'),
    ).toEqual([CAST]);
    expect(
      await findings(`${imports}export const f = async (db: Database) => (await db.execute(sql\`select 1\`)) as unknown as { rows: unknown[] };`, 'bench/probe/run.ts'),
    ).toEqual([CAST]);
  });

  it('lets through the helper, arrays of rows and answers that merely have a rows field', async () => {
    const allowed = `${imports}import { rows, rowsOf } from '../../db/rows';
      export async function f(db: Database, answer: unknown) {
        const counted = await rows<{ n: number }>(db, sql\`select count(*)::int as n from doctor\`);
        const [first] = rowsOf<{ id: number }>(await db.execute(sql\`select id from doctor limit 1\`));
        const table = answer as { rows: Array<{ key: string }>; totals: Record<string, number> };
        const ids = counted as Array<{ n: number }>;
        return { counted, first, table, ids };
      }`;
    expect(await findings(allowed)).toEqual([]);
  });
});

describe('the server, its tests and the benchmarks', () => {
  it('read every raw row through db/rows.ts', async () => {
    expect(await lintFiles(['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts', 'bench/**/*.ts'])).toEqual([]);
  });
});
