import { sql, type SQL } from 'drizzle-orm';
import { DOCTOR_TITLES, labelOf } from '@crm/shared/customer-reference';
import type { KolTier, NetworkDoctor, RelationType } from '@crm/shared/contracts/academic-schemas';
import type { Lang } from '@crm/shared/i18n';
import type { Database } from '../../../db/client';
import { visibleDoctorIds } from '../../customers/index';
import type { Principal } from '../../../platform/principal';
import { query, type Paging } from '../profile/profile-repository';
import { containsPattern } from '../../../lib/query-params';
import { startsWith } from '../../../db/starts-with';

/** How much each kind of tie counts, in the network views and the PageRank alike (ADR 9). */
export const relationWeight = (alias: string) =>
  sql.raw(
    `case ${alias}.relation_type when 'CO_AUTHOR' then least(${alias}.strength, 10) * 1.0 when 'GUIDELINE' then least(${alias}.strength, 5) * 2.0 when 'MENTOR' then 1.5 when 'ASSOCIATION' then 0.5 else 0.3 end`,
  );

interface DoctorRow {
  id: number;
  code: string;
  name: string;
  name_en: string | null;
  title_code: string | null;
  province_code: string | null;
  hospital: string;
  hospital_en: string | null;
  department: string | null;
  department_en: string | null;
  score: number | null;
  tier: string | null;
}

/** Network cards of some doctors of the caller's tenant, in the caller's language. */
export async function networkDoctors(db: Database, principal: Principal, lang: Lang, ids: number[]): Promise<Map<number, NetworkDoctor>> {
  if (ids.length === 0) return new Map();
  const rows = await query<DoctorRow>(
    db,
    sql`select d.id::int as id, d.code, d.name, d.name_en, d.title_code, d.province_code, h.name as hospital, h.name_en as hospital_en, hd.name as department, hd.name_en as department_en,
          k.score, k.tier
        from doctor d join hospital h on h.id = d.hospital_id left join hospital_department hd on hd.id = d.hospital_department_id left join kol_score k on k.doctor_id = d.id
        where d.tenant_id = ${principal.tenant.id} and d.id = any(${sql.param(ids)}::bigint[])`,
  );
  const visible = await visibleDoctorIds(db, principal, ids);
  return new Map(rows.map((row) => [row.id, toNetworkDoctor(row, lang, visible.has(row.id))]));
}

function toNetworkDoctor(row: DoctorRow, lang: Lang, accessible: boolean): NetworkDoctor {
  const title = labelOf(DOCTOR_TITLES, row.title_code);
  const en = lang === 'en';
  return {
    id: row.id,
    doctorId: row.code,
    name: row.name,
    nameEn: row.name_en,
    hospital: (en ? row.hospital_en : null) ?? row.hospital,
    department: (en ? row.department_en : null) ?? row.department,
    title: (en ? title?.labelEn : title?.label) ?? null,
    provinceCode: row.province_code,
    score: row.score === null ? null : Number(row.score),
    tier: row.tier as KolTier | null,
    accessible,
  };
}

export interface NeighbourRow {
  id: number;
  data: Record<string, number>;
  weight: number;
}

const typeFilter = (relationType: RelationType | undefined) => (relationType ? sql`having bool_or(r.relation_type = ${relationType})` : sql``);

/** A doctor's direct ties, one row per colleague, strongest first. */
export async function neighbours(db: Database, doctorId: number, relationType: RelationType | undefined, paging: Paging): Promise<{ rows: NeighbourRow[]; total: number }> {
  const grouped = sql`select r.other_id::int as id, jsonb_object_agg(r.relation_type, r.strength) as data, sum(${relationWeight('r')})::float8 as weight
    from doctor_relation r where r.doctor_id = ${doctorId} group by r.other_id ${typeFilter(relationType)}`;
  const [total] = await query<{ n: number }>(db, sql`select count(*)::int as n from (${grouped}) g`);
  const rows = await query<NeighbourRow>(db, sql`${grouped} order by weight desc, id limit ${paging.size} offset ${paging.page * paging.size}`);
  return { rows: rows.map((r) => ({ ...r, weight: round(r.weight) })), total: total?.n ?? 0 };
}

export async function relationTypeCounts(db: Database, doctorId: number) {
  return query<{ relationType: RelationType; counts: number }>(
    db,
    sql`select relation_type as "relationType", count(*)::int as counts from doctor_relation where doctor_id = ${doctorId} group by relation_type order by counts desc, relation_type`,
  );
}

export interface Link {
  source: number;
  target: number;
  weight: number;
  types: RelationType[];
}

/** Ties among a set of doctors and from them outwards, undirected (each pair once). */
export async function tiesFrom(db: Database, ids: number[]): Promise<Link[]> {
  if (ids.length === 0) return [];
  const rows = await query<{ source: number; target: number; weight: number; types: RelationType[] }>(
    db,
    sql`select r.doctor_id::int as source, r.other_id::int as target, sum(${relationWeight('r')})::float8 as weight, array_agg(r.relation_type order by r.relation_type) as types
        from doctor_relation r where r.doctor_id = any(${sql.param(ids)}::bigint[]) group by r.doctor_id, r.other_id`,
  );
  return rows.map((r) => ({ ...r, weight: round(r.weight) }));
}

export async function doctorsToCentre(
  db: Database,
  principal: Principal,
  filters: { keyword?: string; provinceCode?: string; standardDepartmentId?: number },
  range: SQL,
  paging: Paging,
) {
  const conditions: SQL[] = [sql`d.tenant_id = ${principal.tenant.id}`, sql`k.relation_count > 0`, range];
  if (filters.provinceCode) conditions.push(sql`d.province_code = ${filters.provinceCode}`);
  if (filters.standardDepartmentId) conditions.push(sql`d.standard_department_id = ${filters.standardDepartmentId}`);
  if (filters.keyword) {
    const text = filters.keyword;
    const lower = text.toLowerCase();
    conditions.push(
      sql`(${startsWith(sql`d.name`, text)} or ${startsWith(sql`d.name_pinyin`, lower)} or ${startsWith(sql`d.name_initials`, lower)} or d.code = ${text} or exists (select 1 from hospital h where h.id = d.hospital_id and h.name like ${containsPattern(text)}))`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const [total] = await query<{ n: number }>(db, sql`select count(*)::int as n from kol_score k join doctor d on d.id = k.doctor_id where ${where}`);
  const rows = await query<{ id: number; relationCount: number; papers: number }>(
    db,
    sql`select d.id::int as id, k.relation_count as "relationCount", k.papers from kol_score k join doctor d on d.id = k.doctor_id where ${where}
        order by k.rank limit ${paging.size} offset ${paging.page * paging.size}`,
  );
  return { rows, total: total?.n ?? 0 };
}

export function round(value: number): number {
  return Math.round(Number(value) * 100) / 100;
}
