import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

interface DoctorRow {
  id: number;
  name: string;
  mobile: string | null;
  hospital: string;
  hospital_id: number;
  department: string;
}

describe('review of doctor data-correction requests', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let doctors: DoctorRow[];
  const call = (user: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    api(t.app, tokens[user]!, { method, url, lang, ...(payload === undefined ? {} : { payload }), ...(user.endsWith('B') ? { host: TENANT_B } : {}) });
  const file = async (doctorId: number, field: string, newValue: string, user = 'rep') => {
    const filed = await call(
      user,
      'GET',
      `/prod-api/correct/insert?doctorId=${doctorId}&field=${field}&newValue=${encodeURIComponent(newValue)}&reason=${encodeURIComponent('资料有误')}`,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    return filed.json().result as { id: number; oldValue: string | null };
  };
  const record = async (doctorId: number) => (await call('rep', 'GET', `/prod-api/doctor/find/${doctorId}`)).json().result;
  const status = async (id: number) => rowsOf<{ status: string }>(await t.app.db.execute(sql`select status from doctor_correction where id = ${id}`))[0]!.status;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const user of ['admin', 'rep', 'manager', 'reader', 'dm.bj']) tokens[user] = (await login(t.app, user)).access_token;
    tokens.managerB = (await login(t.app, 'manager', TENANT_B)).access_token;
    doctors = rowsOf<DoctorRow>(
      await t.app.db.execute(sql`select d.id, d.name, d.mobile, h.name as hospital, h.id as hospital_id, hd.name as department from doctor d
      join hospital h on h.id = d.hospital_id join hospital_department hd on hd.id = d.hospital_department_id
      join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-1' and d.tenant_id = 1 order by d.id desc limit 8`),
    ).map((row) => ({ ...row, id: Number(row.id), hospital_id: Number(row.hospital_id) }));
  });
  afterAll(() => t.close());

  it('lists pending requests within the data range with old and new values, filtered by doctor or hospital name', async () => {
    const doctor = doctors[0]!;
    const filed = await file(doctor.id, 'mobile', '13800001111');
    const pending = (await call('manager', 'GET', '/prod-api/correct/findBy/page?status=PENDING&size=100')).json().result;
    expect(pending.content.every((c: { status: string }) => c.status === 'PENDING')).toBe(true);
    expect(pending.content.find((c: { id: number }) => c.id === filed.id)).toMatchObject({
      doctorId: doctor.id,
      doctorName: doctor.name,
      hospitalName: doctor.hospital,
      departmentName: doctor.department,
      field: 'mobile',
      oldValue: doctor.mobile,
      newValue: '13800001111',
      reason: '资料有误',
      createdBy: { firstName: expect.any(String) },
      reviewedBy: null,
    });
    const byDoctor = (await call('manager', 'GET', `/prod-api/correct/findBy/page?keyword=${encodeURIComponent(doctor.name)}`)).json().result;
    expect(byDoctor.content.map((c: { id: number }) => c.id)).toContain(filed.id);
    expect(byDoctor.content.every((c: { doctorName: string; hospitalName: string }) => c.doctorName.includes(doctor.name) || c.hospitalName.includes(doctor.name))).toBe(true);
    const byHospital = (await call('manager', 'GET', `/prod-api/correct/findBy/page?keyword=${encodeURIComponent(doctor.hospital)}`)).json().result;
    expect(byHospital.content.map((c: { id: number }) => c.id)).toContain(filed.id);
    expect((await call('manager', 'GET', '/prod-api/correct/findBy/page?keyword=%25%25nobody')).json().result.totalElements).toBe(0);
    const paged = (await call('manager', 'GET', '/prod-api/correct/findBy/page?size=1&page=0')).json().result;
    expect(paged.content).toHaveLength(1);
    expect(paged.totalElements).toBeGreaterThan(1);
    // Another district's manager holds the permission but not the doctor.
    expect((await call('dm.bj', 'GET', '/prod-api/correct/findBy/page?size=100')).json().result.content.some((c: { id: number }) => c.id === filed.id)).toBe(false);
    expect((await call('dm.bj', 'POST', `/prod-api/correct/approve/${filed.id}`, {})).statusCode).toBe(404);
    const bad = await call('manager', 'GET', '/prod-api/correct/findBy/page?status=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
  });

  it('approves: the value is written to the doctor, the reviewer and time recorded, and the decision audited', async () => {
    const doctor = doctors[1]!;
    const mobile = await file(doctor.id, 'mobile', '13900002222');
    const approved = await call('manager', 'POST', `/prod-api/correct/approve/${mobile.id}`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().result).toMatchObject({ status: 'APPROVED', reviewedBy: { firstName: expect.any(String) }, reviewedAt: expect.any(String), rejectReason: null });
    const after = await record(doctor.id);
    expect(after.mobile).toBe('13900002222');
    expect(after.corrections.find((c: { id: number }) => c.id === mobile.id)).toMatchObject({ status: 'APPROVED', reviewedAt: expect.any(String) });
    const audit = rowsOf<{ actor_name: string; detail: { field: string; newValue: string } }>(
      await t.app.db.execute(sql`select actor_name, detail from audit_log where action = 'doctor.correction.approve' and entity_id = ${String(mobile.id)}`),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_name: 'manager', detail: { field: 'mobile', newValue: '13900002222' } });

    const title = await file(doctor.id, 'doctorTitle', '主任医师');
    await call('manager', 'POST', `/prod-api/correct/approve/${title.id}`, {});
    expect((await record(doctor.id)).titleCode).toBe('CHIEF');

    const renamed = await file(doctor.id, 'doctorName', '欧阳明');
    await call('manager', 'POST', `/prod-api/correct/approve/${renamed.id}`, {});
    const found = (await call('rep', 'POST', '/prod-api/doctor/search', { listType: 'MY_CUSTOMER', keyword: 'ouyangming' })).json().result;
    expect(found.content.map((d: { id: number }) => d.id)).toContain(doctor.id);

    const positions = await file(doctor.id, 'administrativePosition', '科主任；教研室主任');
    await call('manager', 'POST', `/prod-api/correct/approve/${positions.id}`, {});
    expect((await record(doctor.id)).administrativePosition).toEqual(['科主任', '教研室主任']);
  });

  it('moves a doctor to another department of the same hospital, and refuses a department or hospital that does not exist', async () => {
    const doctor = doctors[2]!;
    const other = rowsOf<{ name: string }>(
      await t.app.db.execute(sql`select name from hospital_department where hospital_id = ${doctor.hospital_id} and name <> ${doctor.department} order by id limit 1`),
    )[0]!;
    const moved = await file(doctor.id, 'department', other.name);
    expect((await call('manager', 'POST', `/prod-api/correct/approve/${moved.id}`, {})).statusCode).toBe(200);
    expect((await record(doctor.id)).department).toBe(other.name);

    const nowhere = await file(doctor.id, 'hospital', '不存在的医院');
    const refused = await call('manager', 'POST', `/prod-api/correct/approve/${nowhere.id}`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('There is no hospital named “不存在的医院”; add the hospital first or reject the request');
    expect((await call('manager', 'POST', `/prod-api/correct/approve/${nowhere.id}`, {}, 'zh')).json().message).toBe('没有名为“不存在的医院”的医院，请先添加该医院或驳回该申请');
    expect(await status(nowhere.id)).toBe('PENDING');
    expect((await record(doctor.id)).hospital).toBe(doctor.hospital);

    const sex = await file(doctor.id, 'doctorSex', 'unknown');
    const badSex = await call('manager', 'POST', `/prod-api/correct/approve/${sex.id}`, {});
    expect(badSex.statusCode).toBe(400);
    expect(badSex.json().message).toBe('“unknown” is not a valid sex; reject the request or fix the value first');
  });

  it('rejects only with a reason, which the requester sees on the doctor record; the doctor keeps its value', async () => {
    const doctor = doctors[3]!;
    const filed = await file(doctor.id, 'mobile', '13700003333');
    const noReason = await call('manager', 'POST', `/prod-api/correct/reject/${filed.id}`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/);
    const missing = await call('manager', 'POST', `/prod-api/correct/reject/${filed.id}`, {}, 'zh');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/reason.*必填/);
    expect(await status(filed.id)).toBe('PENDING');
    const rejected = await call('manager', 'POST', `/prod-api/correct/reject/${filed.id}`, { reason: '号码与执业登记不符' });
    expect(rejected.json().result).toMatchObject({ status: 'REJECTED', rejectReason: '号码与执业登记不符' });
    const after = await record(doctor.id);
    expect(after.mobile).toBe(doctor.mobile);
    expect(after.corrections.find((c: { id: number }) => c.id === filed.id)).toMatchObject({ status: 'REJECTED', rejectReason: '号码与执业登记不符' });
    const rejectedList = (await call('manager', 'GET', '/prod-api/correct/findBy/page?status=REJECTED&size=100')).json().result;
    expect(rejectedList.content.map((c: { id: number }) => c.id)).toContain(filed.id);
  });

  it('decides a request once: a second decision, or two at the same time, gets a 409 in both languages', async () => {
    const doctor = doctors[4]!;
    const filed = await file(doctor.id, 'email', 'first@example.com');
    expect((await call('manager', 'POST', `/prod-api/correct/approve/${filed.id}`, {})).statusCode).toBe(200);
    const again = await call('admin', 'POST', `/prod-api/correct/reject/${filed.id}`, { reason: '迟到的驳回' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This correction request has already been decided and cannot be decided again');
    const againZh = await call('manager', 'POST', `/prod-api/correct/approve/${filed.id}`, {}, 'zh');
    expect(againZh.statusCode).toBe(409);
    expect(againZh.json().message).toBe('该纠错申请已被处理，不能重复审核');
    expect((await record(doctor.id)).email).toBe('first@example.com');

    const raced = await file(doctor.id, 'email', 'second@example.com');
    const [one, two] = await Promise.all([
      call('manager', 'POST', `/prod-api/correct/approve/${raced.id}`, {}),
      call('admin', 'POST', `/prod-api/correct/reject/${raced.id}`, { reason: '并发' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const audits = rowsOf<{ n: number }>(
      await t.app.db.execute(sql`select count(*)::int as n from audit_log where entity_type = 'doctor_correction' and entity_id = ${String(raced.id)}`),
    )[0]!.n;
    expect(audits).toBe(1);
    expect((await record(doctor.id)).email).toBe(one.statusCode === 200 ? 'second@example.com' : 'first@example.com');
  });

  it('hides another tenant’s requests (404) and refuses users without the approval permission (403)', async () => {
    const doctor = doctors[5]!;
    const filed = await file(doctor.id, 'workingTime', '20年');
    expect((await call('managerB', 'POST', `/prod-api/correct/approve/${filed.id}`, {})).statusCode).toBe(404);
    expect((await call('managerB', 'POST', `/prod-api/correct/reject/${filed.id}`, { reason: 'x' })).statusCode).toBe(404);
    expect((await call('managerB', 'GET', '/prod-api/correct/findBy/page?size=100')).json().result.content.some((c: { id: number }) => c.id === filed.id)).toBe(false);
    for (const user of ['rep', 'reader']) {
      const list = await call(user, 'GET', '/prod-api/correct/findBy/page');
      expect(list.statusCode, user).toBe(403);
      expect(list.json().message).toBe('You have no permission to operate!');
      expect((await call(user, 'POST', `/prod-api/correct/approve/${filed.id}`, {})).statusCode, user).toBe(403);
      expect((await call(user, 'POST', `/prod-api/correct/reject/${filed.id}`, { reason: 'x' })).statusCode, user).toBe(403);
    }
    expect(await status(filed.id)).toBe('PENDING');
  });

  it('does not let a steward decide a request they filed', async () => {
    const filed = await file(doctors[6]!.id, 'nativePlace', '浙江', 'manager');
    const own = await call('manager', 'POST', `/prod-api/correct/approve/${filed.id}`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot review a correction you requested');
    expect((await call('admin', 'POST', `/prod-api/correct/approve/${filed.id}`, {})).statusCode).toBe(200);
  });
});
