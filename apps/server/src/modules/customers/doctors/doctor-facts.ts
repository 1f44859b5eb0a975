import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { doctor } from '../../../db/schema/customers/customers';

/**
 * The changes other modules make to a doctor's row, kept here because only customers writes its
 * tables (eslint.tables.js): a completed visit moves the last visit, a master-data upload corrects
 * the title and mobile.
 */

/** Moves the doctor's last visit to `startAt` unless a later one is known. */
export async function touchLastVisit(db: Pick<Database, 'update'>, doctorId: number, startAt: Date) {
  await db
    .update(doctor)
    .set({ lastVisitAt: sql`greatest(${doctor.lastVisitAt}, ${startAt.toISOString()}::timestamptz)` })
    .where(eq(doctor.id, doctorId));
}

/** Sets the given master fields of one doctor of the tenant; answers whether a value changed. */
export async function correctMasterFields(
  db: Pick<Database, 'update'>,
  tenantId: number,
  doctorId: number,
  set: Pick<Partial<typeof doctor.$inferInsert>, 'titleCode' | 'mobile'>,
): Promise<boolean> {
  const changed = await db
    .update(doctor)
    .set(set)
    .where(
      and(
        eq(doctor.tenantId, tenantId),
        eq(doctor.id, doctorId),
        sql`(${doctor.titleCode}, ${doctor.mobile}) is distinct from (${set.titleCode ?? sql`${doctor.titleCode}`}, ${set.mobile ?? sql`${doctor.mobile}`})`,
      ),
    )
    .returning({ id: doctor.id });
  return changed.length > 0;
}
