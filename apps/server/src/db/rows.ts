import type { SQL } from 'drizzle-orm';

export type Row = Record<string, unknown>;

/** Whatever runs a raw statement: the database, a transaction or a tenant-scoped handle. */
interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/** The rows of a raw statement, typed as the caller names them. */
export async function rows<T = Row>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}
