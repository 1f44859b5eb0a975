import ExcelJS from 'exceljs';
import { dictionaryOf } from '@crm/shared/object-keys';
import type { Lang } from '@crm/shared/i18n';
import type { DataUploadError } from '../../db/schema/data-upload/data-upload';
import { workbookBuffer } from '../../lib/xlsx-writer';
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

/** A sheet headed by the model's fields (required ones marked *), each rule as its header's comment. */
function addFieldSheet(workbook: ExcelJS.Workbook, name: string, model: ModelDefinition, lang: Lang): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = model.fields.map((f) => ({
    header: `${lang === 'en' ? f.nameEn : f.name}${f.required ? '*' : ''}`,
    key: f.key,
    width: Math.max(14, (lang === 'en' ? f.nameEn : f.name).length * 2 + 4),
  }));
  model.fields.forEach((field, i) => {
    const header = sheet.getRow(1).getCell(i + 1);
    header.font = { bold: true, color: field.required ? { argb: 'FFCF1322' } : undefined };
    header.fill = HEADER_FILL;
    header.note = lang === 'en' ? field.ruleEn : field.rule;
  });
  return sheet;
}

/** A field whose cells are numbers. */
const isNumeric = (field: ModelDefinition['fields'][number]) => field.type === 'int' || field.type === 'decimal';

/**
 * The upload template of a model: the data sheet (read on upload) with the headers and dropdowns
 * from the field's list (kept on a hidden sheet, as lists may exceed what an inline list holds),
 * then an example sheet with one example row. The example lives on a sheet of its own because only
 * the first sheet is read: a template uploaded unchanged imports nothing.
 */
export async function buildTemplate(model: ModelDefinition, lookups: Lookups, lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = addFieldSheet(workbook, lang === 'en' ? model.nameEn : model.name, model, lang);
  const exampleSheet = addFieldSheet(workbook, lang === 'en' ? 'Example' : '示例', model, lang);
  const lists = workbook.addWorksheet('lists', { state: 'veryHidden' });
  let listColumn = 0;
  model.fields.forEach((field, i) => {
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
  // Numbers as number cells, as the user's own would be (a decimal shown with its two places).
  const example = exampleSheet.addRow(dictionaryOf(model.fields.map((f) => [f.key, isNumeric(f) && f.example !== '' ? Number(f.example) : f.example])));
  example.font = { italic: true, color: { argb: 'FF8C8C8C' } };
  model.fields.forEach((field, i) => {
    if (field.type === 'decimal') example.getCell(i + 1).numFmt = '0.00';
  });
  return workbookBuffer(workbook);
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
  return workbookBuffer(workbook);
}
