import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Principal } from '../../../platform/principal';
import { FreshMemo } from '../../../db/fresh-memo';
import { startsWith } from '../../../db/starts-with';
import { escapeLike } from '../../../lib/query-params';
import { rowsOf } from '../../../db/rows';

/**
 * A range is small when reading all its doctors costs less than walking the name index until a page
 * of twenty is full: n lookups against about 20 × doctors / n entries walked, so while n² stays under
 * PAGE_WALK × doctors (the doctor table's row estimate, every tenant's: an upper bound for one).
 */
const PAGE_WALK = 20;
/** Up to this many assigned doctors, each doctor read off the name index is checked against its assignments; beyond, in the search indexes. */
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

type RangeSize = 'small' | 'medium' | 'large';
const sizes = new FreshMemo<RangeSize>(SIZE_FRESH_MS);

/** How many doctors a range holds, as PAGE_WALK and LARGE_RANGE divide them; remembered for a minute, as ranges change slowly. */
function sizeOf(db: Database, tenantId: number, units: Extract<Units, { path: string }>): Promise<RangeSize> {
  const match = units.kind === 'unit' ? sql`a.org_id = ${units.orgId}` : startsWith(sql`a.org_path`, units.path);
  return sizes.get(db, `${tenantId}:${units.kind}:${units.path}`, async () => {
    const result = rowsOf<{ n: number; doctors: number }>(
      await db.execute(
        sql`select (select count(*)::int from (select 1 from doctor_assignment a where a.tenant_id = ${tenantId} and ${match} limit ${LARGE_RANGE + 1}) x) as n,
        (select greatest(reltuples, 0)::float8 from pg_class where oid = 'doctor'::regclass) as doctors`,
      ),
    );
    const n = Number(result[0]?.n ?? 0);
    const doctors = Number(result[0]?.doctors ?? 0);
    return n * n <= PAGE_WALK * doctors ? 'small' : n <= LARGE_RANGE ? 'medium' : 'large';
  });
}

/**
 * The range condition of a doctor list over `d`, written for the range's size: a small range is
 * read from its assignments first (few rows, found by index), a medium one checked through the
 * assignments of each doctor read, a large one is tested on each
 * index entry read (`unit_paths`), which is cheaper than one assignment look-up per doctor.
 */
export async function searchRangeCondition(db: Database, principal: Principal, list: 'range' | 'myCustomers'): Promise<SQL> {
  const units = unitsOf(principal, list);
  if (units.kind === 'all') return sql`true`;
  if (units.kind === 'none') return sql`false`;
  const size = await sizeOf(db, principal.tenant.id, units);
  if (size === 'large') {
    // Paths hold only digits and slashes, and a unit's path starts every path below it.
    return units.kind === 'unit' ? sql`d.unit_paths like ${`% ${escapeLike(units.path)} %`}` : sql`d.unit_paths like ${`% ${escapeLike(units.path)}%`}`;
  }
  const match = units.kind === 'unit' ? sql`a.org_id = ${units.orgId}` : startsWith(sql`a.org_path`, units.path);
  // A small range's doctors are read first and the page found among them by primary key, whatever
  // the parameters: a statement runs under a name with one generic plan (db/prepared-statements.ts),
  // and with an `exists` per doctor that plan walked the tenant's name index and tested every doctor
  // until the page was full (for a rep of 128 doctors, 1,658 buffers instead of 684). A medium range
  // is dense enough among the tenant's doctors for that walk to fill a page sooner than reading all
  // of its doctors would.
  if (size === 'small') return sql`d.id = any(array(select a.doctor_id from doctor_assignment a where a.tenant_id = ${principal.tenant.id} and ${match}))`;
  return sql`exists (select 1 from doctor_assignment a where a.doctor_id = d.id and ${match})`;
}
