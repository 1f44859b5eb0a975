import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/**
 * Demo seeding only: the modules above derive past touchpoints from their own demo facts (visits,
 * sign-ins, sends) in set-based statements; the store's writes stay here, the queries that feed
 * them stay with the module whose tables they read.
 */

type Writer = Pick<Database, 'execute'>;

/** Appends the rows `rows` selects, column for column; a fact already recorded adds nothing. */
export async function appendEventsFrom(db: Writer, columns: SQL, rows: SQL): Promise<void> {
  await db.execute(sql`insert into interaction_event ${columns} ${rows} on conflict do nothing`);
}

/** Sets `set` on the events `e` that `where` picks among those joined to `from`. */
export async function updateEventsFrom(db: Writer, set: SQL, from: SQL, where: SQL): Promise<void> {
  await db.execute(sql`update interaction_event e set ${set} from ${from} where ${where}`);
}
