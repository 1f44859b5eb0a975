import { and, eq, inArray } from 'drizzle-orm';
import { dictionaryOf } from '@crm/shared/object-keys';
import { OFFICE_ARCHIVE_LIMITS } from '../../../lib/archive-limits';
import { xlsxFirstSheet } from '../../../lib/office-files';
import { restoreNeutralised } from '../../../lib/formula-guard';
import { DOCTOR_TITLES } from '@crm/shared/customer-reference';
import type { Lang } from '@crm/shared/i18n';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import type { Database } from '../../../db/client';
import { doctor } from '../../../db/schema/customers/customers';
import { hospital, hospitalDepartment } from '../../../db/schema/customers/hospitals';
import { HttpError } from '../../../lib/http-error';
import { translate } from '../../../lib/i18n';

/** Columns of the upload sheet, recognised by their Chinese or English header. */
export const IMPORT_COLUMNS = [
  { field: 'doctorName', zh: '医生姓名', en: 'Doctor name', required: true, max: 50 },
  { field: 'hospitalName', zh: '医院', en: 'Hospital', required: true, max: 100 },
  { field: 'departmentName', zh: '科室', en: 'Department', required: false, max: 50 },
  { field: 'title', zh: '职称', en: 'Title', required: false, max: 20 },
  { field: 'mobile', zh: '手机号', en: 'Mobile', required: false, max: 11 },
  { field: 'remark', zh: '备注', en: 'Remark', required: false, max: 500 },
] as const;
type Field = (typeof IMPORT_COLUMNS)[number]['field'];
export const MAX_IMPORT_ROWS = 5000;

export interface RowError {
  row: number;
  field: string;
  reason: string;
}

export interface ImportedRow {
  rowNumber: number;
  doctorId: number | null;
  doctorName: string;
  hospitalName: string;
  departmentName: string | null;
  titleCode: string | null;
  mobile: string | null;
  remark: string | null;
}

const notXlsx = () => new HttpError(400, 'uploadNotXlsx');
const archiveTooLarge = () => new HttpError(413, 'archiveTooLarge');
/** How an uploaded sheet may inflate: checked as it is read, and again before it is parsed. */
export const VERIFICATION_SHEET_ARCHIVE = { limits: OFFICE_ARCHIVE_LIMITS, notArchive: notXlsx, tooLarge: archiveTooLarge };

const text = (value: unknown) => (value === null || value === undefined ? '' : restoreNeutralised(String(value)).trim());

/**
 * Reads and checks every row of an uploaded sheet against the tenant's hospitals and departments.
 * Answers the rows, or every problem with its row number; the caller saves nothing when any exists.
 */
export async function parseVerificationSheet(db: Database, tenantId: number, content: Buffer, lang: Lang): Promise<{ rows: ImportedRow[]; errors: RowError[] }> {
  const sheet = await xlsxFirstSheet(content, OFFICE_ARCHIVE_LIMITS, { unreadable: notXlsx, tooLarge: archiveTooLarge });
  const [header = [], ...body] = sheet;
  const errors: RowError[] = [];
  const reason = (key: ServerMessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const columnOf = new Map<Field, number>();
  for (const column of IMPORT_COLUMNS) {
    const index = header.findIndex((cell) => [column.zh, column.en.toLowerCase()].includes(text(cell).toLowerCase()));
    if (index >= 0) columnOf.set(column.field, index);
    else if (column.required) errors.push({ row: 1, field: lang === 'en' ? column.en : column.zh, reason: reason('rowColumnMissing') });
  }
  if (errors.length) return { rows: [], errors };
  const filled = body.map((cells, i) => ({ cells, rowNumber: i + 2 })).filter(({ cells }) => cells.some((cell) => text(cell) !== ''));
  if (filled.length === 0) throw new HttpError(400, 'uploadEmpty');
  if (filled.length > MAX_IMPORT_ROWS) throw new HttpError(400, 'uploadTooManyRows', { max: MAX_IMPORT_ROWS });

  const cell = (cells: unknown[], field: Field) => text(cells[columnOf.get(field) ?? -1]);
  const hospitalNames = [...new Set(filled.map(({ cells }) => cell(cells, 'hospitalName')).filter(Boolean))];
  const hospitals = hospitalNames.length
    ? await db
        .select({ id: hospital.id, name: hospital.name })
        .from(hospital)
        .where(and(eq(hospital.tenantId, tenantId), inArray(hospital.name, hospitalNames)))
    : [];
  const hospitalIds = hospitals.map((h) => h.id);
  const departments = hospitalIds.length
    ? await db
        .select({ id: hospitalDepartment.id, hospitalId: hospitalDepartment.hospitalId, name: hospitalDepartment.name })
        .from(hospitalDepartment)
        .where(inArray(hospitalDepartment.hospitalId, hospitalIds))
    : [];
  const doctors = hospitalIds.length
    ? await db
        .select({ id: doctor.id, name: doctor.name, hospitalId: doctor.hospitalId, departmentId: doctor.hospitalDepartmentId })
        .from(doctor)
        .where(and(eq(doctor.tenantId, tenantId), inArray(doctor.hospitalId, hospitalIds)))
    : [];

  const seen = new Set<string>();
  const rows: ImportedRow[] = [];
  for (const { cells, rowNumber } of filled) {
    const problem = (field: Field, key: ServerMessageKey, params?: Record<string, string | number>) => {
      const column = IMPORT_COLUMNS.find((c) => c.field === field)!;
      errors.push({ row: rowNumber, field: lang === 'en' ? column.en : column.zh, reason: reason(key, params) });
    };
    const values = dictionaryOf(IMPORT_COLUMNS.map((c) => [c.field, cell(cells, c.field)])) as Record<Field, string>;
    for (const column of IMPORT_COLUMNS) {
      if (column.required && !values[column.field]) problem(column.field, 'fieldRequired');
      else if (values[column.field].length > column.max) problem(column.field, 'fieldTooLong', { maximum: column.max });
    }
    const place = hospitals.find((h) => h.name === values.hospitalName);
    if (values.hospitalName && !place) problem('hospitalName', 'rowHospitalUnknown');
    const department = place && values.departmentName ? departments.find((d) => d.hospitalId === place.id && d.name === values.departmentName) : undefined;
    if (place && values.departmentName && !department) problem('departmentName', 'rowDepartmentUnknown');
    const title = values.title
      ? DOCTOR_TITLES.find((t) => [t.code, t.label, t.labelEn.toLowerCase()].includes(values.title) || t.labelEn.toLowerCase() === values.title.toLowerCase())
      : undefined;
    if (values.title && !title) problem('title', 'rowTitleUnknown');
    if (values.mobile && !/^1\d{10}$/.test(values.mobile)) problem('mobile', 'fieldFormat');
    const key = `${values.doctorName}|${values.hospitalName}|${values.departmentName}`;
    if (seen.has(key)) problem('doctorName', 'rowDuplicate');
    seen.add(key);
    const match = place ? doctors.find((d) => d.name === values.doctorName && d.hospitalId === place.id && (!department || d.departmentId === department.id)) : undefined;
    rows.push({
      rowNumber,
      doctorId: match?.id ?? null,
      doctorName: values.doctorName,
      hospitalName: values.hospitalName,
      departmentName: values.departmentName || null,
      titleCode: title?.code ?? null,
      mobile: values.mobile || null,
      remark: values.remark || null,
    });
  }
  return { rows, errors };
}
