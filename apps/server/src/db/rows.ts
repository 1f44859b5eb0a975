import type { SQL } from 'drizzle-orm';

/**
 * The one reader of raw SQL rows (issue 61): what `db.execute(sql`…`)` answers is read here, never
 * cast in place (`as unknown as { rows: … }` is refused by lint, see eslint.raw-rows.js).
 */
export type Row = Record<string, unknown>;

/** Whatever runs a raw statement: the database, a transaction or a tenant-scoped handle. */
interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/** The rows of a raw statement's result (node-postgres and PGlite both answer `{ rows }`), typed as the caller names them. */
export function rowsOf<T = Row>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new TypeError('A raw statement answered no rows');
}

/** The rows of a raw statement, typed as the caller names them. */
export async function rows<T = Row>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}
