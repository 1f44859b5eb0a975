import { sql, type SQL } from 'drizzle-orm';
import { DOCTOR_TITLES, labelOf } from '@crm/shared/customer-reference';
import type { DoctorCard } from '@crm/shared/contracts/customer-doctor-schemas';
import type { Database } from '../../../db/client';
import { regionNames, type RegionName } from '../regions/region-names';
import { rowsOf } from '../../../db/rows';

export interface CardRow extends Record<string, unknown> {
  id: number | string;
  code: string;
  name: string;
  name_en: string | null;
  name_pinyin: string;
  title_code: string | null;
  hospital_id: number | string;
  hospital: string;
  hospital_en: string | null;
  hospital_level: string | null;
  department: string | null;
  department_en: string | null;
  province_code: string | null;
  city_code: string | null;
  attention: boolean;
  verify_status: string;
  last_visit_at: string | Date | null;
}

export function isoTime(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toCard(row: CardRow, regions: Map<string, RegionName>): DoctorCard {
  const title = labelOf(DOCTOR_TITLES, row.title_code);
  const namesOf = (code: string | null) => {
    const region = code ? regions.get(code) : undefined;
    return [region?.name ?? null, region?.nameEn ?? null] as const;
  };
  const [province, provinceEn] = namesOf(row.province_code);
  const [city, cityEn] = namesOf(row.city_code);
  return {
    id: Number(row.id),
    doctorId: row.code,
    doctorName: row.name,
    doctorNameEn: row.name_en,
    titleCode: row.title_code,
    doctorTitle: title?.label ?? null,
    doctorTitleEn: title?.labelEn ?? null,
    hospitalId: Number(row.hospital_id),
    hospital: row.hospital,
    hospitalEn: row.hospital_en,
    hospitalLevel: row.hospital_level,
    department: row.department,
    departmentEn: row.department_en,
    province,
    provinceEn,
    city,
    cityEn,
    attention: Boolean(row.attention),
    verifyStatus: row.verify_status,
    lastVisitAt: isoTime(row.last_visit_at),
  };
}

/**
 * Card columns for the doctors selected by `source` (a subquery yielding doctor rows as `d`),
 * joined to hospital and department names; `order` is applied to the result. Region names come
 * from memory (regionNames), not from a join.
 */
export function cardQuery(source: SQL, userId: number, order: SQL = sql`(d.name_pinyin collate "C"), d.id`): SQL {
  return sql`select d.id, d.code, d.name, d.name_en, d.name_pinyin, d.title_code, d.hospital_id, h.name as hospital, h.name_en as hospital_en,
      d.hospital_level, hd.name as department, hd.name_en as department_en, d.province_code, d.city_code, d.verify_status, d.last_visit_at,
      f.doctor_id is not null as attention
    from (${source}) d
    join hospital h on h.id = d.hospital_id
    left join hospital_department hd on hd.id = d.hospital_department_id
    left join doctor_follow f on f.user_id = ${userId} and f.doctor_id = d.id
    order by ${order}`;
}

export async function queryCards(db: Database, query: SQL): Promise<CardRow[]> {
  const result = rowsOf<CardRow>(await db.execute(query));
  return result;
}

export async function cardsOf(db: Database, query: SQL): Promise<DoctorCard[]> {
  const [rows, regions] = await Promise.all([queryCards(db, query), regionNames(db)]);
  return rows.map((row) => toCard(row, regions));
}
