import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';

/**
 * A tenant administrator cannot make the server call the server's own network: an identity server or
 * assistant service on loopback (named by address or by a host name) is refused, whether its port is
 * open or closed and with the same answer, and a public address that redirects inside is refused at
 * the redirect. The operator's allow-list (OUTBOUND_ALLOWED_NETWORKS) opens a network.
 */

interface Fake {
  base: string;
  /** The paths asked for, in order. */
  seen: string[];
  close(): Promise<void>;
}

/** An identity server answering discovery for any realm as its own issuer, and an OpenAI-compatible chat service. */
async function fakeServer(host: string, redirectTo?: () => string): Promise<Fake> {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    request.resume();
    seen.push(request.url ?? '');
    if (redirectTo) return response.writeHead(302, { location: `${redirectTo()}${request.url}` }).end();
    const realm = /^\/realms\/([^/]+)\/\.well-known\/openid-configuration$/.exec(request.url ?? '');
    if (realm) {
      const issuer = `${fake.base}/realms/${realm[1]}`;
      return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/auth`, jwks_uri: `${issuer}/certs` }));
    }
    if (request.url === '/v1/chat/completions') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      return response.end(`data: ${JSON.stringify({ choices: [{ delta: { content: 'p' } }] })}\n\ndata: [DONE]\n\n`);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const fake: Fake = {
    base: `http://${host}:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
  return fake;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const SIGN_IN = '/prod-api/API-SYSTEM/admin/sign-in';
const HUAZE = { realm: 'huaze', clientId: 'crm-web', userClaim: 'preferred_username', redirectUris: ['http://127.0.0.1/pc/login'], passwordGrant: true };
const AI_NONE = {
  enabled: true,
  chatBaseUrl: null,
  chatModel: null,
  embeddingBaseUrl: null,
  embeddingModel: null,
  pubmedBaseUrl: null,
  requestsPerMinute: 10,
  monthlyTokenLimit: 0,
};

describe('addresses a tenant administrator names', () => {
  /** The server without an allow-list: loopback is refused, as on a default installation. */
  let t: TestApp;
  let inside: Fake;
  let closed: number;
  let admin: string;

  const saveIdentityServer = (app: TestApp, identityServer: string, lang = 'en') =>
    api(app.app, admin, { method: 'PUT', url: SIGN_IN, host: TENANT_B, lang, payload: { ...HUAZE, identityServer } });
  const testChat = async (app: TestApp, chatBaseUrl: string) => {
    const saved = await api(app.app, admin, { method: 'PUT', url: '/prod-api/API-AI/setting', host: TENANT_B, payload: { ...AI_NONE, chatBaseUrl, chatModel: 'm' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const tested = await api(app.app, admin, { method: 'POST', url: '/prod-api/API-AI/setting/test', host: TENANT_B, payload: { service: 'chat' } });
    expect(tested.statusCode, tested.body).toBe(200);
    return tested.json().result as { outcome: string; httpStatus: number | null };
  };

  beforeAll(async () => {
    [t, inside, closed] = await Promise.all([buildTestApp({ config: { outboundAllowedNetworks: [] } }), fakeServer('127.0.0.1'), closedPort()]);
    admin = (await login(t.app, 'admin', TENANT_B)).access_token;
  });
  afterAll(async () => Promise.all([t?.close(), inside?.close()]));

  it('refuses an identity server on loopback with one answer, whether its port is open or closed, in both languages', async () => {
    const open = await saveIdentityServer(t, inside.base);
    const shut = await saveIdentityServer(t, `http://127.0.0.1:${closed}`);
    expect([open.statusCode, shut.statusCode]).toEqual([400, 400]);
    const withoutAddress = (message: string) => message.replace(/http:\/\/127\.0\.0\.1:\d+/, '<address>');
    expect(withoutAddress(open.json().message)).toBe(withoutAddress(shut.json().message));
    expect(open.json().message).toBe(
      `The identity server’s OpenID Connect discovery document could not be read at ${inside.base}/realms/huaze (the address cannot be reached, is another issuer, or is on a network this server may not call); nothing was changed`,
    );
    const openZh = await saveIdentityServer(t, inside.base, 'zh');
    const shutZh = await saveIdentityServer(t, `http://127.0.0.1:${closed}`, 'zh');
    expect(withoutAddress(openZh.json().message)).toBe(withoutAddress(shutZh.json().message));
    expect(openZh.json().message).toContain('位于本服务器不可访问的网络');
    // A host name that resolves to loopback, and loopback written as IPv6 or as one number.
    for (const address of [inside.base.replace('127.0.0.1', 'localhost'), inside.base.replace('127.0.0.1', '[::ffff:127.0.0.1]'), inside.base.replace('127.0.0.1', '2130706433')]) {
      expect((await saveIdentityServer(t, address)).statusCode, address).toBe(400);
    }
    expect(inside.seen).toEqual([]);
  });

  it('tests an assistant service on loopback as unreachable, whether its port is open or closed', async () => {
    expect(await testChat(t, `${inside.base}/v1`)).toMatchObject({ outcome: 'unreachable', httpStatus: null });
    expect(await testChat(t, `http://127.0.0.1:${closed}/v1`)).toMatchObject({ outcome: 'unreachable', httpStatus: null });
    expect(await testChat(t, `${inside.base.replace('127.0.0.1', 'localhost')}/v1`)).toMatchObject({ outcome: 'unreachable', httpStatus: null });
    expect(inside.seen).toEqual([]);
  });

  it('refuses at the redirect an allowed address that sends the server inside', async () => {
    // 127.0.0.2 stands for a public address: the operator allows it alone.
    const outside = await fakeServer('127.0.0.2', () => inside.base);
    const second = await buildTestApp({ database: t.database, config: { outboundAllowedNetworks: ['127.0.0.2/32'] } });
    try {
      const saved = await saveIdentityServer(second, outside.base);
      expect(saved.statusCode).toBe(400);
      expect(outside.seen).toEqual(['/realms/huaze/.well-known/openid-configuration']);
      expect(inside.seen).toEqual([]);
    } finally {
      await Promise.all([second.close(), outside.close()]);
    }
  });

  it('calls a network the operator allows', async () => {
    const allowed = await buildTestApp({ database: t.database, config: { outboundAllowedNetworks: ['127.0.0.0/8'] } });
    try {
      expect(await testChat(allowed, `${inside.base}/v1`)).toMatchObject({ outcome: 'ok', httpStatus: 200 });
      const saved = await saveIdentityServer(allowed, inside.base);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().result).toMatchObject({ identityServer: inside.base, issuer: `${inside.base}/realms/huaze` });
    } finally {
      await allowed.close();
    }
  });
});
