import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { HospitalDepartment, HospitalDetail } from '@crm/shared/contracts/customer-hospitals';
import type { HospitalSearch, HospitalSummary } from '@crm/shared/contracts/customer-hospital-schemas';
import { HOSPITAL_LEVELS } from '@crm/shared/customer-reference';
import type { Database } from '../../../db/client';
import { hospitalDepartment, hospitalProduct, standardDepartment } from '../../../db/schema/customers/hospitals';
import { organization, product } from '../../../db/schema/platform/tenancy';
import { page } from '../../../lib/envelope';
import { notFound } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';
import type { Principal } from '../../../platform/principal';
import { doctorRangeCondition, myCustomersCondition } from '../access/doctor-scope';
import { classifyKeyword } from '../doctors/name-search';
import { startsWith } from '../../../db/starts-with';
import { containsPattern } from '../../../lib/query-params';
import { rowsOf } from '../../../db/rows';

interface HospitalRow extends Record<string, unknown> {
  id: number | string;
  code: string;
  name: string;
  name_en: string | null;
  level: string;
  category: string;
  beds: number | null;
  year_outpatient: number | null;
  province_code: string | null;
  province: string | null;
  province_en: string | null;
  city_code: string | null;
  city: string | null;
  city_en: string | null;
  area: string | null;
  area_en: string | null;
  address: string | null;
  doctor_count: number | string;
}

export function toHospitalSummary(row: HospitalRow): HospitalSummary {
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    nameEn: row.name_en,
    level: row.level,
    category: row.category,
    beds: row.beds === null ? null : Number(row.beds),
    yearOutpatient: row.year_outpatient === null ? null : Number(row.year_outpatient),
    provinceCode: row.province_code,
    province: row.province,
    provinceEn: row.province_en,
    cityCode: row.city_code,
    city: row.city,
    cityEn: row.city_en,
    area: row.area,
    areaEn: row.area_en,
    address: row.address,
    doctorCount: Number(row.doctor_count),
  };
}

const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
/** Hospitals list the highest level first. */
const LEVEL_ORDER = HOSPITAL_LEVELS.map((level) => `'${level.code}'`).join(',');

function hospitalKeyword(raw: string | undefined): SQL | null {
  const keyword = classifyKeyword(raw);
  if (!keyword) return null;
  const contains = containsPattern(keyword.text);
  if (keyword.kind === 'letters') return sql`(${startsWith(sql`h.name_initials`, keyword.text)} or h.name_en ilike ${contains})`;
  if (keyword.kind === 'chinese') return sql`h.name like ${contains}`;
  return sql`h.code = ${keyword.text}`;
}

/** Conditions of a hospital list over a hospital aliased `h`. */
export function hospitalConditions(principal: Principal, search: Partial<HospitalSearch>): SQL[] {
  const tenantId = principal.tenant.id;
  const conditions: SQL[] = [sql`h.tenant_id = ${tenantId}`];
  if (search.listType === 'MY_HOSPITAL') {
    conditions.push(sql`exists (select 1 from doctor d where d.tenant_id = ${tenantId} and d.hospital_id = h.id and ${myCustomersCondition(principal)})`);
  }
  const keyword = hospitalKeyword(search.keyword);
  if (keyword) conditions.push(keyword);
  if (search.provinceCode) conditions.push(sql`h.province_code = ${search.provinceCode}`);
  if (search.cityCode) conditions.push(sql`h.city_code = ${search.cityCode}`);
  if (search.levels?.length) conditions.push(sql`h.level = any(${textArray(search.levels)})`);
  if (search.productId || search.procurementStatuses?.length || search.coverageStatuses?.length) {
    const parts = [
      search.productId ? sql` and hp.product_id = ${search.productId}` : sql``,
      search.procurementStatuses?.length ? sql` and hp.procurement_status = any(${textArray(search.procurementStatuses)})` : sql``,
      search.coverageStatuses?.length ? sql` and hp.coverage_status = any(${textArray(search.coverageStatuses)})` : sql``,
    ];
    conditions.push(sql`exists (select 1 from hospital_product hp where hp.hospital_id = h.id${sql.join(parts)})`);
  }
  return conditions;
}

