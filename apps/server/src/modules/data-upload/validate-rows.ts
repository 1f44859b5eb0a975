import type { Lang } from '@crm/shared/i18n';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import { translate } from '../../lib/i18n';
import type { Lookups } from './lookups';
import type { ModelDefinition, ModelField } from './models';
import { nullObject } from '@crm/shared/object-keys';

export type RecordValue = string | number | null;
/** A valid row ready to write: field key → resolved value (ids for references). */
export type DataRecord = Record<string, RecordValue>;

export interface RowError {
  row: number;
  column: string;
  reason: string;
}

/** Header text → field: Chinese or English name or key, ignoring a trailing required mark and case. */
export function mapHeader(model: ModelDefinition, header: string[]): { columns: Array<ModelField | undefined>; missing: ModelField[] } {
  const norm = (text: string) =>
    text
      .replace(/[*＊]\s*$/, '')
      .trim()
      .toLowerCase();
  const columns = header.map((h) => model.fields.find((f) => [f.name, f.nameEn, f.key].some((n) => n.toLowerCase() === norm(h))));
  return { columns, missing: model.fields.filter((f) => f.required && !columns.includes(f)) };
}

const MONTH = /^(\d{4})[-/.年]?(\d{1,2})(?:月)?(?:[-/.](\d{1,2}))?$/;

export function parseMonth(text: string): string | null {
  const m = MONTH.exec(text);
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return `${m[1]}-${String(month).padStart(2, '0')}`;
}

/** Checks rows of one model against its rules and the tenant's codes; collects every error. */
export class RowValidator {
  private readonly seenKeys = new Map<string, number>();

  constructor(
    private readonly model: ModelDefinition,
    private readonly columns: Array<ModelField | undefined>,
    private readonly lookups: Lookups,
    private readonly lang: Lang,
  ) {}

  private reason(key: ServerMessageKey, params?: Record<string, string | number>) {
    return translate(this.lang, key, params);
  }

  private label(field: ModelField) {
    return this.lang === 'en' ? field.nameEn : field.name;
  }

  /** The raw cells of a row by field key (for previews and the rejected-rows workbook). */
  raw(cells: string[]): Record<string, string> {
    const out = nullObject<string>();
    this.columns.forEach((field, i) => {
      if (field) out[field.key] = cells[i] ?? '';
    });
    return out;
  }

  check(row: number, cells: string[]): { record: DataRecord | null; errors: RowError[] } {
    const raw = this.raw(cells);
    const record: DataRecord = nullObject();
    const errors: RowError[] = [];
    for (const field of this.model.fields) {
      const text = raw[field.key] ?? '';
      const fail = (key: ServerMessageKey, params?: Record<string, string | number>) => errors.push({ row, column: this.label(field), reason: this.reason(key, params) });
      if (text === '') {
        if (field.required) fail('dataRowRequired');
        record[field.key] = null;
        continue;
      }
      const value = this.convert(field, text);
      if (typeof value === 'object' && value !== null) fail(value.error, { value: text, max: field.maxLength ?? 0 });
      else record[field.key] = value;
    }
    if (errors.length === 0) this.crossChecks(row, record, errors);
    if (errors.length === 0) {
      const key = this.model.fields
        .filter((f) => f.naturalKey)
        .map((f) => String(record[f.key] ?? ''))
        .join('\u0001');
      const first = this.seenKeys.get(key);
      if (first !== undefined)
        errors.push({
          row,
          column: this.model.fields
            .filter((f) => f.naturalKey)
            .map((f) => this.label(f))
            .join(' + '),
          reason: this.reason('dataRowDuplicateKey', { row: first }),
        });
      else this.seenKeys.set(key, row);
    }
    return { record: errors.length === 0 ? record : null, errors };
  }

  private convert(field: ModelField, text: string): RecordValue | { error: ServerMessageKey } {
    switch (field.type) {
      case 'int':
        return /^\d{1,9}$/.test(text) ? Number(text) : { error: 'dataRowNotInteger' };
      case 'decimal':
        return /^\d{1,12}(\.\d{1,2})?$/.test(text) ? Number(text) : { error: 'dataRowNotNumber' };
      case 'month':
        return parseMonth(text) ?? { error: 'dataRowBadMonth' };
      case 'text':
        if (field.maxLength && text.length > field.maxLength) return { error: 'dataRowTooLong' };
        if (field.key === 'mobile' && !/^1\d{10}$/.test(text)) return { error: 'dataRowBadMobile' };
        return text;
      case 'dict':
        return this.lookups.doctorTitle.get(text) ?? this.lookups.doctorTitle.get(text.toLowerCase()) ?? { error: 'dataRowNotInList' };
      case 'ref': {
        const target = field.ref!;
        if (target === 'indication') return this.lookups.indication.get(text) ?? this.lookups.indication.get(text.toLowerCase()) ?? { error: 'dataRowNotInList' };
        return this.lookups[target].get(text) ?? { error: target === 'product' || target === 'org' ? 'dataRowNotInList' : 'dataRowUnknownCode' };
      }
    }
  }

  /** Rules across fields: the doctor works at the hospital, the month is still open. */
  private crossChecks(row: number, record: DataRecord, errors: RowError[]) {
    if (this.model.code !== 'sdaRecords') return;
    const doctorField = this.model.fields.find((f) => f.key === 'doctorCode')!;
    if (record.doctorCode !== null) {
      if (this.lookups.doctorHospital.get(Number(record.doctorCode)) !== record.hospitalCode)
        errors.push({ row, column: this.label(doctorField), reason: this.reason('dataRowDoctorElsewhere') });
    }
    if (this.lookups.closedMonths.has(String(record.month))) {
      errors.push({ row, column: this.label(this.model.fields.find((f) => f.key === 'month')!), reason: this.reason('dataRowPeriodClosed', { month: String(record.month) }) });
    }
  }
}
