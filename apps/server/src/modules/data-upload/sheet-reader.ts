import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { restoreNeutralised } from '../../lib/formula-guard';

/** One data row as read: its 1-based row number in the sheet and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

export class SheetTooLargeError extends Error {}

const CJK = /[\u3400-\u9fff]/;

/**
 * Decodes CSV bytes: UTF-8 (with or without BOM) when valid, else GB18030 as Chinese Excel saves.
 * A short GB18030 text can also be valid UTF-8 (read as Cyrillic or Armenian letters): when the
 * UTF-8 reading has no Chinese character at all and the GB18030 one has, the latter wins.
 */
export function decodeCsv(content: Buffer): string {
  const gb = () => new TextDecoder('gb18030').decode(content);
  let utf8: string;
  try {
    utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return gb();
  }
  if (content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf) return utf8;
  const alternative = gb();
  return !CJK.test(utf8) && CJK.test(alternative) ? alternative : utf8;
}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function* parseCsv(text: string): Generator<string[]> {
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      yield row;
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    yield row;
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/**
 * Reads the first worksheet of an xlsx or a CSV row by row, streaming: the xlsx is never loaded
 * whole. Text this server neutralised on export ('=…, the rejected rows sent back) is read as typed. Stops with SheetTooLargeError once the text read passes `maxChars` (a zip whose
 * directory understates what it inflates to) or the rows pass `maxRows`.
 */
export async function* readSheet(content: Buffer, format: 'xlsx' | 'csv', limits: { maxChars: number; maxRows: number }): AsyncGenerator<SheetRow> {
  let chars = 0;
  let count = 0;
  const guard = (cells: string[]) => {
    for (const c of cells) chars += c.length;
    if (chars > limits.maxChars) throw new SheetTooLargeError('inflated');
    if (++count > limits.maxRows + 1) throw new SheetTooLargeError('rows');
  };
  if (format === 'csv') {
    let row = 0;
    for (const cells of parseCsv(decodeCsv(content))) {
      row++;
      guard(cells);
      yield { row, cells: cells.map((c) => restoreNeutralised(c.trim())) };
    }
    return;
  }
  // ExcelJS's streaming reader now and then misses whole parts of the zip (one or two reads in a
  // thousand when reads run side by side): the workbook part goes unseen and the sheet fails before
  // its first row, or no sheet is found. The file is in memory, so such a read is made again; a read
  // that fails after a row was passed on is not.
  for (let attempt = 1; ; attempt++) {
    let rowsRead = 0;
    try {
      for await (const row of xlsxRows(content)) {
        rowsRead++;
        guard(row.cells);
        yield row;
      }
      if (rowsRead > 0 || attempt === XLSX_ATTEMPTS) return;
    } catch (error) {
      if (rowsRead > 0 || attempt === XLSX_ATTEMPTS || error instanceof SheetTooLargeError) throw error;
    }
  }
}

const XLSX_ATTEMPTS = 3;

/** The rows of an xlsx's first worksheet, streaming. */
async function* xlsxRows(content: Buffer): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(content), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield { row: row.number, cells: Array.from(values, (v) => restoreNeutralised(cellText(v as ExcelJS.CellValue).trim())) };
    }
    return; // the first worksheet only
  }
}
