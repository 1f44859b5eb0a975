import { PassThrough, type Readable } from 'node:stream';
import { XLSX_MEDIA_TYPE } from '@crm/shared/contract';
import { dictionaryOf } from '@crm/shared/object-keys';
import { once } from 'node:events';
import type ExcelJS from 'exceljs';
import yazl from 'yazl';
import { neutraliseFormula } from './formula-guard';

/**
 * The one writer of every workbook the server sends: no other file writes xlsx or CSV (kept by
 * test/export-safety.test.ts), and all text passes the formula guard. A streaming .xlsx writer: the SpreadsheetML parts of one worksheet zipped by yazl, with rows
 * appended as they come (for example from a database cursor), so an export of any size uses
 * little memory. Strings are written inline (no shared-string table to hold in memory).
 */
export type XlsxCell = string | number | boolean | Date | XlsxDay | null | undefined;

/** A calendar day without a time (a transfer's date): a date cell shown as yyyy-mm-dd. */
export interface XlsxDay {
  day: string;
}

/** A date cell for a calendar day given as YYYY-MM-DD; nothing for an empty or malformed day. */
export function calendarDay(day: string | null | undefined): XlsxDay | null {
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : null;
}

export interface XlsxColumn {
  header: string;
  /** Width in characters. */
  width?: number;
}

export interface XlsxOptions {
  sheetName?: string;
  columns: XlsxColumn[];
  rows: AsyncIterable<XlsxCell[]> | Iterable<XlsxCell[]>;
  /** Dates are written as wall-clock time in this IANA zone (spreadsheets have no zones). */
  timeZone?: string;
}

/** The .xlsx media type, as the contracts of exports declare it. */
export const XLSX_CONTENT_TYPE = XLSX_MEDIA_TYPE;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEADER_STYLE = 1;
const DATE_STYLE = 2;
const DAY_STYLE = 3;
const CHUNK_CHARS = 64 * 1024;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`;
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Characters XML 1.0 cannot carry are dropped; the five special ones are escaped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Days since 1899-12-30, Excel's date serial, of the wall-clock time in the zone. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building one costs more than formatting a cell with it. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The zone's offset from UTC in ms at an instant. Offsets change only on quarter hours, so it is
 * kept per zone and quarter hour: an export of many visits formats the wall clock a few thousand
 * times instead of twice per row.
 */
const offsetCache = new Map<string, number>();
const QUARTER_HOUR = 15 * 60_000;

function zoneOffset(date: Date, timeZone: string): number {
  const quarter = Math.floor(date.getTime() / QUARTER_HOUR);
  const key = `${timeZone}|${quarter}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const at = new Date(quarter * QUARTER_HOUR);
    const parts = dictionaryOf(
      wallClockFormat(timeZone)
        .formatToParts(at)
        .map((p) => [p.type, Number(p.value)]),
    );
    offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - at.getTime();
    if (offsetCache.size >= 50_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

function excelSerial(date: Date, timeZone: string): number {
  return (date.getTime() + zoneOffset(date, timeZone)) / 86_400_000 + 25_569;
}

function cellXml(ref: string, value: XlsxCell, timeZone: string, style?: number): string {
  const s = style === undefined ? '' : ` s="${style}"`;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"${s}><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date) return `<c r="${ref}" s="${DATE_STYLE}"><v>${excelSerial(value, timeZone)}</v></c>`;
  if (typeof value === 'object') {
    const [year, month, day] = value.day.split('-').map(Number) as [number, number, number];
    return `<c r="${ref}" s="${DAY_STYLE}"><v>${Date.UTC(year, month - 1, day) / 86_400_000 + 25_569}</v></c>`;
  }
  return `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${escapeXml(neutraliseFormula(value))}</t></is></c>`;
}

function rowXml(rowNumber: number, cells: XlsxCell[], timeZone: string, style?: number): string {
  return `<row r="${rowNumber}">${cells.map((cell, i) => cellXml(`${columnName(i)}${rowNumber}`, cell, timeZone, style)).join('')}</row>`;
}

async function writeSheet(sheet: PassThrough, options: XlsxOptions): Promise<void> {
  const timeZone = options.timeZone ?? 'UTC';
  const write = async (chunk: string) => {
    if (!sheet.write(chunk)) await once(sheet, 'drain');
  };
  const cols = options.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 16}" customWidth="1"/>`).join('');
  await write(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>`);
  await write(
    rowXml(
      1,
      options.columns.map((c) => c.header),
      timeZone,
      HEADER_STYLE,
    ),
  );
  // Rows go to the zip in chunks of about 64 KiB: each write is a round trip to the compressor,
  // which costs more than the row itself.
  let rowNumber = 1;
  let pending: string[] = [];
  let pendingLength = 0;
  for await (const row of options.rows) {
    rowNumber += 1;
    const xml = rowXml(rowNumber, row, timeZone);
    pending.push(xml);
    pendingLength += xml.length;
    if (pendingLength >= CHUNK_CHARS) {
      await write(pending.join(''));
      pending = [];
      pendingLength = 0;
    }
  }
  sheet.end(`${pending.join('')}</sheetData></worksheet>`);
}

/** The workbook as a stream; an error while producing rows destroys the stream with that error. */
export function xlsxStream(options: XlsxOptions): Readable {
  const zip = new yazl.ZipFile();
  const sheetName = escapeXml((options.sheetName ?? 'Sheet1').replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
  zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels');
  zip.addBuffer(
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/workbook.xml',
  );
  zip.addBuffer(Buffer.from(WORKBOOK_RELS), 'xl/_rels/workbook.xml.rels');
  zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml');
  const sheet = new PassThrough();
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml');
  zip.end();
  writeSheet(sheet, options).catch((error: unknown) => {
    sheet.destroy(error as Error);
    (zip.outputStream as PassThrough).destroy(error as Error);
  });
  return zip.outputStream as Readable;
}

/**
 * A workbook built with exceljs (for what the streaming writer cannot carry: dropdowns, notes, a
 * hidden list sheet) as xlsx bytes, every cell's text first passed through the formula guard: a
 * string, the runs of rich text, a hyperlink's text, and a formula (which no export writes on
 * purpose) as inert text.
 */
export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  workbook.eachSheet((sheet) =>
    sheet.eachRow({ includeEmpty: false }, (row) =>
      row.eachCell({ includeEmpty: false }, (cell) => {
        cell.value = guardedValue(cell.value);
      }),
    ),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function guardedValue(value: ExcelJS.CellValue): ExcelJS.CellValue {
  if (typeof value === 'string') return neutraliseFormula(value);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if ('formula' in value || 'sharedFormula' in value) return neutraliseFormula(`=${'formula' in value ? value.formula : value.sharedFormula}`);
  if ('richText' in value) {
    const [first, ...rest] = value.richText;
    return first ? { richText: [{ ...first, text: neutraliseFormula(first.text) }, ...rest] } : value;
  }
  if ('hyperlink' in value) return { ...value, text: neutraliseFormula(value.text) };
  return value;
}
