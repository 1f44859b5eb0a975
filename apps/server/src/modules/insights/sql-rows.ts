import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type Row = Record<string, unknown>;

/** The rows of a raw query. */
export async function rows<T extends Row = Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
