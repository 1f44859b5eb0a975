import { and, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DOCTOR_FIELDS } from '@crm/shared/customer-doctor-fields';
import { AGE_RANGES, DOCTOR_SEXES, DOCTOR_TITLES, PRACTICE_CHANNELS, type ReferenceItem } from '@crm/shared/customer-reference';
import type { Database } from '../../../db/client';
import type { doctor } from '../../../db/schema/customers/customers';
import { hospital, hospitalDepartment } from '../../../db/schema/customers/hospitals';
import { type HttpError, badRequest } from '../../../lib/http-error';
import { namePhonetics } from '../doctors/name-search';

type Reader = Pick<Database, 'select'>;
export type DoctorChanges = Partial<typeof doctor.$inferInsert>;

const VOCABULARIES: Record<string, ReadonlyArray<ReferenceItem>> = {
  doctorSex: DOCTOR_SEXES,
  doctorTitle: DOCTOR_TITLES,
  ageRange: AGE_RANGES,
  practiceChannel: PRACTICE_CHANNELS,
};
const TEXT_COLUMNS = { mobile: 'mobile', email: 'email', nativePlace: 'nativePlace', workingTime: 'workingTime', degreeTitle: 'degreeTitle' } as const;
const LIST_COLUMNS = {
  administrativePosition: 'administrativePosition',
  mainAcademicTitle: 'mainAcademicTitle',
  association: 'association',
  academicJournal: 'academicJournal',
} as const;

function invalidValue(field: string, value: string): HttpError {
  const described = DOCTOR_FIELDS.find((candidate) => candidate.field === field);
  return badRequest('correctionValueInvalid', { value, label: described?.label ?? field, labelEn: described?.labelEn.toLowerCase() ?? field });
}

/** A vocabulary code from what a requester typed: the code itself or its label in either language. */
export function vocabularyCode(list: ReadonlyArray<ReferenceItem>, typed: string): string | null {
  const wanted = typed.trim().toLowerCase();
  return list.find((item) => [item.code, item.label, item.labelEn].some((name) => name.toLowerCase() === wanted))?.code ?? null;
}

/** The entries of a list field, as requesters write them: separated by semicolons or new lines. */
export function listEntries(typed: string): string[] {
  return typed
    .split(/[;；\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The doctor columns to write so that `field` takes the corrected value. A hospital or department
 * is named by the requester and must exist in the tenant; a hospital change keeps the doctor's
 * department when the new hospital has one of that name. Bad values are refused with a 400.
 */
export async function correctedColumns(
  db: Reader,
  current: { tenantId: number; hospitalId: number; hospitalDepartmentId: number | null },
  field: string,
  typed: string,
): Promise<DoctorChanges> {
  const value = typed.trim();
  if (field === 'doctorName') {
    const phonetics = namePhonetics(value);
    return { name: value, namePinyin: phonetics.pinyin, nameInitials: phonetics.initials };
  }
  if (field in VOCABULARIES) {
    const code = vocabularyCode(VOCABULARIES[field]!, value);
    if (!code) throw invalidValue(field, value);
    if (field === 'doctorSex') return { sex: code };
    if (field === 'doctorTitle') return { titleCode: code };
    if (field === 'ageRange') return { ageRange: code };
    return { practiceChannel: code };
  }
  if (field in TEXT_COLUMNS) {
    if (field === 'mobile' && !/^1\d{10}$/.test(value)) throw invalidValue(field, value);
    if (field === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw invalidValue(field, value);
    return { [TEXT_COLUMNS[field as keyof typeof TEXT_COLUMNS]]: value };
  }
  if (field in LIST_COLUMNS) return { [LIST_COLUMNS[field as keyof typeof LIST_COLUMNS]]: listEntries(value) };
  if (field === 'department') {
    const [found] = await db
      .select({ id: hospitalDepartment.id, standardDepartmentId: hospitalDepartment.standardDepartmentId })
      .from(hospitalDepartment)
      .where(
        and(
          eq(hospitalDepartment.tenantId, current.tenantId),
          eq(hospitalDepartment.hospitalId, current.hospitalId),
          sameName(hospitalDepartment.name, hospitalDepartment.nameEn, value),
        ),
      )
      .limit(1);
    if (!found) throw badRequest('correctionDepartmentUnknown', { name: value });
    return { hospitalDepartmentId: found.id, standardDepartmentId: found.standardDepartmentId };
  }
  if (field === 'hospital') return movedToHospital(db, current, value);
  throw invalidValue(field, value);
}

/** The exact name, or the English name in any case. */
function sameName(name: AnyPgColumn, nameEn: AnyPgColumn, value: string) {
  return or(eq(name, value), sql`lower(${nameEn}) = ${value.toLowerCase()}`);
}

async function movedToHospital(db: Reader, current: { tenantId: number; hospitalDepartmentId: number | null }, name: string): Promise<DoctorChanges> {
  const [target] = await db
    .select()
    .from(hospital)
    .where(and(eq(hospital.tenantId, current.tenantId), sameName(hospital.name, hospital.nameEn, name)))
    .orderBy(hospital.id)
    .limit(1);
  if (!target) throw badRequest('correctionHospitalUnknown', { name });
  const place = { hospitalId: target.id, provinceCode: target.provinceCode, cityCode: target.cityCode, hospitalLevel: target.level };
  const [department] = current.hospitalDepartmentId
    ? await db.select({ name: hospitalDepartment.name }).from(hospitalDepartment).where(eq(hospitalDepartment.id, current.hospitalDepartmentId))
    : [];
  const [same] = department
    ? await db
        .select({ id: hospitalDepartment.id, standardDepartmentId: hospitalDepartment.standardDepartmentId })
        .from(hospitalDepartment)
        .where(and(eq(hospitalDepartment.tenantId, current.tenantId), eq(hospitalDepartment.hospitalId, target.id), eq(hospitalDepartment.name, department.name)))
        .limit(1)
    : [];
  return { ...place, hospitalDepartmentId: same?.id ?? null, standardDepartmentId: same?.standardDepartmentId ?? null };
}
