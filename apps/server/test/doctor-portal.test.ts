import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { smsCode } from '../src/db/schema/messaging/messaging';
import { enterprise } from '../src/db/schema/platform/tenancy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_A, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

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
    t.app.inject({
      method: 'POST',
      url: '/prod-api/API-DOCTOR/v2/doctor/register',
      headers: { host: TENANT_A, realm: 'kangning', ...(lang ? { 'accept-language': lang } : {}) },
      payload: body,
    });

  it('does not offer chat sign-in to doctors of an enterprise that has not set it up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/API-DOCTOR/v2/doctor/chat/availability', headers: { host: TENANT_A, realm: 'kangning' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ available: false });
  });

  it('lists the standard departments without a token', async () => {
    const response = await api(t.app, null, { url: '/prod-api/API-DOCTOR/v2/standard/department/current' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.length).toBeGreaterThan(5);
    expect(response.json().result[0].children.length).toBeGreaterThan(0);
  });

  it('matches a registering doctor to the existing record when name, hospital and phone agree, then signs in', async () => {
    const tenantId = (await t.app.tenants.findByDomain(TENANT_A))!.id;
    const known = rowsOf<{ name: string; mobile: string; hospital: string }>(
      await t.app.db.execute(sql`
      select d.name, d.mobile, h.name as hospital from doctor d join hospital h on h.id = d.hospital_id
      where d.tenant_id = ${tenantId} and d.mobile is not null order by d.id limit 1`),
    )[0]!;
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
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/prod-api/API-DOCTOR/v2/doctor/login',
      headers: { host: TENANT_A, realm: 'kangning' },
      payload: { phone: known.mobile, code: await codeFor(known.mobile) },
    });
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
    const queued = rowsOf<{ status: string; source: string }>(await t.app.db.execute(sql`select status, source from doctor_verification where mobile = '13700000009'`));
    expect(queued).toEqual([{ status: 'SUBMITTED', source: 'REGISTRATION' }]);
    const noConsent = await register({ name: 'x', phone: '13700000010', code: '123456', hospitalName: '某医院', agreePrivacy: false }, 'en');
    expect(noConsent.statusCode).toBe(400);
  });
});

