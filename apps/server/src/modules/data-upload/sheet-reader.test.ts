import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv, readSheet } from './sheet-reader';
import { parseMonth } from './validate-rows';

describe('reading uploaded sheets', () => {
  it('parses quoted CSV fields with commas, quotes and line breaks', () => {
    expect([...parseCsv('a,"b,c","say ""hi"""\r\n"multi\nline",x,\r\n')]).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['multi\nline', 'x', ''],
    ]);
  });

  it('decodes UTF-8 (with a byte-order mark) and falls back to GB18030', () => {
    expect(decodeCsv(Buffer.from('\ufeff医院,1', 'utf8'))).toBe('医院,1');
    expect(decodeCsv(Buffer.from('医院,1', 'utf8'))).toBe('医院,1');
    expect(decodeCsv(Buffer.from('Hospital,1', 'utf8'))).toBe('Hospital,1');
    // 医院 in GB18030
    expect(decodeCsv(Buffer.from([0xd2, 0xbd, 0xd4, 0xba, 0x2c, 0x31]))).toBe('医院,1');
  });

  it('reads months in the forms spreadsheets produce', () => {
    expect(parseMonth('2026-1')).toBe('2026-01');
    expect(parseMonth('2026/03')).toBe('2026-03');
    expect(parseMonth('202604')).toBe('2026-04');
    expect(parseMonth('2026年5月')).toBe('2026-05');
    expect(parseMonth('2026-06-01')).toBe('2026-06');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('June')).toBeNull();
  });

  it('reads the same workbook whole every time, however many reads run side by side', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('data');
    sheet.addRow(['医院编码', '产品编码', '月份', '数量', '金额']);
    for (let i = 0; i < 6; i++) sheet.addRow([`H${i}`, 'P-ESC', '2026-01', i, '10.5']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const readWhole = async () => {
      const rows: string[][] = [];
      for await (const { cells } of readSheet(content, 'xlsx', { maxChars: 1_000_000, maxRows: 100 })) rows.push(cells);
      return rows;
    };
    // Without the second read, one read in about a thousand failed here (a whole valid file reported
    // unreadable); this test then failed in about one run of three.
    const failed: string[] = [];
    for (let round = 0; round < 200; round++) {
      const results = await Promise.allSettled(Array.from({ length: 10 }, readWhole));
      for (const result of results) {
        if (result.status === 'rejected') failed.push(String(result.reason));
        else if (result.value.length !== 7 || result.value[6]![0] !== 'H5') failed.push(`read ${result.value.length} rows`);
      }
    }
    expect(failed).toEqual([]);
  }, 120_000);
});
