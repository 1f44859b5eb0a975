import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import { api, buildTestApp, login, tokenRequest, TENANT_A, TENANT_B, type TestApp } from './helpers';

describe('identity realm (Keycloak-compatible)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { loginMaxFailures: 3, loginLockSeconds: 600 } });
  });
  afterAll(() => t.close());

  it('signs a demo account in with the password grant and answers Keycloak’s token shape', async () => {
    const response = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'rep', password: 'Demo@2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300, refresh_expires_in: 1800 });
    expect(typeof body.refresh_token).toBe('string');
    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: 'RS256' });
    expect(decodeJwt(body.access_token)).toMatchObject({ preferred_username: 'rep', azp: 'crm-web' });
    expect(decodeJwt(body.access_token).iss).toMatch(/\/auth\/realms\/kangning$/);
  });

  it('publishes the realm keys and discovery document', async () => {
    const certs = await t.app.inject({ url: '/auth/realms/kangning/protocol/openid-connect/certs', headers: { host: TENANT_A } });
    expect(certs.statusCode).toBe(200);
    const keys = certs.json().keys as Array<Record<string, unknown>>;
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    const discovery = await t.app.inject({ url: '/auth/realms/kangning/.well-known/openid-configuration', headers: { host: TENANT_A } });
    expect(discovery.json()).toMatchObject({ issuer: 'http://localhost/auth/realms/kangning', jwks_uri: 'http://localhost/auth/realms/kangning/protocol/openid-connect/certs' });
    const unknown = await t.app.inject({ url: '/auth/realms/nope/protocol/openid-connect/certs', headers: { host: TENANT_A } });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a wrong password in Keycloak’s error shape, in the caller’s language', async () => {
    const english = await t.app.inject({
      method: 'POST',
      url: '/auth/realms/kangning/protocol/openid-connect/token',
      headers: { host: TENANT_A, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: 'client_id=crm-web&grant_type=password&username=manager&password=wrong',
    });
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid user credentials' });
    const chinese = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'nobody', password: 'x' });
    expect(chinese.json()).toEqual({ error: 'invalid_grant', error_description: '用户名或密码错误' });
  });

  it('refuses requests missing parameters or with another client', async () => {
    const noGrant = await tokenRequest(t.app, TENANT_A, { username: 'rep', password: 'Demo@2026' });
    expect(noGrant.statusCode).toBe(400);
    expect(noGrant.json().error).toBe('invalid_request');
    const badClient = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'rep', password: 'Demo@2026', client_id: 'other' });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json().error).toBe('unauthorized_client');
    const badGrant = await tokenRequest(t.app, TENANT_A, { grant_type: 'client_credentials' });
    expect(badGrant.json().error).toBe('unsupported_grant_type');
  });

  it('locks the account after repeated failures, even for the right password, with a clear message', async () => {
    for (let i = 0; i < 3; i++) {
      const failed = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'finance', password: `wrong-${i}` });
      expect(failed.statusCode).toBe(401);
    }
    const locked = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'finance', password: 'Demo@2026' });
    expect(locked.statusCode).toBe(401);
    // Locked answers exactly like an unknown user name, so sign-in does not tell who exists.
    const unknown = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'nobody-here', password: 'Demo@2026' });
    expect(locked.json()).toEqual(unknown.json());
    expect(locked.json().error_description).toBe('用户名或密码错误');
    // The same user name on the other tenant is a different account and is not locked.
    expect((await tokenRequest(t.app, TENANT_B, { grant_type: 'password', username: 'finance', password: 'Demo@2026' })).statusCode).toBe(200);
  });

  it('refuses a disabled user', async () => {
    const { appUser } = await import('../src/db/schema/platform/tenancy');
    const { and, eq } = await import('drizzle-orm');
    const tenant = await t.app.tenants.findByDomain(TENANT_A);
    await t.app.db
      .update(appUser)
      .set({ enabled: false })
      .where(and(eq(appUser.tenantId, tenant!.id), eq(appUser.username, 'reader')));
    const response = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'reader', password: 'Demo@2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', error_description: '账号已停用，请联系管理员' });
  });

  it('rotates refresh tokens: each works once, and reusing one revokes the whole session', async () => {
    const first = await login(t.app, 'rep');
    const second = await tokenRequest(t.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await api(t.app, rotated.access_token, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(200);

    const reuse = await tokenRequest(t.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
    // The family is revoked: the newest refresh token and the access token stop working too.
    const afterReuse = await tokenRequest(t.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: rotated.refresh_token });
    expect(afterReuse.statusCode).toBe(400);
    expect((await api(t.app, rotated.access_token, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(401);
  });

  it('applies one refresh exactly once when the same token is sent concurrently', async () => {
    const tokens = await login(t.app, 'manager');
    const results = await Promise.all(Array.from({ length: 5 }, () => tokenRequest(t.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('refuses an unknown refresh token and one from another tenant', async () => {
    expect((await tokenRequest(t.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: 'made-up' })).json().error).toBe('invalid_grant');
    const other = await login(t.app, 'rep', TENANT_B);
    const cross = await tokenRequest(t.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: other.refresh_token });
    expect(cross.statusCode).toBe(400);
  });

  it('logs out through the realm endpoint and through the API, revoking refresh and access', async () => {
    const viaRealm = await login(t.app, 'msl');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/realms/kangning/protocol/openid-connect/logout',
      headers: { host: TENANT_A, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `client_id=crm-web&refresh_token=${encodeURIComponent(viaRealm.refresh_token)}`,
    });
    expect(logout.statusCode).toBe(204);
    expect((await tokenRequest(t.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: viaRealm.refresh_token })).statusCode).toBe(400);

    for (const url of ['/prod-api/API-SYSTEM/logout', '/prod-api/API-SYSTEM/user/logout']) {
      const session = await login(t.app, 'marketing');
      const response = await api(t.app, session.access_token, { method: 'POST', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ code: 200 });
      expect((await api(t.app, session.access_token, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(401);
      // The second address of the pair finds the session already ended and still answers 200.
      expect((await api(t.app, session.access_token, { method: 'POST', url: '/prod-api/API-SYSTEM/user/logout' })).statusCode).toBe(200);
      expect((await tokenRequest(t.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: session.refresh_token })).statusCode).toBe(400);
    }
  });

  it('refuses a token of one tenant on another tenant’s domain', async () => {
    const tokenA = await login(t.app, 'admin', TENANT_A);
    expect((await api(t.app, tokenA.access_token, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_A })).statusCode).toBe(200);
    expect((await api(t.app, tokenA.access_token, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_B })).statusCode).toBe(401);
  });

  it('expires access tokens after their lifetime; an expired one still signs its own session out', async () => {
    const short = await buildTestApp({ config: { accessTokenSeconds: 1 }, database: t.database });
    try {
      const tokens = await login(short.app, 'rep2');
      expect(tokens.expires_in).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await api(short.app, tokens.access_token, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(401);
      // Signing out with the expired token (a tab left open) still ends its session: the refresh token dies.
      expect((await api(short.app, tokens.access_token, { url: '/prod-api/API-SYSTEM/logout', method: 'POST', host: TENANT_B })).statusCode).toBe(200);
      const stillAlive = await tokenRequest(short.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
      expect(stillAlive.statusCode).toBe(200);
      const renewed = stillAlive.json() as { access_token: string; refresh_token: string };
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await api(short.app, renewed.access_token, { url: '/prod-api/API-SYSTEM/logout', method: 'POST' })).statusCode).toBe(200);
      expect((await tokenRequest(short.app, TENANT_A, { grant_type: 'refresh_token', refresh_token: renewed.refresh_token })).statusCode).toBe(400);
    } finally {
      await short.close();
    }
  });
});

describe('token endpoint rate limit', () => {
  it('refuses an address that sends too many token requests in a minute', async () => {
    const t = await buildTestApp({ config: { loginRatePerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: `nobody${i}`, password: 'x' })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'rep', password: 'Demo@2026' });
      expect(limited.json()).toEqual({ error: 'temporarily_unavailable', error_description: '请求过于频繁，请稍后再试' });
    } finally {
      await t.close();
    }
  });
});