/** A stand-in for the WeChat official-account API on loopback: `code-known` and `code-new` name two visitors. */
function startFakeChat() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/sns/oauth2/access_token') {
      const visitors: Record<string, string> = { 'code-known': 'o-doctor-1', 'code-new': 'o-doctor-2' };
      const openid = visitors[url.searchParams.get('code') ?? ''];
      const trusted = url.searchParams.get('appid') === 'wx-doctor-app' && url.searchParams.get('secret') === 'wx-secret';
      return void res.end(
        JSON.stringify(openid && trusted ? { access_token: 'web-token', expires_in: 7200, openid, scope: 'snsapi_base' } : { errcode: 40029, errmsg: 'invalid code' }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return new Promise<{ base: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ base: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('doctor sign-in by chat, code errors and the audit trail', () => {
  let t: TestApp;
  let admin: string;
  let chat: Awaited<ReturnType<typeof startFakeChat>>;
  beforeAll(async () => {
    chat = await startFakeChat();
    t = await buildTestApp({ config: { wechatApiBase: chat.base, wechatOauthBase: 'https://open.weixin.qq.com' } });
    const tenant = await t.app.tenants.findByDomain(TENANT_A);
    // The staff WeCom app alone does not offer doctors WeChat sign-in: that needs the WeChat official account.
    await t.app.db.update(enterprise).set({ wecomCorpId: 'ww-corp', wecomAgentId: '1000002', wecomSecret: 'app-secret' }).where(eq(enterprise.id, tenant!.id));
    t.app.tenants.forget();
    const staffOnly = await t.app.inject({ method: 'GET', url: '/prod-api/API-DOCTOR/v2/doctor/chat/availability', headers: { host: TENANT_A, realm: 'kangning' } });
    expect(staffOnly.json().result).toEqual({ available: false });
    const refusedChat = await t.app.inject({
      method: 'POST',
      url: '/prod-api/API-DOCTOR/v2/doctor/chat/login',
      headers: { host: TENANT_A, realm: 'kangning' },
      payload: { code: 'code-known' },
    });
    expect(refusedChat.statusCode).toBe(400);
    expect(refusedChat.json().message).toBe('本企业未开通医生微信登录');
    await t.app.db.update(enterprise).set({ wechatAppId: 'wx-doctor-app', wechatAppSecret: 'wx-secret' }).where(eq(enterprise.id, tenant!.id));
    t.app.tenants.forget();
    admin = (await login(t.app, 'admin')).access_token;
  });
  afterAll(async () => {
    await t.close();
    await chat.close();
  });

  const post = (url: string, payload: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `/prod-api/API-DOCTOR/v2/doctor/${url}`, headers: { host: TENANT_A, realm: 'kangning', 'accept-language': lang }, payload });
  async function codeFor(phone: string): Promise<string> {
    expect((await api(t.app, null, { method: 'POST', url: `/prod-api/API-BEACON/sms/kangning/outbox/send/code/${phone}` })).statusCode).toBe(200);
    return /(\d{6})/.exec((await api(t.app, admin, { url: `/prod-api/API-SYSTEM/admin/sms/page?phone=${phone}` })).json().result.content[0].content)![1]!;
  }
  const audit = async (action: string) =>
    (await api(t.app, admin, { url: `/prod-api/API-SYSTEM/admin/audit/page?action=${action}&size=100` })).json().result.content as Array<{
      actorName: string;
      summary: string;
      detail: { reason?: string } | null;
    }>;

  it('tells a wrong code from an expired one, and records each refused sign-in', async () => {
    const phone = '13700000021';
    await post('register', { name: '钱医生', phone, code: await codeFor(phone), hospitalName: '示例市第一人民医院', agreePrivacy: true });
    const code = await codeFor(phone);
    const wrong = await post('login', { phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The verification code is wrong, please check it and try again');
    await t.app.db
      .update(smsCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCode.phone, phone));
    const expired = await post('login', { phone, code }, 'zh');
    expect(expired.json().message).toBe('验证码已过期或已失效，请重新获取');
    const unknown = await post('login', { phone: '13700000099', code: '123456' });
    expect(unknown.json().message).toBe('This mobile number is not registered yet: please register first');
    const failures = await audit('login.failure');
    expect(failures.filter((r) => r.actorName === `doctor:${phone}`).map((r) => r.detail?.reason)).toEqual(['smsCodeExpired', 'smsCodeWrong']);
    expect(failures.some((r) => r.actorName === 'doctor:13700000099')).toBe(true);
    expect((await audit('doctor.register')).some((r) => r.actorName === `doctor:${phone}`)).toBe(true);
  });

  it('offers chat sign-in once the enterprise has set it up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/API-DOCTOR/v2/doctor/chat/availability', headers: { host: TENANT_A, realm: 'kangning' } });
    expect(response.json().result).toEqual({ available: true });
  });

  it('gives the chat OAuth address, links a new chat identity on SMS sign-in, then signs in by chat alone', async () => {
    const address = await t.app.inject({
      method: 'GET',
      url: `/prod-api/API-DOCTOR/v2/doctor/chat/authorize-url?redirectUri=${encodeURIComponent('http://localhost/pc/doctorChatLogin')}`,
      headers: { host: TENANT_A, realm: 'kangning' },
    });
    const authorize = new URL(address.json().result.url);
    expect(authorize.searchParams.get('appid')).toBe('wx-doctor-app');
    expect(authorize.searchParams.get('agentid')).toBeNull();
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/prod-api/API-DOCTOR/v2/doctor/chat/authorize-url?redirectUri=${encodeURIComponent('http://evil.example/x')}`,
      headers: { host: TENANT_A, realm: 'kangning' },
    });
    expect(foreign.statusCode).toBe(400);

    const first = (await post('chat/login', { code: 'code-known' })).json().result;
    expect(first.linked).toBe(false);
    const phone = '13700000022';
    const registered = await post('register', {
      name: '孙医生',
      phone,
      code: await codeFor(phone),
      hospitalName: '示例市第一人民医院',
      agreePrivacy: true,
      chatTicket: first.chatTicket,
    });
    expect(registered.json().result.account.chatLinked).toBe(true);
    const again = (await post('chat/login', { code: 'code-known' })).json().result;
    expect(again).toMatchObject({ linked: true, account: { phone, name: '孙医生' } });
    const me = await api(t.app, again.token.access_token, { url: '/prod-api/API-DOCTOR/v2/doctor/me' });
    expect(me.json().result.phone).toBe(phone);
    expect((await audit('login.success')).some((r) => r.summary.includes('医生微信登录成功：孙医生'))).toBe(true);

    // The same identity cannot be linked to a second account, and a forged ticket is refused.
    const other = '13700000023';
    const taken = await post('register', {
      name: '周医生',
      phone: other,
      code: await codeFor(other),
      hospitalName: '示例市第一人民医院',
      agreePrivacy: true,
      chatTicket: first.chatTicket,
    });
    expect(taken.statusCode).toBe(400);
    const forged = await post('login', { phone, code: await codeFor(phone), chatTicket: 'not-a-ticket' });
    expect(forged.json().message).toBe('The WeChat authorization has expired, please open the page again');

    const refused = await post('chat/login', { code: 'code-bad' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The WeChat authorization has expired, please authorize again');
    expect((await audit('login.failure')).some((r) => r.detail?.reason === 'wechatCodeRefused')).toBe(true);
  });
});
