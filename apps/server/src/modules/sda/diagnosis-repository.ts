import { and, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DiagnosisPage } from '@crm/shared/contracts/sda';
import { SUPPRESSION_THRESHOLD } from '@crm/shared/contracts/sda';
import type { Database } from '../../db/client';
import { hospital, hospitalDepartment, hospitalProduct, standardDepartment } from '../../db/schema/customers/hospitals';
import { productIndication } from '../../db/schema/platform/products';
import { organization } from '../../db/schema/platform/tenancy';
import { diagnosisAggregate } from '../../db/schema/sda/sda';
import { badRequest } from '../../lib/http-error';
import type { Principal } from '../../platform/principal';
import { inScope } from './scope';
import { publishShownSums } from './suppression';

export interface DiagnosisFilter {
  monthFrom: string;
  monthTo: string;
  hospitalId?: number;
  department?: string;
  indication?: string;
}

const MAX_MONTHS = 24;

export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    if (months.length > MAX_MONTHS) break;
    if (m === 12) {
      y += 1;
      m = 1;
    } else m += 1;
  }
  return months;
}

/**
 * Hospitals within the caller's data range: those covered, for some product, by a territory in the
 * caller's subtree (a rep's own territory, a manager's district or region); every hospital for an
 * enterprise-wide role.
 */
function hospitalInScope(principal: Principal): SQL | undefined {
  const scope = inScope(principal, organization.path);
  if (!scope) return undefined;
  return sql`exists (select 1 from ${hospitalProduct} join ${organization} on ${organization.id} = ${hospitalProduct.coveringOrgId}
    where ${hospitalProduct.tenantId} = ${diagnosisAggregate.tenantId} and ${hospitalProduct.hospitalId} = ${diagnosisAggregate.hospitalId} and ${scope})`;
}

/**
 * The whole table of the filter within the caller's data range: rows are hospital × department ×
 * indication, columns the months, with row and column totals. Its cells are the finest any range or
 * filter can split, so every figure is published as a sum of shown cells (see `publishShownSums`):
 * no page, no total and no difference between two answers reveals a cell under the threshold.
 */
export async function diagnosisTable(db: Database, principal: Principal, filter: DiagnosisFilter) {
  const tenantId = principal.tenant.id;
  const months = monthsBetween(filter.monthFrom, filter.monthTo);
  if (months.length === 0 || months.length > MAX_MONTHS) throw badRequest('yearRangeInvalid', { max: 2 });
  const rows = await db
    .select({
      hospitalId: diagnosisAggregate.hospitalId,
      hospitalName: hospital.name,
      hospitalNameEn: hospital.nameEn,
      hospitalCode: hospital.code,
      department: diagnosisAggregate.department,
      indication: diagnosisAggregate.indication,
      month: diagnosisAggregate.month,
      patients: sql<number>`sum(${diagnosisAggregate.patients})::int`,
    })
    .from(diagnosisAggregate)
    .innerJoin(hospital, eq(hospital.id, diagnosisAggregate.hospitalId))
    .where(
      and(
        eq(diagnosisAggregate.tenantId, tenantId),
        hospitalInScope(principal),
        gte(diagnosisAggregate.month, filter.monthFrom),
        lte(diagnosisAggregate.month, filter.monthTo),
        filter.hospitalId ? eq(diagnosisAggregate.hospitalId, filter.hospitalId) : undefined,
        filter.department ? eq(diagnosisAggregate.department, filter.department) : undefined,
        filter.indication ? eq(diagnosisAggregate.indication, filter.indication) : undefined,
      ),
    )
    .groupBy(diagnosisAggregate.hospitalId, hospital.name, hospital.nameEn, hospital.code, diagnosisAggregate.department, diagnosisAggregate.indication, diagnosisAggregate.month)
    .orderBy(hospital.code, diagnosisAggregate.department, diagnosisAggregate.indication);
  const keyed = new Map<string, { hospitalId: number; hospitalName: string; hospitalNameEn: string | null; department: string; indication: string; counts: number[] }>();
  for (const r of rows) {
    const key = `${r.hospitalId}\u0001${r.department}\u0001${r.indication}`;
    let line = keyed.get(key);
    if (!line)
      keyed.set(
        key,
        (line = {
          hospitalId: r.hospitalId,
          hospitalName: r.hospitalName,
          hospitalNameEn: r.hospitalNameEn,
          department: r.department,
          indication: r.indication,
          counts: months.map(() => 0),
        }),
      );
    line.counts[months.indexOf(r.month)]! += r.patients;
  }
  const lines = [...keyed.values()];
  const english = await englishNames(db, tenantId, lines);
  const table = publishShownSums(
    lines.map((l) => l.counts),
    SUPPRESSION_THRESHOLD,
    months.length,
  );
  return {
    months,
    rows: lines.map(({ counts: _counts, ...l }, i) => ({
      ...l,
      departmentEn: english.departments.get(l.department) ?? null,
      indicationEn: english.indications.get(l.indication) ?? null,
      cells: table.cells[i]!,
      total: table.rowTotals[i]!,
    })),
    columnTotals: table.columnTotals,
    grandTotal: table.grandTotal,
  };
}

export async function diagnosisPageOf(db: Database, principal: Principal, filter: DiagnosisFilter, page: number, size: number): Promise<DiagnosisPage> {
  const table = await diagnosisTable(db, principal, filter);
  return {
    months: table.months,
    content: table.rows.slice(page * size, (page + 1) * size),
    totalElements: table.rows.length,
    columnTotals: table.columnTotals,
    grandTotal: table.grandTotal,
    threshold: SUPPRESSION_THRESHOLD,
  };
}

/**
 * The diagnosis service sends departments and indications as Chinese text: their English names are
 * those of the standard department (else of the tenant's hospital departments) and of the tenant's
 * product indication of the same name.
 */
async function englishNames(db: Database, tenantId: number, lines: Array<{ department: string; indication: string }>) {
  const departments = [...new Set(lines.map((l) => l.department))];
  const indications = [...new Set(lines.map((l) => l.indication))];
  const [departmentRows, hospitalDepartmentRows, indicationRows] = await Promise.all([
    departments.length
      ? db.select({ name: standardDepartment.name, nameEn: standardDepartment.nameEn }).from(standardDepartment).where(inArray(standardDepartment.name, departments))
      : [],
    departments.length
      ? db
          .select({ name: hospitalDepartment.name, nameEn: sql<string>`min(${hospitalDepartment.nameEn})` })
          .from(hospitalDepartment)
          .where(and(eq(hospitalDepartment.tenantId, tenantId), inArray(hospitalDepartment.name, departments), isNotNull(hospitalDepartment.nameEn)))
          .groupBy(hospitalDepartment.name)
      : [],
    indications.length
      ? db
          .select({ name: productIndication.name, nameEn: productIndication.nameEn })
          .from(productIndication)
          .where(and(eq(productIndication.tenantId, tenantId), inArray(productIndication.name, indications)))
      : [],
  ]);
  return {
    departments: new Map([...hospitalDepartmentRows, ...departmentRows].map((r) => [r.name, r.nameEn])),
    indications: new Map(indicationRows.map((r) => [r.name, r.nameEn])),
  };
}
