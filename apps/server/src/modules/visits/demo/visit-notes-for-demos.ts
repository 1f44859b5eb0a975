import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** Demo seeding by other modules (insights writes what doctors said): the statement stays here, with the table's owner. */
export async function setVisitNotes(db: Pick<Database, 'execute'>, ids: number[], notes: string[]): Promise<void> {
  await db.execute(sql`update visit v set notes = x.notes from unnest(${sql.param(ids)}::bigint[], ${sql.param(notes)}::text[]) as x(id, notes) where v.id = x.id`);
}
