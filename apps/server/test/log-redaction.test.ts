import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { isSensitiveName, redactText } from '../src/lib/log-redaction';
import { api, login, openTestDatabase, TENANT_A } from './helpers';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/client';

/** Values that must never be written to the log, each under a name that says what it is. */
const SECRET = {
  id_token_hint: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJpZC1oaW50LXNlY3JldCJ9.c2lnbmF0dXJlLWlkLWhpbnQ',
  access_token: 'access-token-value-7c1f0e',
  refresh_token: 'refresh-token-value-9a2b4d',
  code: 'authorisation-code-5e6f7a',
  client_secret: 'client-secret-value-3c4d5e',
  password: 'Pa55word-value-8b9c',
  mobile: '13912345678',
  phone: '13698765432',
  email: 'attendee.secret@example.com',
  idCard: '11010519491231002X',
  idNumber: '440301199001011234',
  smsCode: '864209',
};

function memoryLog() {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line), text: () => lines.join('') };
}

describe('the log redacts secrets and personal data by name', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const log = memoryLog();

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig({ logLevel: 'info' }), database, logStream: log });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('knows the names, whatever their case or separators, and leaves other parameters alone', () => {
    for (const name of [
      'id_token_hint',
      'access_token',
      'client_secret',
      'Password',
      'newPassword',
      'mobile',
      'attendeeMobile',
      'phone',
      'e-mail',
      'email',
      'idCard',
      'id_number',
      'ID_NO',
      'code',
      'smsCode',
      'verify_code',
      'apiKey',
      'authorization',
      '身份证号',
    ])
      expect(isSensitiveName(name), name).toBe(true);
    for (const name of ['meetingId', 'realm', 'state', 'page', 'size', 'hospitalId', 'name', 'lang']) expect(isSensitiveName(name), name).toBe(false);
    expect(redactText('/logout?id_token_hint=abc.def&state=bye')).toBe('/logout?id_token_hint=[redacted]&state=bye');
    expect(redactText('/doctor/by-mobile/13912345678')).toBe('/doctor/by-mobile/[redacted]');
  });

  it('keeps every value out of the request lines, logged objects, errors and messages, and keeps the rest', async () => {
    const token = (await login(app, 'rep')).access_token;
    const query = new URLSearchParams(SECRET).toString();
    // The end-session request with its whole ID token, the public sign-in with the attendee's mobile, and every other name.
    await app.inject({
      url: `/auth/realms/kangning/protocol/openid-connect/logout?id_token_hint=${SECRET.id_token_hint}&post_logout_redirect_uri=http%3A%2F%2Flocalhost%2Fpc%2F&state=bye`,
      headers: { host: TENANT_A },
    });
    await app.inject({
      url: `/prod-api/API-MEET-TOOLS/public/meetingSign?meetingId=m-visible-1&code=${SECRET.code}&name=%E5%BC%A0%E4%B8%89&mobile=${SECRET.mobile}&email=${encodeURIComponent(SECRET.email)}`,
      headers: { host: TENANT_A },
    });
    await api(app, token, { url: `/prod-api/API-SYSTEM/user/info?${query}&page=visible-page` });
    await api(app, null, { url: `/prod-api/no-such-route/${SECRET.mobile}/${SECRET.idCard}?${query}` });
    await app.inject({ url: `/prod-api/API-BEACON/socket?access_token=${SECRET.access_token}`, headers: { host: TENANT_A } });
    // What code logs by hand: bodies, errors (with the URL they failed on), messages.
    const failure = Object.assign(new Error(`GET https://idp.example/token?client_secret=${SECRET.client_secret}&grant_type=x failed for ${SECRET.email}`), {
      mobile: SECRET.mobile,
      status: 502,
    });
    app.log.error({ err: failure, body: { ...SECRET, nested: [{ password: SECRET.password, idNumber: SECRET.idNumber }], visible: 'kept-field' } }, 'upstream failed');
    app.log.warn({ error: failure }, `retrying https://sms.example/send?phone=${SECRET.phone}&sign=visible-sign`);
    app.log.child({ mobile: SECRET.mobile }).info('child bindings');

    const text = log.text();
    expect(text).toContain('/openid-connect/logout?id_token_hint=[redacted]');
    expect(text).toContain('meetingId=m-visible-1');
    expect(text).toContain('page=visible-page');
    expect(text).toContain('kept-field');
    expect(text).toContain('visible-sign');
    expect(text).toContain('status');
    const leaked = Object.entries(SECRET).filter(([, value]) => text.includes(value) || text.includes(encodeURIComponent(value)));
    expect(leaked.map(([name]) => name)).toEqual([]);
  });
});
