import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, tokenRequest, TENANT_A, type TestApp } from './helpers';

const BASE = '/prod-api/API-SYSTEM';

/** A user whose password an administrator set changes it at first sign-in before anything else. */
describe('first sign-in with a password set by an administrator', () => {
  let t: TestApp;
  let admin: string;
  let repRole: number;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, 'admin')).access_token;
    const roles = (await api(t.app, admin, { url: `${BASE}/admin/role/list` })).json().result as Array<{ id: number; code: string }>;
    repRole = roles.find((r) => r.code === 'rep')!.id;
  });
  afterAll(() => t.close());

  const info = (token: string) => api(t.app, token, { url: `${BASE}/user/info` });
  const change = (token: string, body: Record<string, string>, lang = 'zh-CN') => api(t.app, token, { method: 'PUT', url: `${BASE}/user/profile/password`, payload: body, lang });

  it('lets demo users straight in', async () => {
    for (const username of ['admin', 'rep']) {
      const token = (await login(t.app, username)).access_token;
      expect((await info(token)).json().result.mustChangePassword).toBe(false);
      expect((await api(t.app, token, { url: `${BASE}/menu/all/tree` })).statusCode).toBe(200);
    }
  });

  it('makes a created user change the password: 403 elsewhere until then, the old password refused as the new one', async () => {
    const created = await api(t.app, admin, {
      method: 'POST',
      url: `${BASE}/admin/user`,
      payload: { username: 'first.rep', firstName: '新员工', password: 'Welcome2026', roleIds: [repRole] },
    });
    expect(created.statusCode).toBe(200);
    const tokens = await login(t.app, 'first.rep', TENANT_A, 'Welcome2026');
    const before = await info(tokens.access_token);
    expect(before.statusCode).toBe(200);
    expect(before.json().result).toMatchObject({ username: 'first.rep', mustChangePassword: true });

    const menus = await api(t.app, tokens.access_token, { url: `${BASE}/menu/all/tree`, lang: 'en' });
    expect(menus.statusCode).toBe(403);
    expect(menus.json().message).toBe('Your password was set by an administrator: please change it before using the system');
    const profile = await api(t.app, tokens.access_token, { method: 'PUT', url: `${BASE}/user/profile`, payload: { language: 'en' } });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().message).toBe('您的密码由管理员设置，请先修改密码后再使用系统');

    // Refreshing and signing out stay open.
    const refreshed = await tokenRequest(t.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const access = refreshed.json().access_token as string;

    const same = await change(access, { oldPassword: 'Welcome2026', newPassword: 'Welcome2026', confirmPassword: 'Welcome2026' }, 'en');
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Old and new passwords can not be the same');
    const weak = await change(access, { oldPassword: 'Welcome2026', newPassword: 'short', confirmPassword: 'short' }, 'en');
    expect(weak.json().message).toBe('The password must be 8 to 64 characters long and contain both letters and digits');
    expect((await api(t.app, access, { url: `${BASE}/menu/all/tree` })).statusCode).toBe(403);

    const changed = await change(access, { oldPassword: 'Welcome2026', newPassword: 'MyOwn2027pw', confirmPassword: 'MyOwn2027pw' });
    expect(changed.statusCode).toBe(200);
    // The same token works at once: the flag is part of the signed-in principal, dropped from its cache on change.
    expect((await info(access)).json().result.mustChangePassword).toBe(false);
    expect((await api(t.app, access, { url: `${BASE}/menu/all/tree` })).statusCode).toBe(200);
    const again = await login(t.app, 'first.rep', TENANT_A, 'MyOwn2027pw');
    expect((await info(again.access_token)).json().result.mustChangePassword).toBe(false);

    const signedOut = await api(t.app, again.access_token, { method: 'POST', url: `${BASE}/logout` });
    expect(signedOut.statusCode).toBe(200);
  });

  it('sets the flag again when an administrator resets the password', async () => {
    const users = (await api(t.app, admin, { url: `${BASE}/admin/user/page?keyword=first.rep` })).json().result.content as Array<{ id: number; username: string }>;
    const user = users.find((u) => u.username === 'first.rep')!;
    const reset = await api(t.app, admin, { method: 'PUT', url: `${BASE}/admin/user/${user.id}/password`, payload: { password: 'Reset2026pw' } });
    expect(reset.statusCode).toBe(200);
    const tokens = await login(t.app, 'first.rep', TENANT_A, 'Reset2026pw');
    expect((await info(tokens.access_token)).json().result.mustChangePassword).toBe(true);
    expect((await api(t.app, tokens.access_token, { url: `${BASE}/menu/all/tree` })).statusCode).toBe(403);
    expect((await change(tokens.access_token, { oldPassword: 'Reset2026pw', newPassword: 'Mine2028pw', confirmPassword: 'Mine2028pw' })).statusCode).toBe(200);
    expect((await api(t.app, tokens.access_token, { url: `${BASE}/menu/all/tree` })).statusCode).toBe(200);
  });
});
