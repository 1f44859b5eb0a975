import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import type { Principal } from '../../../platform/principal';
import { startsWith } from '../../../db/starts-with';
import { rowsOf } from '../../../db/rows';

/** What decides a user's doctors: the data range and the unit (a background job has no request, only these). */
export type DoctorRange = Pick<Principal, 'dataRange' | 'orgId' | 'orgPath'>;

/**
 * Which doctors a caller may see, as SQL over a doctor aliased `d`. Doctors are assigned to
 * organization units; a role's data range picks the units: its own (self, department), its
 * subtree (department_and_below) or every doctor of the tenant (all).
 */
export function doctorRangeCondition(principal: DoctorRange): SQL {
  switch (principal.dataRange) {
    case 'all':
      return sql`true`;
    case 'department_and_below':
      return assignedUnder(principal);
    case 'department':
    case 'self':
      return assignedTo(principal);
  }
}

/**
 * "My customers": the doctors of the caller's own unit and, for a manager, of the teams below;
 * never wider than the data range.
 */
export function myCustomersCondition(principal: DoctorRange): SQL {
  return principal.dataRange === 'self' || principal.dataRange === 'department' ? assignedTo(principal) : assignedUnder(principal);
}

// The doctor (already restricted to the tenant) fixes the tenant of its assignments, so these
// probes name only indexed columns and are answered from an index alone.
function assignedTo(principal: DoctorRange): SQL {
  if (principal.orgId === null) return sql`false`;
  return sql`exists (select 1 from doctor_assignment a where a.doctor_id = d.id and a.org_id = ${principal.orgId})`;
}

function assignedUnder(principal: DoctorRange): SQL {
  if (principal.orgPath === null) return sql`false`;
  return sql`exists (select 1 from doctor_assignment a where a.doctor_id = d.id and ${startsWith(sql`a.org_path`, principal.orgPath)})`;
}

/** Whether the caller may see the doctor; 404 otherwise (also for another tenant's id). */
export async function requireVisibleDoctor(db: Database, principal: Principal, doctorId: number): Promise<void> {
  const result = rowsOf<unknown>(
    await db.execute(sql`select 1 as ok from doctor d where d.tenant_id = ${principal.tenant.id} and d.id = ${doctorId} and ${doctorRangeCondition(principal)}`),
  );
  if (result.length === 0) throw notFound();
}

/** The subset of ids the caller may see, for batch calls. */
export async function visibleDoctorIds(db: Database, principal: Principal, doctorIds: number[]): Promise<Set<number>> {
  if (doctorIds.length === 0) return new Set();
  const result = rowsOf<{ id: number | string }>(
    await db.execute(
      sql`select d.id from doctor d where d.tenant_id = ${principal.tenant.id} and d.id = any(${sql.param(doctorIds)}::bigint[]) and ${doctorRangeCondition(principal)}`,
    ),
  );
  return new Set(result.map((row) => Number(row.id)));
}
