import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedIfEmpty } from '../src/seed';

/** The enterprise a company's own install starts with (DEMO_DATA=false) signs in only through its sign-in page. */
describe('the first enterprise of a new install', () => {
  let dir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-first-'));
    database = await openDatabase({ dataDir: dir });
    await database.migrate();
    const seeded = await seedIfEmpty(database.db, { demo: false, domain: 'crm.company.test', name: '公司', port: 8080 });
    expect(seeded.kind).toBe('initial');
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const authorize = (redirectUri: string) =>
    app.inject({
      url: `/auth/realms/crm/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: 'crm-web',
        redirect_uri: redirectUri,
        response_type: 'code',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString()}`,
      headers: { host: 'crm.company.test:8080', 'accept-language': 'en' },
    });

  it('refuses the password grant: its people sign in on the sign-in page', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/auth/realms/crm/protocol/openid-connect/token',
      headers: { host: 'crm.company.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'client_id=crm-web&grant_type=password&username=admin&password=whatever',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('unauthorized_client');
  });

  it('registers its sign-in page on the default ports and on the server’s own, and no other', async () => {
    for (const address of ['https://crm.company.test/pc/login', 'http://crm.company.test/pc/login', 'http://crm.company.test:8080/pc/login']) {
      const page = await authorize(address);
      expect(page.statusCode, address).toBe(200);
      expect(page.body).toContain('<h1>Sign in</h1>');
    }
    const elsewhere = await authorize('http://crm.company.test:9999/pc/login');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.headers.location).toBeUndefined();
  });
});
