import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule for a record's name in a query: in English its `name_en` when it has one, else the
 * Chinese `name` (data that exists only in Chinese). `alias` is the table's alias in the query, a
 * constant of the calling code, never user input.
 */
export function localizedName(alias: string, lang: string, column = 'name'): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias) || !/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`not an SQL identifier: ${alias}.${column}`);
  const zh = sql.raw(`${alias}.${column}`);
  return lang === 'en' ? sql`coalesce(${sql.raw(`${alias}.${column}_en`)}, ${zh})` : zh;
}