/** Hospitals with region names and the number of their doctors the caller may see. */
export async function listHospitals(db: Database, principal: Principal, conditions: SQL[], page: { offset: number; limit: number }): Promise<HospitalSummary[]> {
  const result = rowsOf<HospitalRow>(
    await db.execute(sql`select h.id, h.code, h.name, h.name_en, h.level, h.category, h.beds, h.year_outpatient, h.province_code,
      pr.name as province, pr.name_en as province_en, h.city_code, ci.name as city, ci.name_en as city_en, ar.name as area, ar.name_en as area_en, h.address,
      (select count(*) from doctor d where d.tenant_id = h.tenant_id and d.hospital_id = h.id and ${doctorRangeCondition(principal)}) as doctor_count
    from hospital h
    left join china_region pr on pr.code = h.province_code
    left join china_region ci on ci.code = h.city_code
    left join china_region ar on ar.code = h.area_code
    where ${sql.join(conditions, sql` and `)}
    order by array_position(array[${sql.raw(LEVEL_ORDER)}], h.level), (h.name_initials collate "C"), h.id
    limit ${page.limit} offset ${page.offset}`),
  );
  return result.map(toHospitalSummary);
}

export async function countHospitals(db: Database, conditions: SQL[]): Promise<number> {
  const result = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from hospital h where ${sql.join(conditions, sql` and `)}`));
  return Number(result[0]?.n ?? 0);
}

/** A page of the hospitals matching a search, with how many match in all. */
export async function hospitalPage({ db, principal }: RequestContext, search: Partial<HospitalSearch> & { page: number; size: number }) {
  const conditions = hospitalConditions(principal, search);
  const content = await listHospitals(db, principal, conditions, { offset: search.page * search.size, limit: search.size });
  return page(content, await countHospitals(db, conditions));
}

/** The departments of a hospital of the tenant, with their standard department. */
export async function hospitalDepartments({ db, principal }: RequestContext, hospitalId: number): Promise<HospitalDepartment[]> {
  const rows = await db
    .select({ department: hospitalDepartment, standardName: standardDepartment.name, standardNameEn: standardDepartment.nameEn })
    .from(hospitalDepartment)
    .leftJoin(standardDepartment, eq(standardDepartment.id, hospitalDepartment.standardDepartmentId))
    .where(and(eq(hospitalDepartment.tenantId, principal.tenant.id), eq(hospitalDepartment.hospitalId, hospitalId)))
    .orderBy(asc(hospitalDepartment.sort), asc(hospitalDepartment.id));
  return rows.map(({ department: d, standardName, standardNameEn }) => ({
    id: d.id,
    name: d.name,
    nameEn: d.nameEn,
    standardDepartmentId: d.standardDepartmentId,
    standardName,
    standardNameEn,
  }));
}

/** A hospital's profile, its departments with the caller's doctor counts, and each drug's procurement and coverage. */
export async function hospitalDetail({ db, principal }: RequestContext, id: number): Promise<HospitalDetail> {
  const tenantId = principal.tenant.id;
  const [summary] = await listHospitals(db, principal, [sql`h.tenant_id = ${tenantId}`, sql`h.id = ${id}`], { offset: 0, limit: 1 });
  if (!summary) throw notFound();
  const departments = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`select hd.id, hd.name, hd.name_en, hd.standard_department_id, sd.name as standard_name, sd.name_en as standard_name_en,
      (select count(*) from doctor d where d.tenant_id = ${tenantId} and d.hospital_department_id = hd.id and ${doctorRangeCondition(principal)}) as doctor_count
    from hospital_department hd left join standard_department sd on sd.id = hd.standard_department_id
    where hd.tenant_id = ${tenantId} and hd.hospital_id = ${summary.id} order by hd.sort, hd.id`),
  );
  const products = await db
    .select({ status: hospitalProduct, product, orgName: organization.name, orgNameEn: organization.nameEn })
    .from(hospitalProduct)
    .innerJoin(product, eq(product.id, hospitalProduct.productId))
    .leftJoin(organization, eq(organization.id, hospitalProduct.coveringOrgId))
    .where(and(eq(hospitalProduct.tenantId, tenantId), eq(hospitalProduct.hospitalId, summary.id)))
    .orderBy(asc(product.sort));
  return {
    ...summary,
    departments: departments.map((d) => ({
      id: Number(d.id),
      name: String(d.name),
      nameEn: d.name_en === null ? null : String(d.name_en),
      standardDepartmentId: d.standard_department_id === null ? null : Number(d.standard_department_id),
      standardName: d.standard_name === null ? null : String(d.standard_name),
      standardNameEn: d.standard_name_en === null ? null : String(d.standard_name_en),
      doctorCount: Number(d.doctor_count),
    })),
    products: products.map((p) => ({
      productId: p.product.id,
      productName: p.product.name,
      productNameEn: p.product.nameEn,
      procurementStatus: p.status.procurementStatus,
      coverageStatus: p.status.coverageStatus,
      hasSales: p.status.hasSales,
      coveringOrgName: p.orgName,
      coveringOrgNameEn: p.orgNameEn,
    })),
  };
}
