import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_A, type TestApp } from './helpers';

describe('public doctor side', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, 'admin')).access_token;
  });
  afterAll(() => t.close());

  async function codeFor(phone: string): Promise<string> {
    expect((await api(t.app, null, { method: 'POST', url: `/prod-api/API-BEACON/sms/kangning/outbox/send/code/${phone}` })).statusCode).toBe(200);
    const outbox = (await api(t.app, admin, { url: `/prod-api/API-SYSTEM/admin/sms/page?phone=${phone}` })).json().result.content;
    return /(\d{6})/.exec(outbox[0].content)![1]!;
  }

  const register = (body: Record<string, unknown>, lang?: string) =>
    t.app.inject({ method: 'POST', url: '/prod-api/API-DOCTOR/v2/doctor/register', headers: { host: TENANT_A, realm: 'kangning', ...(lang ? { 'accept-language': lang } : {}) }, payload: body });

  it('lists the standard departments without a token', async () => {
    const response = await api(t.app, null, { url: '/prod-api/API-DOCTOR/v2/standard/department/current' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.length).toBeGreaterThan(5);
    expect(response.json().result[0].children.length).toBeGreaterThan(0);
  });

  it('matches a registering doctor to the existing record when name, hospital and phone agree, then signs in', async () => {
    const tenantId = (await t.app.tenants.findByDomain(TENANT_A))!.id;
    const known = ((await t.app.db.execute(sql`
      select d.name, d.mobile, h.name as hospital from doctor d join hospital h on h.id = d.hospital_id
      where d.tenant_id = ${tenantId} and d.mobile is not null order by d.id limit 1`)) as unknown as { rows: Array<{ name: string; mobile: string; hospital: string }> }).rows[0]!;
    const code = await codeFor(known.mobile);
    const response = await register({ name: known.name, phone: known.mobile, code, hospitalName: known.hospital, agreePrivacy: true });
    expect(response.statusCode).toBe(200);
    const { account, token } = response.json().result;
    expect(account).toMatchObject({ status: 'matched', name: known.name });
    expect(account.doctorId).toBeGreaterThan(0);
    const me = await api(t.app, token.access_token, { url: '/prod-api/API-DOCTOR/v2/doctor/me' });
    expect(me.json().result.id).toBe(account.id);
    // A doctor's token opens nothing on the staff side.
    expect((await api(t.app, token.access_token, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(401);

    const again = await register({ name: known.name, phone: known.mobile, code: await codeFor(known.mobile), hospitalName: known.hospital, agreePrivacy: true }, 'en');
    expect(again.json().message).toBe('This mobile number is already registered: please sign in');
    const signIn = await t.app.inject({ method: 'POST', url: '/prod-api/API-DOCTOR/v2/doctor/login', headers: { host: TENANT_A, realm: 'kangning' }, payload: { phone: known.mobile, code: await codeFor(known.mobile) } });
    expect(signIn.statusCode).toBe(200);
  });

  it('queues an unknown doctor for data validation, and refuses a wrong code without saving anything', async () => {
    const wrong = await register({ name: '欧阳新', phone: '13700000009', code: '000000', hospitalName: '示例市第一人民医院', agreePrivacy: true }, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The verification code is wrong or has expired, please request a new one');
    const code = await codeFor('13700000009');
    const response = await register({ name: '欧阳新', phone: '13700000009', code, hospitalName: '示例市第一人民医院', departmentName: '神经内科', agreePrivacy: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.account).toMatchObject({ status: 'pending', doctorId: null });
    const queued = (await t.app.db.execute(sql`select status, source from doctor_verification where mobile = '13700000009'`)) as unknown as { rows: Array<{ status: string; source: string }> };
    expect(queued.rows).toEqual([{ status: 'SUBMITTED', source: 'REGISTRATION' }]);
    const noConsent = await register({ name: 'x', phone: '13700000010', code: '123456', hospitalName: '某医院', agreePrivacy: false }, 'en');
    expect(noConsent.statusCode).toBe(400);
  });
});
