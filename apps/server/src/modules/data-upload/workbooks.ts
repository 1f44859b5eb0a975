import ExcelJS from 'exceljs';
import type { Lang } from '@crm/shared/i18n';
import type { DataUploadError } from '../../db/schema/index';
import { fieldOptions, type Lookups } from './lookups';
import type { ModelDefinition } from './models';
import { readSheet } from './sheet-reader';

const LAST_TEMPLATE_ROW = 5000;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F4FF' } };

function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * The upload template of a model: one header per field (required ones marked *), the field's rule
 * as the header's comment, dropdowns from the field's list (kept on a hidden sheet, as lists may
 * exceed what an inline list holds), and one example row.
 */
export async function buildTemplate(model: ModelDefinition, lookups: Lookups, lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? model.nameEn : model.name);
  const lists = workbook.addWorksheet('lists', { state: 'veryHidden' });
  sheet.columns = model.fields.map((f) => ({
    header: `${lang === 'en' ? f.nameEn : f.name}${f.required ? '*' : ''}`,
    key: f.key,
    width: Math.max(14, (lang === 'en' ? f.nameEn : f.name).length * 2 + 4),
  }));
  let listColumn = 0;
  model.fields.forEach((field, i) => {
    const header = sheet.getRow(1).getCell(i + 1);
    header.font = { bold: true, color: field.required ? { argb: 'FFCF1322' } : undefined };
    header.fill = HEADER_FILL;
    header.note = lang === 'en' ? field.ruleEn : field.rule;
    const options = fieldOptions(lookups, field);
    if (options && options.length > 0) {
      const letter = columnLetter(listColumn++);
      options.forEach((o, r) => (lists.getCell(`${letter}${r + 1}`).value = o.value));
      const column = columnLetter(i);
      // `dataValidations` (range validations) is in exceljs but missing from its type definitions.
      (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }).dataValidations.add(`${column}2:${column}${LAST_TEMPLATE_ROW}`, {
        type: 'list',
        allowBlank: !field.required,
        formulae: [`lists!$${letter}$1:$${letter}$${options.length}`],
        showErrorMessage: true,
        errorTitle: lang === 'en' ? field.nameEn : field.name,
        error: lang === 'en' ? field.ruleEn : field.rule,
      });
    }
  });
  const example = sheet.addRow(Object.fromEntries(model.fields.map((f) => [f.key, f.example])));
  example.font = { italic: true, color: { argb: 'FF8C8C8C' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rejected rows as they were uploaded (same columns, same order), each with its errors in a last column. */
export async function buildRejectedWorkbook(
  content: Buffer,
  format: 'xlsx' | 'csv',
  errors: DataUploadError[],
  lang: Lang,
  limits: { maxChars: number; maxRows: number },
): Promise<Buffer> {
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${e.column}: ${e.reason}`]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Rejected rows' : '未导入的行');
  let first = true;
  for await (const { row, cells } of readSheet(content, format, limits)) {
    if (first) {
      const header = sheet.addRow([...cells, lang === 'en' ? 'Errors' : '错误原因', lang === 'en' ? 'Row in file' : '原行号']);
      header.font = { bold: true };
      first = false;
      continue;
    }
    const reasons = byRow.get(row);
    if (reasons) sheet.addRow([...cells, reasons.join('; '), row]).getCell(cells.length + 1).font = { color: { argb: 'FFCF1322' } };
  }
  // A file-level error (row 1) has no data row of its own: list it under the header.
  if (byRow.has(1)) sheet.addRow(['', byRow.get(1)!.join('; ')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
