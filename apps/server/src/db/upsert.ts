import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dictionaryOf } from '@crm/shared/object-keys';

/** For an upsert's `set`: each named column takes the value of the row proposed for insertion (`excluded.<column>`). */
export function excludedValues<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, keys: readonly K[]): Record<K, SQL> {
  const columns = getTableColumns(table);
  return dictionaryOf(keys.map((key) => [key, sql`excluded.${sql.identifier(columns[key]!.name)}`])) as Record<K, SQL>;
}
