import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxStream, type XlsxCell } from '../src/lib/xlsx-writer';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000005000157c2b0a10000000049454e44ae426082', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(parts: Array<{ name: string; value: string } | { name: string; fileName: string; content: Buffer; contentType: string }>) {
  const boundary = `----crm${Date.now()}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${'fileName' in part ? `; filename="${part.fileName}"\r\nContent-Type: ${part.contentType}` : ''}\r\n\r\n`,
    ),
    'content' in part ? part.content : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function sheet(rows: XlsxCell[][]): Promise<Buffer> {
  return buffer(xlsxStream({ columns: rows[0]!.map((header) => ({ header: String(header) })), rows: rows.slice(1) }));
}

describe('doctor data verification', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let doctorId: number;
  let hospitalName: string;
  let departmentName: string;
  let hospitalNameEn: string;
  const call = (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, lang?: string) =>
    api(t.app, tokens[user]!, { method, url, ...(payload === undefined ? {} : { payload }), ...(lang ? { lang } : {}), ...(user.endsWith('B') ? { host: TENANT_B } : {}) });
  const upload = (user: string, url: string, form: ReturnType<typeof multipart>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { host: 'localhost', authorization: `Bearer ${tokens[user]}`, 'content-type': form.contentType, 'accept-language': lang },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const user of ['admin', 'rep', 'rep2', 'manager', 'reader']) tokens[user] = (await login(t.app, user)).access_token;
    tokens.managerB = (await login(t.app, 'manager', TENANT_B)).access_token;
    const row = rowsOf<{ id: number; hospital: string; hospital_en: string; department: string }>(
      await t.app.db.execute(sql`select d.id, h.name as hospital, h.name_en as hospital_en, hd.name as department from doctor d join hospital h on h.id = d.hospital_id
      join hospital_department hd on hd.id = d.hospital_department_id join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-1' and d.tenant_id = 1 and d.verify_status = 'UNVERIFIED' order by d.id desc limit 1`),
    )[0]!;
    [doctorId, hospitalName, departmentName, hospitalNameEn] = [Number(row.id), row.hospital, row.department, row.hospital_en];
  });
  afterAll(() => t.close());

  it('runs the flow: save, upload a certificate, submit once, approve — and the doctor becomes verified', async () => {
    const draft = (await call('rep', 'POST', '/prod-api/doctor/verify/save', { doctorId, remark: '已核对执业证' })).json().result;
    expect(draft).toMatchObject({ status: 'DRAFT', doctorId, hospitalName, departmentName, remark: '已核对执业证', certificateCount: 0 });
    // English pages name the hospital in English, from the hospital of that name.
    expect(hospitalNameEn).toMatch(/[A-Za-z]/);
    expect(draft.hospitalNameEn).toBe(hospitalNameEn);
    const early = await call('rep', 'POST', `/prod-api/doctor/verify/submit/${draft.id}`, undefined, 'en');
    expect(early.json().message).toBe('Upload a certificate before submitting');
    const certificate = await upload(
      'rep',
      `/prod-api/doctor/verify/upload/certificate?id=${draft.id}`,
      multipart([{ name: 'file', fileName: '执业证书.png', content: PNG, contentType: 'image/png' }]),
    );
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(certificate.json().result).toMatchObject({ verificationId: draft.id, contentType: 'image/png', sizeBytes: PNG.length, fileName: '执业证书.png' });
    const viaField = await upload(
      'rep',
      '/prod-api/doctor/verify/upload/certificate',
      multipart([
        { name: 'id', value: String(draft.id) },
        { name: 'file', fileName: 'licence.pdf', content: PDF, contentType: 'application/pdf' },
      ]),
    );
    expect(viaField.json().result.contentType).toBe('application/pdf');
    const listed = (await call('rep', 'GET', `/prod-api/doctor/verify/find/certificate/${draft.id}`)).json().result;
    expect(listed).toHaveLength(2);
    const file = await call('manager', 'GET', listed[0].url);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await call('rep', 'DELETE', `/prod-api/doctor/verify/delete/certificate?id=${listed[1].id}`)).statusCode).toBe(200);
    const submitted = (await call('rep', 'POST', `/prod-api/doctor/verify/submit/${draft.id}`)).json().result;
    expect(submitted).toMatchObject({ status: 'SUBMITTED', certificateCount: 1, submittedAt: expect.any(String) });
    expect((await call('rep', 'GET', `/prod-api/doctor/find/${doctorId}`)).json().result.verifyStatus).toBe('PENDING');
    const again = await call('rep', 'POST', `/prod-api/doctor/verify/submit/${draft.id}`, undefined, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification has already been submitted');
    const changed = await call('rep', 'POST', '/prod-api/doctor/verify/save', { id: draft.id, doctorId, remark: 'x' }, 'en');
    expect(changed.json().message).toMatch(/not yet submitted/);
    expect(
      (await upload('rep', `/prod-api/doctor/verify/upload/certificate?id=${draft.id}`, multipart([{ name: 'file', fileName: 'a.png', content: PNG, contentType: 'image/png' }])))
        .statusCode,
    ).toBe(400);
    const approved = (await call('manager', 'POST', `/prod-api/doctor/verify/approve/${draft.id}`)).json().result;
    expect(approved).toMatchObject({ status: 'APPROVED', reviewedBy: { firstName: expect.any(String) }, reviewedAt: expect.any(String) });
    const record = (await call('rep', 'GET', `/prod-api/doctor/find/${doctorId}`)).json().result;
    expect(record).toMatchObject({ verifyStatus: 'VERIFIED', latestVerification: { id: draft.id, status: 'APPROVED' } });
    const twice = await call('manager', 'POST', `/prod-api/doctor/verify/reject/${draft.id}`, { reason: '迟到的驳回' }, 'en');
    expect(twice.json().message).toBe('Only a verification awaiting review can be reviewed');
  });

  it('rejects with a reason, only by a reviewer who is not the submitter', async () => {
    const draft = (await call('rep', 'POST', '/prod-api/doctor/verify/save', { doctorId })).json().result;
    await upload(
      'rep',
      `/prod-api/doctor/verify/upload/certificate?id=${draft.id}`,
      multipart([{ name: 'file', fileName: 'c.pdf', content: PDF, contentType: 'application/pdf' }]),
    );
    await call('rep', 'POST', `/prod-api/doctor/verify/submit/${draft.id}`);
    expect((await call('rep', 'POST', `/prod-api/doctor/verify/approve/${draft.id}`)).statusCode).toBe(403);
    const noReason = await call('manager', 'POST', `/prod-api/doctor/verify/reject/${draft.id}`, { reason: '' }, 'en');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/);
    const rejected = (await call('manager', 'POST', `/prod-api/doctor/verify/reject/${draft.id}`, { reason: '证书照片模糊' })).json().result;
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectReason: '证书照片模糊' });
    const history = (await call('rep', 'GET', `/prod-api/doctor/verify/${doctorId}/page`)).json().result;
    expect(history.content.map((v: { status: string }) => v.status)).toEqual(['REJECTED', 'APPROVED']);
  });

  it('checks certificates by content and size', async () => {
    const draft = (await call('rep', 'POST', '/prod-api/doctor/verify/save', { doctorId })).json().result;
    const disguised = await upload(
      'rep',
      `/prod-api/doctor/verify/upload/certificate?id=${draft.id}`,
      multipart([{ name: 'file', fileName: 'photo.png', content: Buffer.from('<script>alert(1)</script>'), contentType: 'image/png' }]),
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe('The certificate must be a JPG or PNG image or a PDF');
    const huge = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await upload(
      'rep',
      `/prod-api/doctor/verify/upload/certificate?id=${draft.id}`,
      multipart([{ name: 'file', fileName: 'big.png', content: huge, contentType: 'image/png' }]),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file must not exceed 10 MB');
    const noFile = await upload('rep', `/prod-api/doctor/verify/upload/certificate?id=${draft.id}`, multipart([{ name: 'id', value: String(draft.id) }]));
    expect(noFile.json().message).toBe('Choose a file to upload');
    const someoneElses = await upload(
      'rep2',
      `/prod-api/doctor/verify/upload/certificate?id=${draft.id}`,
      multipart([{ name: 'file', fileName: 'a.png', content: PNG, contentType: 'image/png' }]),
    );
    expect(someoneElses.statusCode).toBe(404);
  });

  it('lists records within the data range, filtered by repeated status keys', async () => {
    const mine = (await call('rep', 'GET', '/prod-api/doctor/verify/findBy/page?size=100')).json().result;
    expect(mine.content.every((v: { createdBy: { id: number } }) => v.createdBy.id === mine.content[0].createdBy.id)).toBe(true);
    const district = (await call('manager', 'GET', '/prod-api/doctor/verify/findBy/page?size=100')).json().result;
    expect(district.totalElements).toBeGreaterThan(mine.totalElements);
    const reviewed = (await call('manager', 'GET', '/prod-api/doctor/verify/findBy/page?status=APPROVED&status=REJECTED&size=100')).json().result;
    expect(reviewed.content.length).toBeGreaterThan(0);
    expect(new Set(reviewed.content.map((v: { status: string }) => v.status))).toEqual(new Set(['APPROVED', 'REJECTED']));
    const single = (await call('manager', 'GET', '/prod-api/doctor/verify/findBy/page?status=DRAFT')).json().result;
    expect(single.content.every((v: { status: string }) => v.status === 'DRAFT')).toBe(true);
    expect((await call('managerB', 'GET', '/prod-api/doctor/verify/findBy/page?size=100')).json().result.content.some((v: { doctorId: number }) => v.doctorId === doctorId)).toBe(
      false,
    );
    const bad = await call('manager', 'GET', '/prod-api/doctor/verify/findBy/page?status=LOST', undefined, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
    expect((await call('reader', 'GET', '/prod-api/doctor/verify/findBy/page')).statusCode).toBe(403);
  });

  it('names a department the standard list lacks by its hospital’s English name for it, and the rep by their English name, on English screens', async () => {
    const [local] = rowsOf<{ id: number; name_en: string }>(
      await t.app.db.execute(sql`select d.id, hd.name_en from doctor d join hospital_department hd on hd.id = d.hospital_department_id
        join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
        where o.code = 'T-SH1-1' and d.tenant_id = 1 and hd.name_en is not null and not exists (select 1 from standard_department sd where sd.name = hd.name)
          and not exists (select 1 from doctor_verification v where v.doctor_id = d.id) order by d.id limit 1`),
    );
    expect(local, 'the demo has doctors in departments named locally').toBeTruthy();
    const draft = (await call('rep', 'POST', '/prod-api/doctor/verify/save', { doctorId: Number(local!.id) })).json().result;
    const listed = (await call('rep', 'GET', '/prod-api/doctor/verify/findBy/page?size=100', undefined, 'en')).json().result.content;
    const repNameEn = rowsOf<{ name_en: string }>(await t.app.db.execute(sql`select name_en from app_user where tenant_id = 1 and username = 'rep'`));
    expect(listed.find((v: { id: number }) => v.id === draft.id)).toMatchObject({ departmentNameEn: local!.name_en, createdBy: { nameEn: repNameEn[0]!.name_en } });
    expect(repNameEn[0]!.name_en).toMatch(/^[A-Za-z ]+$/);
  });

  it('shows a doctor’s own registration, which has no staff creator, to the whole-company range only', async () => {
    await t.app.db.execute(sql`insert into doctor_verification (tenant_id, source, status, doctor_name, hospital_name, submitted_at)
      values (1, 'REGISTRATION', 'SUBMITTED', '自助注册医生', ${hospitalName}, now())`);
    const admin = (await call('admin', 'GET', '/prod-api/doctor/verify/findBy/page?source=REGISTRATION')).json().result;
    expect(admin.content).toEqual([expect.objectContaining({ doctorName: '自助注册医生', createdBy: null, source: 'REGISTRATION' })]);
    expect((await call('manager', 'GET', '/prod-api/doctor/verify/findBy/page?source=REGISTRATION')).json().result.totalElements).toBe(0);
    const approved = (await call('admin', 'POST', `/prod-api/doctor/verify/approve/${admin.content[0].id}`)).json().result;
    expect(approved.status).toBe('APPROVED');
  });

  it('imports an xlsx of doctors to validate, all rows or none, and exports the results', async () => {
    const bad = await sheet([
      ['医生姓名', '医院', '科室', '职称', '手机号'],
      ['张三', hospitalName, departmentName, '主任医师', '13800138000'],
      ['', hospitalName, '', '', ''],
      ['李四', '不存在的医院', '', '教授', '123'],
      ['张三', hospitalName, departmentName, '', ''],
    ]);
    const refused = await upload(
      'rep',
      '/prod-api/doctor/verify/upload',
      multipart([{ name: 'file', fileName: 'doctors.xlsx', content: bad, contentType: 'application/octet-stream' }]),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('3 rows of the file are invalid; nothing was imported');
    expect(refused.json().result.errors).toEqual([
      { row: 3, field: 'Doctor name', reason: 'is required' },
      { row: 4, field: 'Hospital', reason: 'no such hospital' },
      { row: 4, field: 'Title', reason: 'not a standard title' },
      { row: 4, field: 'Mobile', reason: 'has an invalid format' },
      { row: 5, field: 'Doctor name', reason: 'repeats an earlier row' },
    ]);
    const before = (await call('rep', 'GET', '/prod-api/doctor/verify/findBy/page?source=UPLOAD')).json().result.totalElements;
    expect(before).toBe(0);
    const good = await sheet([
      ['Doctor name', 'Hospital', 'Department', 'Title'],
      ['张三', hospitalName, departmentName, 'Chief physician'],
      ['李四', hospitalName, '', '住院医师'],
    ]);
    const imported = await upload(
      'rep',
      '/prod-api/doctor/verify/upload',
      multipart([{ name: 'file', fileName: 'doctors.xlsx', content: good, contentType: 'application/octet-stream' }]),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().result.created).toBe(2);
    const batch = (await call('rep', 'GET', `/prod-api/doctor/verify/findBy/page?batchId=${imported.json().result.batchId}`)).json().result;
    expect(batch.content.map((v: { rowNumber: number; status: string; titleCode: string }) => [v.rowNumber, v.status, v.titleCode]).sort()).toEqual([
      [2, 'SUBMITTED', 'CHIEF'],
      [3, 'SUBMITTED', 'RESIDENT'],
    ]);
    const notXlsx = await upload(
      'rep',
      '/prod-api/doctor/verify/upload',
      multipart([{ name: 'file', fileName: 'doctors.xlsx', content: PDF, contentType: 'application/octet-stream' }]),
    );
    expect(notXlsx.json().message).toBe('Upload an Excel file in .xlsx format');

    const download = await call('manager', 'GET', '/prod-api/doctor/verify/download?status=SUBMITTED&status=APPROVED', undefined, 'en');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(download.headers['content-disposition']).toMatch(/attachment; filename\*=UTF-8''Doctor%20verification-/);
    const rows = await readSheet(download.rawPayload);
    expect(rows[0]).toEqual(['ID', 'Doctor name', 'Hospital', 'Department', 'Title', 'Mobile', 'Status', 'Reject reason', 'Submitted by', 'Submitted at', 'Reviewed at', 'Remark']);
    const statuses = rows.slice(1).map((row) => row[6]);
    expect(statuses.length).toBeGreaterThan(2);
    expect(new Set(statuses)).toEqual(new Set(['Awaiting review', 'Approved']));
    // The English download names the hospital in English.
    expect(rows.slice(1).some((row) => row[1] === '李四' && row[2] === hospitalNameEn)).toBe(true);
  });
});
