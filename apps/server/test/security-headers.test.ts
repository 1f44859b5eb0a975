import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enterprise } from '../src/db/schema/platform/tenancy';
import { api, buildTestApp, login, tokenRequest, TENANT_A, TENANT_B, DEMO_PASSWORD, type TestApp } from './helpers';

describe('security headers', () => {
  let t: TestApp;
  let token: string;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-web-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/pc/assets/index.js"></script>');
    t = await buildTestApp({ config: { webDist, trustProxy: true } });
    token = (await login(t.app, 'admin')).access_token;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the web app under a policy without inline scripts and not framable by other sites', async () => {
    const page = await t.app.inject({ url: '/pc/', headers: { host: TENANT_A } });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the pages of an enterprise on its own identity server talk to that server, and no other', async () => {
    await t.database.db.update(enterprise).set({ authAddress: 'https://sso.company.example/auth' }).where(eq(enterprise.realm, 'huaze'));
    t.app.tenants.forget();
    const external = await t.app.inject({ url: '/pc/', headers: { host: TENANT_B } });
    const csp = String(external.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://sso.company.example;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    const embedded = await t.app.inject({ url: '/pc/', headers: { host: TENANT_A } });
    expect(String(embedded.headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('keeps user info and tokens out of caches, and sends HSTS only behind TLS', async () => {
    const info = await api(t.app, token, { url: '/prod-api/API-SYSTEM/user/info' });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.headers['x-content-type-options']).toBe('nosniff');
    expect(info.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const tokens = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD });
    expect(tokens.headers['cache-control']).toBe('no-store');
    const overTls = await t.app.inject({ url: '/prod-api/API-SYSTEM/user/info', headers: { host: TENANT_A, authorization: `Bearer ${token}`, 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('gives the API explorer its own policy, which keeps working over plain HTTP', async () => {
    const docs = await t.app.inject({ url: '/prod-api/docs/', headers: { host: TENANT_A } });
    expect(docs.statusCode).toBe(200);
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
