import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_B, api, buildTestApp, login, type TestApp } from './helpers';

const SECRET = 'embedding-secret-of-the-fake-site-0123456789';

/** A fake Metabase on loopback: serves an embed only for a link signed with its secret and not expired. */
function fakeMetabase(): Promise<Server> {
  const server = createServer((request, response) => {
    const match = /^\/embed\/dashboard\/([^/?#]+)/.exec(request.url ?? '');
    if (!match) return void response.writeHead(404).end();
    jwtVerify(match[1]!, new TextEncoder().encode(SECRET), { algorithms: ['HS256'] }).then(
      ({ payload }) => {
        const resource = payload.resource as { dashboard: number };
        response.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>dashboard ${resource.dashboard}</h1>`);
      },
      (error: Error) => response.writeHead(401).end(error.message),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('external embedded dashboards', () => {
  let site: Server;
  let origin = '';
  let t: TestApp;
  let plain: TestApp;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    site = await fakeMetabase();
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    t = await buildTestApp({ config: { embeddedDashboards: { site: `${origin}/`, secret: SECRET, ids: { 'system-use': '7' }, minutes: 10 } } });
    plain = await buildTestApp({ database: t.database });
    for (const name of ['admin', 'rep']) token[name] = (await login(t.app, name)).access_token;
  }, 600_000);
  afterAll(async () => {
    await plain.close();
    await t.close();
    await new Promise((resolve) => site.close(resolve));
  });

  const embedOf = (app: TestApp, who: string, key: string, host?: string) => api(app.app, token[who]!, { url: `/prod-api/analytics/dashboard/${key}/embed`, host });

  it('signs a link to the configured dashboard that the site accepts, without handing out the secret', async () => {
    const response = await embedOf(t, 'admin', 'system-use');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SECRET);
    const { url, expiresAt } = response.json().result.embed;
    expect(url.startsWith(`${origin}/embed/dashboard/`)).toBe(true);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('dashboard 7');
    // A link whose signature was altered is refused by the site.
    const [head, payload, signature] = url.split('/embed/dashboard/')[1]!.split('#')[0]!.split('.');
    const forged = `${origin}/embed/dashboard/${head}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetch(forged)).status).toBe(401);
  });

  it('gives no link for a dashboard without an external one, nor where none is configured', async () => {
    expect((await embedOf(t, 'admin', 'manager-dashboard')).json().result.embed).toBeNull();
    expect((await embedOf(plain, 'admin', 'system-use')).json().result.embed).toBeNull();
  });

  it('gives the link only to viewers of the dashboard', async () => {
    expect((await embedOf(t, 'rep', 'system-use')).statusCode).toBe(403);
    expect((await embedOf(t, 'admin', 'no-such-board')).statusCode).toBe(404);
    const other = (await login(t.app, 'admin', TENANT_B)).access_token;
    expect((await api(t.app, other, { url: '/prod-api/analytics/dashboard/system-use/embed', host: TENANT_B })).json().result.embed.url).toContain(origin);
  });

  it('lets pages frame exactly the configured site, and no other', async () => {
    const policy = (await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'localhost' } })).headers['content-security-policy'] as string;
    const frameSrc = policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe(`frame-src 'self' ${origin}`);
    const without = (await plain.app.inject({ method: 'GET', url: '/healthz', headers: { host: 'localhost' } })).headers['content-security-policy'] as string;
    expect(without).not.toContain('frame-src');
    expect(without).toContain("default-src 'self'");
  });
});
