import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_A, type TestApp } from './helpers';
import { PDF, createMeeting, meetingBody, multipart, repChoices, upload } from './meeting-fixtures';
import { rowsOf } from '../src/db/rows';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000005000157c2b0a10000000049454e44ae426082', 'hex');
const MB = 1024 * 1024;
const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

/** `megabytes` of zeros, streamed so the test never holds them. */
function zeros(megabytes: number): Readable {
  let left = megabytes;
  const chunk = Buffer.alloc(MB);
  return new Readable({
    read() {
      this.push(left-- > 0 ? chunk : null);
    },
  });
}

/** An .xlsx-shaped zip whose sheet inflates to `sheetMegabytes` (a zip bomb when that is large). */
async function xlsxBomb(sheetMegabytes: number, extraEntries = 0): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'), '[Content_Types].xml');
  zip.addReadStream(zeros(sheetMegabytes), 'xl/worksheets/sheet1.xml');
  for (let i = 0; i < extraEntries; i++) zip.addBuffer(Buffer.from('x'), `xl/media/${i}.bin`);
  zip.end();
  return buffer(zip.outputStream);
}

describe('uploads are bounded', () => {
  let t: TestApp;
  let rep: string;
  let admin: string;
  const send = (token: string, url: string, form: { payload: Buffer; contentType: string }) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { host: TENANT_A, authorization: `Bearer ${token}`, 'content-type': form.contentType, 'accept-language': 'en' },
    });
  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await t.app.db.execute(query))[0]!.n);

  beforeAll(async () => {
    t = await buildTestApp();
    rep = (await login(t.app, 'rep')).access_token;
    admin = (await login(t.app, 'admin')).access_token;
  });
  afterAll(() => t?.close());

  it('refuses a 50 MB certificate with 413 and stores nothing', async () => {
    const doctorId = Number(
      rowsOf<{ id: number }>(
        await t.app.db.execute(sql`select d.id from doctor d join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-1' and d.tenant_id = 1 and d.verify_status = 'UNVERIFIED' order by d.id limit 1`),
      )[0]!.id,
    );
    const draft = (await api(t.app, rep, { method: 'POST', url: '/prod-api/doctor/verify/save', payload: { doctorId } })).json().result;
    const before = await count(sql`select count(*)::int as n from verification_certificate`);
    const huge = multipart({}, { name: 'big.png', content: Buffer.concat([PNG, Buffer.alloc(50 * MB)]) });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await send(rep, `/prod-api/doctor/verify/upload/certificate?id=${draft.id}`, huge);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('The file must not exceed 10 MB');
    }
    expect(await count(sql`select count(*)::int as n from verification_certificate`)).toBe(before);
  });

  it('refuses a 50 MB meeting file with 413 and stores nothing', async () => {
    const meetingId = await createMeeting(t, rep, meetingBody(await repChoices(t, rep)));
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await upload(t, rep, meetingId, { kind: 'ATTACHMENT' }, { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(50 * MB)]) });
      expect(response.statusCode).toBe(413);
    }
    expect(await count(sql`select count(*)::int as n from meeting_file where meeting_id = ${meetingId}`)).toBe(0);
    const small = await upload(t, rep, meetingId, { kind: 'ATTACHMENT' }, { name: 'agenda.pdf', content: PDF });
    expect(small.statusCode).toBe(200);
  });

  it('refuses an xlsx that inflates to 200 MB in under a second, with flat memory, while other requests stay fast', async () => {
    const bomb = await xlsxBomb(200);
    expect(bomb.length).toBeLessThan(MB);
    const form = multipart({}, { name: 'doctors.xlsx', content: bomb });
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const [refused, other] = await Promise.all([
      send(admin, '/prod-api/doctor/verify/upload', form),
      (async () => {
        const otherStarted = performance.now();
        const response = await api(t.app, admin, { url: '/prod-api/API-SYSTEM/user/info' });
        return { response, ms: performance.now() - otherStarted };
      })(),
    ]);
    const elapsed = performance.now() - started;
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/inflates too large/);
    expect(elapsed).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(150 * MB);
    expect(other.response.statusCode).toBe(200);
    expect(other.ms).toBeLessThan(1000);
  });

  it('refuses at once an xlsx whose directory declares more than the limit, and one that inflates beyond what it declares', async () => {
    const small = await xlsxBomb(2);
    const declaring = Buffer.from(small);
    const lying = await xlsxBomb(200);
    for (let at = declaring.indexOf(CENTRAL_HEADER); at >= 0; at = declaring.indexOf(CENTRAL_HEADER, at + 4)) declaring.writeUInt32LE(0x7fff0000, at + 24);
    for (let at = lying.indexOf(CENTRAL_HEADER); at >= 0; at = lying.indexOf(CENTRAL_HEADER, at + 4)) if (lying.readUInt32LE(at + 24) > MB) lying.writeUInt32LE(4096, at + 24);
    for (const content of [declaring, lying]) {
      const started = performance.now();
      const refused = await send(admin, '/prod-api/doctor/verify/upload', multipart({}, { name: 'doctors.xlsx', content }));
      expect(refused.statusCode).toBe(413);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('refuses an xlsx with too many entries, and a file that is no archive at all', async () => {
    const many = await send(admin, '/prod-api/doctor/verify/upload', multipart({}, { name: 'doctors.xlsx', content: await xlsxBomb(0, 600) }));
    expect(many.statusCode).toBe(413);
    const notZip = await send(admin, '/prod-api/doctor/verify/upload', multipart({}, { name: 'doctors.xlsx', content: Buffer.from('PK\u0003\u0004 not really a zip') }));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toBe('Upload an Excel file in .xlsx format');
  });
});
