import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { dictionaryOf } from '@crm/shared/object-keys';
import { rowsOf } from '../../db/rows';

type Executor = Pick<Database, 'execute'>;

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Inserts many rows as one JSON parameter expanded by `json_populate_recordset`: one bound value
 * instead of one per cell, which is what makes seeding and scoring fast on PGlite. `schemaTable` is a
 * table of the schema, so its name is never user input. Returns the new ids in insertion order when asked.
 */
export async function bulkInsert<T extends PgTable>(
  db: Executor,
  schemaTable: T,
  rows: Array<T['$inferInsert']>,
  options: { returningIds?: boolean; chunk?: number } = {},
): Promise<number[]> {
  const table = getTableName(schemaTable);
  const ids: number[] = [];
  if (rows.length === 0) return ids;
  const columns = Object.keys(rows[0] as object).map(snake);
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const chunk = options.chunk ?? 5000;
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk).map((row) => dictionaryOf(Object.entries(row as object).map(([key, value]) => [snake(key), value]))));
    const query = sql`insert into ${sql.raw(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)`;
    if (options.returningIds) {
      const result = rowsOf<{ id: number | string }>(await db.execute(sql`${query} returning id`));
      // Identity values are handed out in insertion order, which follows the JSON's order.
      ids.push(...result.map((r) => Number(r.id)).sort((a, b) => a - b));
    } else {
      await db.execute(query);
    }
  }
  return ids;
}
