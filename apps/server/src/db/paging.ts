import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A table whose rows have an id and a creation time. */
type Stamped = PgTable & { id: PgColumn; createdAt: PgColumn };

/** One page of a table's rows that match `where`, newest first (then by id), and how many match in all. */
export async function newestFirstPage<T extends Stamped>(
  db: Database,
  table: T,
  where: SQL | undefined,
  paging: { page: number; size: number },
): Promise<{ rows: Array<T['$inferSelect']>; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as Array<T['$inferSelect']>, total: total?.n ?? 0 };
}
