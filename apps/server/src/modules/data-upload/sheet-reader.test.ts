import { describe, expect, it } from 'vitest';
import { decodeCsv, parseCsv } from './sheet-reader';
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
});
