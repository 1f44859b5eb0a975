import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import * as oidc from 'openid-client';
import { enterprise } from '../src/db/schema/platform/tenancy';
import { startCompanyIdentityServer, type CompanyIdentityServer } from './company-identity-server';
import { authorizationRequest } from './oidc-requests';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';

/**
 * The second demo enterprise signs in through its own identity server (oidc-provider on loopback):
 * the API accepts that server's tokens through its published keys, follows a key rotation, maps
 * users by the enterprise's claim, and refuses someone the product does not know, by name.
 */
describe('an enterprise on its own identity server', () => {
  let t: TestApp;
  let company: CompanyIdentityServer;
  let config: oidc.Configuration;
  let adminToken: string;
  const redirectUri = 'http://127.0.0.1:5173/pc/login';
  const SETTINGS = '/prod-api/API-SYSTEM/admin/sign-in';
  const HUAZE = { realm: 'huaze', clientId: 'crm-web', userClaim: 'preferred_username', redirectUris: ['http://127.0.0.1/pc/login'], passwordGrant: true };

  beforeAll(async () => {
    t = await buildTestApp();
    company = await startCompanyIdentityServer({
      realm: 'huaze',
      clientId: 'crm-web',
      redirectUris: [redirectUri],
      users: { rep: 'company-secret-1', manager: 'company-secret-2', stranger: 'company-secret-3', admin: 'company-secret-4' },
    });
    // The enterprise's administrator points it at the company's server (signed in before the switch).
    adminToken = (await login(t.app, 'admin', TENANT_B)).access_token;
    const switched = await api(t.app, adminToken, { method: 'PUT', url: SETTINGS, host: TENANT_B, payload: { ...HUAZE, identityServer: company.base } });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().result).toMatchObject({ identityServer: company.base, issuer: company.issuer });
    config = await oidc.discovery(new URL(company.issuer), 'crm-web', undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
  });
  afterAll(async () => {
    await company?.close();
    await t?.close();
  });

  /** A browser's way through the company's sign-in page: cookies kept, redirects followed by hand. */
  async function signIn(username: string, password: string): Promise<oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers> {
    const request = await authorizationRequest(config, redirectUri);
    const { verifier, state, nonce } = request;
    let url: URL = request.url;
    const cookies = new Map<string, string>();
    const send = async (target: URL, init: RequestInit = {}) => {
      const response = await fetch(target, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        cookies.set(name!.trim(), value.join('='));
      }
      return response;
    };
    for (let step = 0; step < 10; step++) {
      if (url.href.startsWith(redirectUri)) return oidc.authorizationCodeGrant(config, url, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
      let response = await send(url);
      if (response.status === 200) {
        const page = await response.text();
        const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
        response = await send(new URL(action, company.base), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login: username, password }).toString(),
        });
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`the company's server stopped at ${response.status}: ${await response.text()}`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  }

  it('keeps the settings unchanged when the company’s server does not answer as the issuer', async () => {
    // Signed in through the company's server now, as every user of the enterprise is.
    const adminToken = (await signIn('admin', 'company-secret-4')).access_token;
    const wrong = await api(t.app, adminToken, { method: 'PUT', url: SETTINGS, host: TENANT_B, lang: 'en', payload: { ...HUAZE, identityServer: `${company.base}/elsewhere` } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `The identity server’s OpenID Connect discovery document could not be read at ${company.base}/elsewhere/realms/huaze (the address cannot be reached, is another issuer, or is on a network this server may not call); nothing was changed`,
    );
    const taken = await api(t.app, adminToken, { method: 'PUT', url: SETTINGS, host: TENANT_B, payload: { ...HUAZE, realm: 'kangning', identityServer: null } });
    expect(taken.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(enterprise).where(eq(enterprise.realm, 'huaze'));
    expect(row!.authAddress).toBe(company.base);
  });

  it('accepts the company server’s access tokens for the user its claim names', async () => {
    const tokens = await signIn('rep', 'company-secret-1');
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    const me = await api(t.app, tokens.access_token, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_B });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.username).toBe('rep');
    // The embedded realm of this enterprise is closed: its sign-in is the company's.
    const realm = await t.app.inject({ url: '/auth/realms/huaze/.well-known/openid-configuration', headers: { host: TENANT_B } });
    expect(realm.statusCode).toBe(404);
  });

  it('refuses the company’s ID token as an access token', async () => {
    const tokens = await signIn('manager', 'company-secret-2');
    const withIdToken = await api(t.app, tokens.id_token!, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_B });
    expect(withIdToken.statusCode).toBe(401);
  });

  it('follows a key rotation at the company’s server without a restart', async () => {
    const before = await signIn('rep', 'company-secret-1');
    expect((await api(t.app, before.access_token, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_B })).statusCode).toBe(200);
    await company.rotateKeys();
    const after = await signIn('manager', 'company-secret-2');
    expect(decodeProtectedHeader(after.access_token).kid).toBe(company.keyIds()[0]);
    expect(decodeProtectedHeader(after.access_token).kid).not.toBe(decodeProtectedHeader(before.access_token).kid);
    // An unknown key sends the server to fetch the key set again, at most every five seconds.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const me = await api(t.app, after.access_token, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_B });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.username).toBe('manager');
    // A token signed before the rotation still verifies: its key is still published.
    expect((await api(t.app, before.access_token, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_B })).statusCode).toBe(200);
  });

  it('refuses, by name, a company user the product does not know', async () => {
    const tokens = await signIn('stranger', 'company-secret-3');
    const refused = await api(t.app, tokens.access_token, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_B, lang: 'en' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your company account (stranger) has no access to this system yet, please contact the administrator');
  });

  it('maps users by the claim the enterprise names', async () => {
    await t.database.db.update(enterprise).set({ userClaim: 'name' }).where(eq(enterprise.realm, 'huaze'));
    t.app.tenants.forget();
    const tokens = await signIn('rep', 'company-secret-1');
    // The access token carries no `name` claim: nobody is named, so nobody is let in.
    const refused = await api(t.app, tokens.access_token, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_B });
    expect(refused.statusCode).toBe(401);
    await t.database.db.update(enterprise).set({ userClaim: 'sub' }).where(eq(enterprise.realm, 'huaze'));
    t.app.tenants.forget();
    const bySubject = await api(t.app, tokens.access_token, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_B });
    expect(bySubject.statusCode).toBe(200);
    expect(bySubject.json().result.username).toBe('rep');
  });
});
