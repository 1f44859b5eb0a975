import { sql, type SQL } from 'drizzle-orm';
import type { DoctorFilters } from '@crm/shared/contracts/customer-doctor-schemas';
import type { Principal } from '../../../platform/principal';
import { containsPattern } from '../../../lib/query-params';

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
const idArray = (values: readonly number[]) => sql`${sql.param(values)}::bigint[]`;

function productConditions(tenantId: number, filters: DoctorFilters): SQL[] {
  const conditions: SQL[] = [];
  const { productId, hasSales, procurementStatuses, coverageStatuses } = filters;
  const productOf = (alias: string) => (productId ? sql` and ${sql.raw(alias)}.product_id = ${productId}` : sql``);
  if (procurementStatuses?.length || coverageStatuses?.length) {
    const statuses = [
      procurementStatuses?.length ? sql` and hp.procurement_status = any(${textArray(procurementStatuses)})` : sql``,
      coverageStatuses?.length ? sql` and hp.coverage_status = any(${textArray(coverageStatuses)})` : sql``,
    ];
    conditions.push(sql`d.hospital_id in (select hp.hospital_id from hospital_product hp where hp.tenant_id = ${tenantId}${productOf('hp')}${sql.join(statuses)})`);
  }
  if (hasSales !== undefined) {
    const selling = sql`exists (select 1 from doctor_product dp where dp.doctor_id = d.id and dp.has_sales${productOf('dp')})`;
    conditions.push(hasSales ? selling : sql`not ${selling}`);
  } else if (productId && !procurementStatuses?.length && !coverageStatuses?.length) {
    conditions.push(sql`exists (select 1 from doctor_product dp where dp.doctor_id = d.id and dp.product_id = ${productId})`);
  }
  return conditions;
}

function lastVisitCondition(range: DoctorFilters['lastVisit']): SQL | null {
  switch (range) {
    case undefined:
      return null;
    case 'WEEK':
      return sql`d.last_visit_at >= now() - interval '7 days'`;
    case 'MONTH':
      return sql`d.last_visit_at >= now() - interval '30 days'`;
    case 'QUARTER':
      return sql`d.last_visit_at >= now() - interval '90 days'`;
    case 'OVER_QUARTER':
      return sql`d.last_visit_at < now() - interval '90 days'`;
    case 'NEVER':
      return sql`d.last_visit_at is null`;
  }
}

/**
 * Every condition of a doctor list query for this caller but the keyword, over a doctor aliased
 * `d`; `range` is the list's range condition (see searchRangeCondition).
 */
export function doctorListConditions(principal: Principal, filters: DoctorFilters, range: SQL): SQL[] {
  const tenantId = principal.tenant.id;
  const conditions: SQL[] = [sql`d.tenant_id = ${tenantId}`, range];
  if (filters.listType === 'MY_FOCUS') {
    conditions.push(sql`exists (select 1 from doctor_follow f where f.user_id = ${principal.userId} and f.doctor_id = d.id)`);
  }
  if (filters.provinceCode) conditions.push(sql`d.province_code = ${filters.provinceCode}`);
  if (filters.cityCode) conditions.push(sql`d.city_code = ${filters.cityCode}`);
  if (filters.hospitalId) conditions.push(sql`d.hospital_id = ${filters.hospitalId}`);
  if (filters.hospitalName) {
    conditions.push(sql`d.hospital_id in (select h.id from hospital h where h.tenant_id = ${tenantId} and h.name like ${containsPattern(filters.hospitalName)})`);
  }
  if (filters.departmentId) {
    conditions.push(sql`d.standard_department_id in (select sd.id from standard_department sd where sd.id = ${filters.departmentId} or sd.parent_id = ${filters.departmentId})`);
  }
  if (filters.department) {
    conditions.push(
      sql`d.hospital_department_id in (select hd.id from hospital_department hd where hd.tenant_id = ${tenantId} and hd.name like ${containsPattern(filters.department)})`,
    );
  }
  if (filters.hospitalLevels?.length) conditions.push(sql`d.hospital_level = any(${textArray(filters.hospitalLevels)})`);
  if (filters.titleCodes?.length) conditions.push(sql`d.title_code = any(${textArray(filters.titleCodes)})`);
  conditions.push(...productConditions(tenantId, filters));
  const lastVisit = lastVisitCondition(filters.lastVisit);
  if (lastVisit) conditions.push(lastVisit);
  if (filters.channels?.length) {
    conditions.push(sql`exists (select 1 from doctor_channel c where c.doctor_id = d.id and c.channel = any(${textArray(filters.channels)}))`);
  }
  if (filters.tagTermIds?.length) {
    // Only system terms and the caller's own personal terms filter; others' personal tags stay private.
    conditions.push(sql`exists (select 1 from doctor_tag dt join tag_term tt on tt.id = dt.term_id
      where dt.doctor_id = d.id and dt.term_id = any(${idArray(filters.tagTermIds)}) and tt.tenant_id = ${tenantId} and (tt.owner_id is null or tt.owner_id = ${principal.userId}))`);
  }
  return conditions;
}
