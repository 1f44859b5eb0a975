import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Principal } from '../../../platform/principal';

/** Up to this many assigned doctors, a range is checked through its assignments; beyond, in the search indexes. */
const LARGE_RANGE = 20_000;
const SIZE_FRESH_MS = 60_000;

type Units = { kind: 'all' } | { kind: 'none' } | { kind: 'unit' | 'subtree'; orgId: number; path: string };

/** The units whose doctors a list may show: the data range, or for "my customers" the caller's own teams. */
function unitsOf(principal: Principal, list: 'range' | 'myCustomers'): Units {
  const exact = principal.dataRange === 'self' || principal.dataRange === 'department';
  if (principal.dataRange === 'all' && list === 'range') return { kind: 'all' };
  if (principal.orgId === null || principal.orgPath === null) return { kind: 'none' };
  return { kind: exact ? 'unit' : 'subtree', orgId: principal.orgId, path: principal.orgPath };
}

const sizes = new WeakMap<Database, Map<string, { at: number; large: Promise<boolean> }>>();

/** Whether a range holds more than LARGE_RANGE doctors; remembered for a minute, as ranges change slowly. */
function isLarge(db: Database, tenantId: number, units: Extract<Units, { path: string }>): Promise<boolean> {
  let cache = sizes.get(db);
  if (!cache) sizes.set(db, (cache = new Map()));
  const key = `${tenantId}:${units.kind}:${units.path}`;
  const cached = cache.get(key);
  if (cached && Date.now() - cached.at < SIZE_FRESH_MS) return cached.large;
  const match = units.kind === 'unit' ? sql`a.org_id = ${units.orgId}` : sql`(a.org_path collate "C") like ${`${units.path}%`}`;
  const large = (
    db.execute(
      sql`select count(*)::int as n from (select 1 from doctor_assignment a where a.tenant_id = ${tenantId} and ${match} limit ${LARGE_RANGE + 1}) x`,
    ) as unknown as Promise<{ rows: Array<{ n: number }> }>
  ).then((result) => Number(result.rows[0]?.n ?? 0) > LARGE_RANGE);
  large.catch(() => cache.delete(key));
  cache.set(key, { at: Date.now(), large });
  return large;
}

/**
 * The range condition of a doctor list over `d`, written for the range's size: a small range is
 * read from its assignments first (few rows, found by index), a large one is tested on each
 * index entry read (`unit_paths`), which is cheaper than one assignment look-up per doctor.
 */
export async function searchRangeCondition(db: Database, principal: Principal, list: 'range' | 'myCustomers'): Promise<SQL> {
  const units = unitsOf(principal, list);
  if (units.kind === 'all') return sql`true`;
  if (units.kind === 'none') return sql`false`;
  if (await isLarge(db, principal.tenant.id, units)) {
    // Paths hold only digits and slashes, and a unit's path starts every path below it.
    return units.kind === 'unit' ? sql`d.unit_paths like ${`% ${units.path} %`}` : sql`d.unit_paths like ${`% ${units.path}%`}`;
  }
  // The range's doctors are read first and the list is found among them by primary key, whatever the
  // parameters: a statement runs under a name with one generic plan (db/prepared-statements.ts), and
  // with an `exists` per doctor that plan walked the tenant's name index and tested every doctor
  // until the page was full, for a rep of 128 doctors 1,600 index pages instead of 500.
  const match = units.kind === 'unit' ? sql`a.org_id = ${units.orgId}` : sql`(a.org_path collate "C") like ${`${units.path}%`}`;
  return sql`d.id = any(array(select a.doctor_id from doctor_assignment a where a.tenant_id = ${principal.tenant.id} and ${match}))`;
}
