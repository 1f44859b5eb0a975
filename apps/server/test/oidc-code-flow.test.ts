import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { enterprise } from '../src/db/schema/platform/tenancy';
import { authorizationRequest } from './oidc-requests';
import { api, buildTestApp, DEMO_PASSWORD, tokenRequest, TENANT_A, TENANT_B, type TestApp } from './helpers';

/**
 * The embedded realm driven by a certified relying-party library (openid-client) over real HTTP:
 * discovery, the authorization code flow with PKCE, its refusals, refresh rotation and end-session.
 */
describe('embedded realm: authorization code flow with PKCE (openid-client)', () => {
  let t: TestApp;
  let base: string;
  let config: oidc.Configuration;
  /** The web app's sign-in page on a development server of the demo tenant's domain, registered with its port. */
  const redirectUri = 'http://localhost:5173/pc/login';

  beforeAll(async () => {
    t = await buildTestApp({ config: { loginMaxFailures: 3, loginLockSeconds: 600 } });
    const [kangning] = await t.database.db.select().from(enterprise).where(eq(enterprise.realm, 'kangning'));
    await t.database.db
      .update(enterprise)
      .set({ redirectUris: [...kangning!.redirectUris, redirectUri, 'http://localhost:8080/pc/login'] })
      .where(eq(enterprise.realm, 'kangning'));
    t.app.tenants.forget();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    config = await oidc.discovery(new URL(`${base}/auth/realms/kangning`), 'crm-web', undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });
    // The client speaks English, so the realm's refusals are read in English.
    config[oidc.customFetch] = (url, options) => {
      const headers = new Headers(options.headers);
      headers.set('accept-language', 'en');
      return fetch(url, { ...options, headers } as RequestInit);
    };
  });
  afterAll(() => t.close());

  /** What a browser does on the realm's page: opens it, fills the form and follows it to the client. */
  async function signIn(authorizationUrl: URL, username: string, password = DEMO_PASSWORD): Promise<{ location: URL | null; page: string; status: number }> {
    const pageResponse = await fetch(authorizationUrl, { redirect: 'manual' });
    const html = await pageResponse.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) return { location: pageResponse.headers.get('location') ? new URL(pageResponse.headers.get('location')!) : null, page: html, status: pageResponse.status };
    const form = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(name!, unescape(value!));
    form.set('username', username);
    form.set('password', password);
    const posted = await fetch(new URL(action.replace(/&#38;/g, '&'), base), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      body: form.toString(),
    });
    const location = posted.headers.get('location');
    return { location: location ? new URL(location) : null, page: await posted.text(), status: posted.status };
  }

  function unescape(value: string): string {
    return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  }

  const authorization = (overrides: Record<string, string> = {}) => authorizationRequest(config, redirectUri, overrides);

  async function refusal(promise: Promise<unknown>): Promise<{ error: string; description: string }> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError) return { error: error.error, description: error.error_description ?? '' };
      if (error instanceof oidc.AuthorizationResponseError) return { error: error.error, description: error.error_description ?? '' };
      throw error;
    }
    throw new Error('the realm accepted what it should have refused');
  }

  it('publishes discovery for the code flow: PKCE S256, the iss parameter, end-session', () => {
    const metadata = config.serverMetadata();
    expect(metadata.authorization_endpoint).toBe(`${base}/auth/realms/kangning/protocol/openid-connect/auth`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
    expect(metadata.end_session_endpoint).toBe(`${base}/auth/realms/kangning/protocol/openid-connect/logout`);
    expect(metadata.grant_types_supported).toEqual(['authorization_code', 'refresh_token', 'password']);
  });

  it('signs in with code + PKCE: ID token with the nonce, userinfo, and an access token the API accepts', async () => {
    const { url, verifier, state, nonce } = await authorization();
    const { location } = await signIn(url, 'rep');
    expect(location?.origin + location!.pathname).toBe(redirectUri);
    expect(location!.searchParams.get('iss')).toBe(`${base}/auth/realms/kangning`);
    const tokens = await oidc.authorizationCodeGrant(config, location!, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({ aud: 'crm-web', preferred_username: 'rep', nonce });
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(info.preferred_username).toBe('rep');
    const me = await api(t.app, tokens.access_token, { url: '/prod-api/API-SYSTEM/user/info' });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.username).toBe('rep');
    // The ID token tells the client who signed in; it is not a key to the API.
    const withIdToken = await api(t.app, tokens.id_token!, { url: '/prod-api/API-SYSTEM/user/info' });
    expect(withIdToken.statusCode).toBe(401);
  });

  it('refuses a replayed code and ends the session the code opened', async () => {
    const { url, verifier, state, nonce } = await authorization();
    const { location } = await signIn(url, 'manager');
    const tokens = await oidc.authorizationCodeGrant(config, location!, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    const replay = await refusal(oidc.authorizationCodeGrant(config, location!, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce }));
    expect(replay.error).toBe('invalid_grant');
    const afterReplay = await refusal(oidc.refreshTokenGrant(config, tokens.refresh_token!));
    expect(afterReplay.error).toBe('invalid_grant');
    expect((await api(t.app, tokens.access_token, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(401);
  });

  it('refuses a missing or wrong code_verifier and a redirect address other than the one the code was issued for', async () => {
    const missing = await authorization();
    const missingAt = (await signIn(missing.url, 'rep')).location!;
    expect((await refusal(oidc.authorizationCodeGrant(config, missingAt, { expectedState: missing.state, expectedNonce: missing.nonce }))).description).toBe(
      'PKCE code verifier not specified',
    );
    const wrong = await authorization();
    const wrongAt = (await signIn(wrong.url, 'rep')).location!;
    const wrongVerifier = await refusal(
      oidc.authorizationCodeGrant(config, wrongAt, { pkceCodeVerifier: oidc.randomPKCECodeVerifier(), expectedState: wrong.state, expectedNonce: wrong.nonce }),
    );
    expect(wrongVerifier).toEqual({ error: 'invalid_grant', description: 'PKCE verification failed: code verifier does not match the challenge' });
    const moved = await authorization();
    const movedAt = (await signIn(moved.url, 'rep')).location!;
    // The client claims the code arrived at another page of the app than the one it asked for.
    const elsewhere = new URL(`http://localhost:5173/pc/other${movedAt.search}`);
    const mismatch = await refusal(oidc.authorizationCodeGrant(config, elsewhere, { pkceCodeVerifier: moved.verifier, expectedState: moved.state, expectedNonce: moved.nonce }));
    expect(mismatch).toEqual({ error: 'invalid_grant', description: 'Incorrect redirect_uri' });
  });

  it('never sends a code to an address the client has not registered, and requires PKCE', async () => {
    const foreign = await authorization({ redirect_uri: 'https://attacker.example/pc/login' });
    const page = await fetch(foreign.url, { redirect: 'manual', headers: { 'accept-language': 'en' } });
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    expect(await page.text()).toContain('Invalid redirect uri: https://attacker.example/pc/login is not registered for this client');
    const noPkce = new URL(foreign.url);
    noPkce.searchParams.set('redirect_uri', redirectUri);
    noPkce.searchParams.delete('code_challenge');
    noPkce.searchParams.delete('code_challenge_method');
    const refused = await fetch(noPkce, { redirect: 'manual' });
    expect(refused.status).toBe(302);
    const back = new URL(refused.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('state')).toBe(foreign.state);
    const silent = await authorization({ prompt: 'none' });
    const silentBack = new URL((await fetch(silent.url, { redirect: 'manual' })).headers.get('location')!);
    expect(silentBack.searchParams.get('error')).toBe('login_required');
  });

  it('matches a redirect address whole, port included: another port of the same loopback host is refused and shown, never sent to', async () => {
    for (const uri of [
      'http://localhost:9999/pc/login',
      'http://localhost:5174/pc/login',
      'http://127.0.0.1:5173/pc/login',
      'http://[::1]:5173/pc/login',
      'http://localhost/pc/login/',
    ]) {
      const request = await authorization({ redirect_uri: uri });
      const page = await fetch(request.url, { redirect: 'manual', headers: { 'accept-language': 'en' } });
      expect(page.status, uri).toBe(400);
      expect(page.headers.get('location')).toBeNull();
      expect(await page.text()).toContain(`Invalid redirect uri: ${uri} is not registered for this client`);
      const logout = await fetch(oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: uri }), { redirect: 'manual' });
      expect(logout.status, uri).toBe(400);
    }
    // Reached at its own origin on the tenant's domain, the realm takes the web app's page there and
    // the addresses registered, and still no other port.
    const at = (uri: string, host: string) => {
      const query = new URLSearchParams({
        client_id: 'crm-web',
        response_type: 'code',
        redirect_uri: uri,
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
        state: 's',
      });
      return t.app.inject({ url: `/auth/realms/kangning/protocol/openid-connect/auth?${query}`, headers: { host, 'accept-language': 'en' } });
    };
    expect((await at('http://localhost:8080/pc/login', 'localhost:8080')).statusCode).toBe(200);
    expect((await at('http://localhost:8080/pc/login', 'localhost:8095')).statusCode).toBe(200);
    expect((await at('http://localhost:8095/pc/login', 'localhost:8095')).statusCode).toBe(200);
    const other = await at('http://localhost:9999/pc/login', 'localhost:8080');
    expect(other.statusCode).toBe(400);
    expect(other.headers.location).toBeUndefined();
    expect(other.body).toContain('Invalid redirect uri: http://localhost:9999/pc/login is not registered for this client');
    // The page of the origin reached counts only on the tenant's own domain.
    expect((await at('http://127.0.0.1:8095/pc/login', '127.0.0.1:8095')).statusCode).toBe(400);
  });

  it('rotates refresh tokens and ends the session when an old one is presented again', async () => {
    const { url, verifier, state, nonce } = await authorization();
    const first = await oidc.authorizationCodeGrant(config, (await signIn(url, 'rep')).location!, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    const second = await oidc.refreshTokenGrant(config, first.refresh_token!);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.claims()?.preferred_username).toBe('rep');
    const reuse = await refusal(oidc.refreshTokenGrant(config, first.refresh_token!));
    expect(reuse.error).toBe('invalid_grant');
    const family = await refusal(oidc.refreshTokenGrant(config, second.refresh_token!));
    expect(family.error).toBe('invalid_grant');
  });

  it('ends the session at the end-session endpoint and returns to the registered address with the state', async () => {
    const { url, verifier, state, nonce } = await authorization();
    const tokens = await oidc.authorizationCodeGrant(config, (await signIn(url, 'rep')).location!, { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce });
    const logout = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: redirectUri, state: 'bye' });
    const response = await fetch(logout, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${redirectUri}?state=bye`);
    expect((await refusal(oidc.refreshTokenGrant(config, tokens.refresh_token!))).error).toBe('invalid_grant');
    expect((await api(t.app, tokens.access_token, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(401);
    const elsewhere = oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: 'https://attacker.example/' });
    expect((await fetch(elsewhere, { redirect: 'manual' })).status).toBe(400);
  });

  it('keeps the sign-in page’s answers: the same for unknown, wrong and locked, in the chosen language', async () => {
    const { url } = await authorization({ ui_locales: 'en' });
    const english = await (await fetch(url)).text();
    expect(english).toContain('<h1>Sign in</h1>');
    expect(english).toContain('Kangning');
    const unknown = await signIn(url, 'nobody', 'x');
    expect(unknown.status).toBe(200);
    expect(unknown.page).toContain('Invalid user credentials');
    for (let i = 0; i < 3; i++) await signIn(url, 'reader', 'wrong');
    const locked = await signIn(url, 'reader');
    expect(locked.location).toBeNull();
    expect(locked.page).toContain('Invalid user credentials');
    const { url: chineseUrl } = await authorization({ state: '"><script>alert(1)</script>' });
    const chinese = await (await fetch(chineseUrl, { headers: { 'accept-language': 'zh-CN' } })).text();
    expect(chinese).toContain('<h1>账号登录</h1>');
    expect(chinese).not.toContain('<script>');
  });

  it('refuses the password grant where the enterprise does not allow it', async () => {
    await t.database.db.update(enterprise).set({ passwordGrant: false }).where(eq(enterprise.realm, 'huaze'));
    t.app.tenants.forget();
    const refused = await tokenRequest(t.app, TENANT_B, { grant_type: 'password', username: 'rep', password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('unauthorized_client');
    const discovery = await t.app.inject({ url: '/auth/realms/huaze/.well-known/openid-configuration', headers: { host: TENANT_B } });
    expect(discovery.json().grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
    const allowed = await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'rep', password: DEMO_PASSWORD });
    expect(allowed.statusCode).toBe(200);
  });
});
