import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsCode } from '../src/db/schema/messaging/messaging';
import { consumeCode } from '../src/modules/messaging/sms-codes';
import { api, buildTestApp, login, TENANT_A, TENANT_B, type TestApp } from './helpers';

const sendCode = (t: TestApp, phone: string, options: { provider?: string; realm?: string; host?: string; lang?: string } = {}) =>
  api(t.app, null, {
    method: 'POST',
    url: `/prod-api/API-BEACON/sms/${options.realm ?? 'kangning'}/${options.provider ?? 'outbox'}/send/code/${phone}`,
    host: options.host ?? TENANT_A,
    lang: options.lang,
  });

async function outbox(t: TestApp, phone: string) {
  const admin = (await login(t.app, 'admin')).access_token;
  const response = await api(t.app, admin, { url: `/prod-api/API-SYSTEM/admin/sms/page?phone=${phone}` });
  return response.json().result.content as Array<{ content: string; status: string; provider: string }>;
}

describe('SMS verification codes', () => {
  let t: TestApp;
  let tenantId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    tenantId = (await t.app.tenants.findByDomain(TENANT_A))!.id;
  });
  afterAll(() => t.close());

  it('sends a code into the outbox, readable by administrators only, and consumes it once', async () => {
    const response = await sendCode(t, '13800000001');
    expect(response.statusCode).toBe(200);
    const [message] = await outbox(t, '13800000001');
    expect(message).toMatchObject({ status: 'outbox', provider: 'outbox' });
    expect(message!.content).toMatch(/康宁医药（演示）.*验证码是 \d{6}/);
    const code = /(\d{6})/.exec(message!.content)![1]!;
    const rep = (await login(t.app, 'rep')).access_token;
    expect((await api(t.app, rep, { url: '/prod-api/API-SYSTEM/admin/sms/page' })).statusCode).toBe(403);
    expect(await consumeCode(t.app.db, { tenantId, phone: '13800000001', code, maxAttempts: 5 })).toBe(true);
    expect(await consumeCode(t.app.db, { tenantId, phone: '13800000001', code, maxAttempts: 5 })).toBe(false);
  });

  it('refuses the sixth request in a minute for one number with a clear message', async () => {
    for (let i = 0; i < 5; i++) expect((await sendCode(t, '13800000002')).statusCode).toBe(200);
    const sixth = await sendCode(t, '13800000002', { lang: 'en' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many codes requested for this number, please try again in a minute');
  });

  it('kills a code after too many wrong guesses and refuses an expired one', async () => {
    await sendCode(t, '13800000003');
    const code = /(\d{6})/.exec((await outbox(t, '13800000003'))[0]!.content)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect(await consumeCode(t.app.db, { tenantId, phone: '13800000003', code: wrong, maxAttempts: 3 })).toBe(false);
    expect(await consumeCode(t.app.db, { tenantId, phone: '13800000003', code, maxAttempts: 3 })).toBe(false);

    await sendCode(t, '13800000004');
    const late = /(\d{6})/.exec((await outbox(t, '13800000004'))[0]!.content)![1]!;
    await t.app.db
      .update(smsCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCode.phone, '13800000004'));
    expect(await consumeCode(t.app.db, { tenantId, phone: '13800000004', code: late, maxAttempts: 5 })).toBe(false);
  });

  it('refuses a bad number, an unknown provider and a realm of another domain', async () => {
    const bad = await sendCode(t, '12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('请输入正确的手机号码');
    expect((await sendCode(t, '13800000005', { provider: 'pigeon' })).statusCode).toBe(400);
    expect((await sendCode(t, '13800000005', { realm: 'huaze', host: TENANT_A })).statusCode).toBe(404);
    expect((await sendCode(t, '13800000005', { realm: 'huaze', host: TENANT_B })).statusCode).toBe(200);
  });
});

describe('SMS through an HTTP gateway', () => {
  it('delivers through the gateway, and a gateway failure stores no usable code', async () => {
    const received: Array<{ phone: string; content: string; auth?: string }> = [];
    let failing = false;
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (failing) {
          res.statusCode = 503;
          return void res.end('{}');
        }
        received.push({ ...JSON.parse(body), auth: req.headers.authorization });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ id: `m${received.length}` }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const t = await buildTestApp({ config: { smsHttpBase: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/`, smsHttpKey: 'k-123' } });
    try {
      expect((await sendCode(t, '13900000001', { provider: 'http' })).statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ phone: '13900000001', auth: 'Bearer k-123' });
      expect((await outbox(t, '13900000001'))[0]).toMatchObject({ status: 'sent', provider: 'http' });
      failing = true;
      const failed = await sendCode(t, '13900000002', { provider: 'http' });
      expect(failed.statusCode).toBe(502);
      const [record] = await outbox(t, '13900000002');
      expect(record).toMatchObject({ status: 'failed' });
      expect(record!.content).not.toMatch(/\d{6}/);
    } finally {
      await t.close();
      gateway.close();
    }
  });
});

describe('partner single sign-on', () => {
  it('returns a signed one-minute address for the caller', async () => {
    const t = await buildTestApp({ config: { partnerSsoUrl: 'https://partner.example.com/sso', partnerSsoSecret: 'shared-secret-value' } });
    try {
      const { access_token } = await login(t.app, 'marketing');
      const response = await api(t.app, access_token, { method: 'POST', url: '/prod-api/API-NEUROGEN/geezn/generate_sso_url', payload: { target: '/reports' } });
      expect(response.statusCode).toBe(200);
      const url = new URL(response.json().result.url);
      expect(url.origin + url.pathname).toBe('https://partner.example.com/sso');
      const { payload } = await jwtVerify(url.searchParams.get('token')!, new TextEncoder().encode('shared-secret-value'), { audience: 'https://partner.example.com' });
      expect(payload).toMatchObject({ sub: 'marketing', tenant: 'kangning' });
      expect(payload.exp! - payload.iat!).toBe(60);
      expect((await api(t.app, null, { method: 'POST', url: '/prod-api/API-NEUROGEN/geezn/generate_sso_url', payload: {} })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('says it is not configured when it is not', async () => {
    const plain = await buildTestApp();
    try {
      const { access_token } = await login(plain.app, 'marketing');
      const response = await api(plain.app, access_token, { method: 'POST', url: '/prod-api/API-NEUROGEN/geezn/generate_sso_url', payload: {}, lang: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Partner single sign-on is not configured');
    } finally {
      await plain.close();
    }
  });
});
