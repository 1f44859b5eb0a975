import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/platform/audit';
import { appUser, enterprise } from '../src/db/schema/platform/tenancy';
import { api, buildTestApp, TENANT_A, type TestApp } from './helpers';

/** A stand-in for WeCom's server API on loopback: one corp, one valid code per member. */
function startFakeWecom() {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(url.pathname);
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/cgi-bin/gettoken') {
      const ok = url.searchParams.get('corpid') === 'ww-corp' && url.searchParams.get('corpsecret') === 'app-secret';
      res.end(JSON.stringify(ok ? { errcode: 0, errmsg: 'ok', access_token: 'wecom-token', expires_in: 7200 } : { errcode: 40001, errmsg: 'invalid credential' }));
      return;
    }
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      if (url.searchParams.get('access_token') !== 'wecom-token') return void res.end(JSON.stringify({ errcode: 42001, errmsg: 'token expired' }));
      const members: Record<string, string> = { 'code-rep': 'zhangsan', 'code-stranger': 'lisi' };
      const member = members[url.searchParams.get('code') ?? ''];
      res.end(JSON.stringify(member ? { errcode: 0, errmsg: 'ok', userid: member } : { errcode: 40029, errmsg: 'invalid code' }));
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return new Promise<{ base: string; calls: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ base: `http://127.0.0.1:${port}`, calls, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('enterprise-chat (WeCom) sign-in', () => {
  let t: TestApp;
  let wecom: Awaited<ReturnType<typeof startFakeWecom>>;
  beforeAll(async () => {
    wecom = await startFakeWecom();
    t = await buildTestApp({ config: { wecomApiBase: wecom.base, wecomOauthBase: 'https://open.weixin.qq.com' } });
    const tenant = await t.app.tenants.findByDomain(TENANT_A);
    await t.app.db.update(enterprise).set({ wecomCorpId: 'ww-corp', wecomAgentId: '1000002', wecomSecret: 'app-secret' }).where(eq(enterprise.id, tenant!.id));
    await t.app.db
      .update(appUser)
      .set({ wecomUserId: 'zhangsan' })
      .where(and(eq(appUser.tenantId, tenant!.id), eq(appUser.username, 'rep')));
    t.app.tenants.forget();
  });
  afterAll(async () => {
    await t.close();
    await wecom.close();
  });

  it('gives the OAuth address for the tenant’s WeCom app', async () => {
    const response = await api(t.app, null, { url: `/prod-api/API-SYSTEM/wecom/authorize-url?redirectUri=${encodeURIComponent('http://localhost:8080/pc/wecomCode')}&state=s1` });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().result.url);
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(url.searchParams.get('appid')).toBe('ww-corp');
    expect(url.searchParams.get('agentid')).toBe('1000002');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/pc/wecomCode');
    expect(url.hash).toBe('#wechat_redirect');
    const foreign = await api(t.app, null, { url: `/prod-api/API-SYSTEM/wecom/authorize-url?redirectUri=${encodeURIComponent('https://evil.example/steal')}` });
    expect(foreign.statusCode).toBe(400);
  });

  it('exchanges a member’s code for tokens of the linked user, marked as a WeCom session', async () => {
    const response = await api(t.app, null, { method: 'POST', url: '/prod-api/API-SYSTEM/wecom/login', payload: { code: 'code-rep' } });
    expect(response.statusCode).toBe(200);
    const tokens = response.json().result;
    expect(decodeJwt(tokens.access_token).preferred_username).toBe('rep');
    const info = (await api(t.app, tokens.access_token, { url: '/prod-api/API-SYSTEM/user/info' })).json().result;
    expect(info.roles.map((r: { code: string }) => r.code)).toEqual(['rep', 'wxwork']);
    expect(wecom.calls).toContain('/cgi-bin/gettoken');
  });

  it('refuses an invalid code and a member not linked to a user', async () => {
    const invalid = await api(t.app, null, { method: 'POST', url: '/prod-api/API-SYSTEM/wecom/login', payload: { code: 'made-up' }, lang: 'en' });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json().message).toMatch(/expired/);
    const stranger = await api(t.app, null, { method: 'POST', url: '/prod-api/API-SYSTEM/wecom/login', payload: { code: 'code-stranger' } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('您的企业微信账号尚未关联系统用户，请联系管理员');
    const failures = (await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'login.failure'))).map((r) => r.detail as { reason: string });
    expect(failures.map((d) => d.reason)).toEqual(expect.arrayContaining(['wecomCodeRefused', 'wecomUserNotLinked']));
  });

  it('says so when the tenant has no WeCom app', async () => {
    const response = await api(t.app, null, { method: 'POST', url: '/prod-api/API-SYSTEM/wecom/login', payload: { code: 'x' }, host: '127.0.0.1', lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Enterprise WeChat sign-in is not set up for this enterprise');
  });
});
