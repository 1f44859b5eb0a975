import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** Demo seeding by other modules that changes doctors' rows: the statements stay here, with the table's owner. */

type Writer = Pick<Database, 'execute'>;

/** Gives most of the tenant's doctors without one an e-mail address (about eight in ten, the same on every run). */
export async function giveDoctorsEmails(db: Writer, tenantId: number): Promise<void> {
  await db.execute(sql`update doctor set email = 'dr' || id || '@hospital.example' where tenant_id = ${tenantId} and email is null and abs(hashtext('mail' || id)) % 10 < 8`);
}

/** Moves doctors' last visit to the later of theirs and `last` (rows of doctor_id, start_at). */
export async function setLastVisitsFrom(db: Writer, last: SQL): Promise<void> {
  await db.execute(sql`
      update doctor d set last_visit_at = last.start_at
      from (${last}) last
      where d.id = last.doctor_id and (d.last_visit_at is null or d.last_visit_at < last.start_at)`);
}
