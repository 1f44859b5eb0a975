import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, tokenRequest, TENANT_A, type TestApp } from './helpers';

describe('personal center', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, body: Record<string, string>, lang = 'zh-CN') =>
    api(t.app, token, { method: 'PUT', url: '/prod-api/API-SYSTEM/user/profile/password', payload: body, lang });

  it('refuses a new password equal to the old one, a mismatched confirmation, a weak one and a wrong old one', async () => {
    const { access_token } = await login(t.app, 'rep');
    const same = await change(access_token, { oldPassword: 'Demo@2026', newPassword: 'Demo@2026', confirmPassword: 'Demo@2026' }, 'en');
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Old and new passwords can not be the same');
    const mismatch = await change(access_token, { oldPassword: 'Demo@2026', newPassword: 'Better2027', confirmPassword: 'Better2028' });
    expect(mismatch.json().message).toBe('两次输入的密码不一致');
    const weak = await change(access_token, { oldPassword: 'Demo@2026', newPassword: 'short', confirmPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const wrongOld = await change(access_token, { oldPassword: 'Nope1234', newPassword: 'Better2027', confirmPassword: 'Better2027' });
    expect(wrongOld.json().message).toBe('旧密码不正确');
    // Nothing changed: the old password still works.
    expect((await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'rep', password: 'Demo@2026' })).statusCode).toBe(200);
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const current = await login(t.app, 'rep2');
    const other = await login(t.app, 'rep2');
    const response = await change(current.access_token, { oldPassword: 'Demo@2026', newPassword: 'Better2027', confirmPassword: 'Better2027' });
    expect(response.statusCode).toBe(200);
    expect((await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'rep2', password: 'Demo@2026' })).statusCode).toBe(401);
    expect((await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'rep2', password: 'Better2027' })).statusCode).toBe(200);
    expect((await api(t.app, current.access_token, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(200);
    expect((await api(t.app, other.access_token, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(401);
  });

  it('updates contact details and language, validating them', async () => {
    const { access_token } = await login(t.app, 'msl');
    const ok = await api(t.app, access_token, { method: 'PUT', url: '/prod-api/API-SYSTEM/user/profile', payload: { email: 'msl.new@kangning.example.com', language: 'en' } });
    expect(ok.statusCode).toBe(200);
    const info = (await api(t.app, access_token, { url: '/prod-api/API-SYSTEM/user/info' })).json().result;
    expect(info).toMatchObject({ email: 'msl.new@kangning.example.com', language: 'en' });
    const bad = await api(t.app, access_token, { method: 'PUT', url: '/prod-api/API-SYSTEM/user/profile', payload: { email: 'not-an-email' }, lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid field email: has an invalid format');
  });
});
