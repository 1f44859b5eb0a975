import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { VisitConflict } from '@crm/shared/contracts/visits';
import type { Tx } from '../../db/client';
import { visit } from '../../db/schema/visits/visits';
import { HttpError } from '../../lib/http-error';
import { dateTimeIn } from '../../lib/zoned-time';
import type { Principal } from '../../platform/principal';

interface Interval {
  doctorId: number;
  startAt: string;
  endAt: string;
  /** The visit being changed, which never collides with itself. */
  except?: number;
}

/**
 * Refuses, with 409 and the visit it collides with, a visit of the caller with a doctor that overlaps
 * another of theirs with that doctor (planned or completed; a cancelled one does not count; one that
 * ends as the other starts does not overlap). Run inside the transaction that writes the visit: the
 * lock on the caller and doctor makes a second request for the same visit wait for the first's commit
 * and then see it, so two taps on Save, or two devices, store one visit.
 */
export async function refuseOverlap(tx: Tx, principal: Principal, interval: Interval): Promise<void> {
  const tenantId = principal.tenant.id;
  const key = `visit:${tenantId}:${principal.userId}:${interval.doctorId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const [existing] = await tx
    .select({ id: visit.id, status: visit.status, startAt: visit.startAt, endAt: visit.endAt })
    .from(visit)
    .where(
      and(
        eq(visit.tenantId, tenantId),
        eq(visit.userId, principal.userId),
        eq(visit.doctorId, interval.doctorId),
        ne(visit.status, 'cancelled'),
        lt(visit.startAt, new Date(interval.endAt)),
        gt(visit.endAt, new Date(interval.startAt)),
        ...(interval.except === undefined ? [] : [ne(visit.id, interval.except)]),
      ),
    )
    .orderBy(visit.startAt)
    .limit(1);
  if (!existing) return;
  const timeZone = principal.tenant.timeZone;
  const start = dateTimeIn(existing.startAt, timeZone);
  const end = dateTimeIn(existing.endAt, timeZone);
  // The same day is named once: 2026-05-06 10:00–10:30.
  const when = start.slice(0, 10) === end.slice(0, 10) ? `${start}–${end.slice(11)}` : `${start} – ${end}`;
  const conflict: VisitConflict = { visitId: existing.id, status: existing.status, startAt: existing.startAt.toISOString(), endAt: existing.endAt.toISOString() };
  throw new HttpError(409, 'visitDuplicate', { when }, conflict);
}
