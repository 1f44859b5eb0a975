import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, openTestDatabase, type TestApp } from './helpers';
import type { DatabaseHandle } from '../src/db/client';
import type { FastifyInstance } from 'fastify';

const BASE = '/prod-api/API-SYSTEM';
/** Instances that share Redis (TEST_REDIS_URL) also tell each other through it. */
const redisUrl = process.env.TEST_REDIS_URL || undefined;

/** Polls until `check` holds; across instances a change must arrive within a second. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

for (const layout of ['one instance', 'two instances sharing the database'] as const) {
  describe(`cached principals, ${layout}`, () => {
    let database: DatabaseHandle;
    let writer: TestApp;
    let reader: TestApp;
    let admin: string;
    const two = layout !== 'one instance';

    beforeAll(async () => {
      database = await openTestDatabase();
      writer = await buildTestApp({ database, config: { redisUrl } });
      reader = two ? await buildTestApp({ database, config: { redisUrl } }) : writer;
      admin = (await login(writer.app, 'admin')).access_token;
    });
    afterAll(async () => {
      if (two) await reader.close();
      await writer.close();
      await database.close();
    });

    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => api(writer.app, admin, { method, url: `${BASE}${url}`, payload });
    /** A request served from the cache, so what follows proves the cache was dropped, not bypassed. */
    async function servedFromCache(app: FastifyInstance, token: string, request: { method?: 'POST'; url: string; payload?: unknown }) {
      expect((await api(app, token, request)).statusCode).toBe(200);
      const hits = app.principals.hits;
      expect((await api(app, token, request)).statusCode).toBe(200);
      expect(app.principals.hits).toBe(hits + 1);
    }
    /** The status the reader instance answers: at once on one instance, within a second across two. */
    async function refusedOnReader(token: string, request: { method?: 'POST'; url: string; payload?: unknown }, status: number) {
      if (!two) {
        expect((await api(reader.app, token, request)).statusCode).toBe(status);
        return;
      }
      await within(1000, async () => (await api(reader.app, token, request)).statusCode === status);
    }

    it('applies a role change to its holders on their next request', async () => {
      const rep = (await login(reader.app, 'rep2')).access_token;
      const search = { method: 'POST' as const, url: '/prod-api/doctor/search', payload: { type: 'MY_CUSTOMER' } };
      await servedFromCache(reader.app, rep, search);
      const roles = (await call('GET', '/admin/role/list')).json().result as Array<Record<string, unknown> & { id: number; code: string }>;
      const repRole = roles.find((r) => r.code === 'rep')!;
      const { id, userCount: _count, ...fields } = repRole;
      expect((await call('PUT', `/admin/role/${id}`, { ...fields, menuIds: [] })).statusCode).toBe(200);
      await refusedOnReader(rep, search, 403);
      // Granting back applies just as quickly.
      expect((await call('PUT', `/admin/role/${id}`, { ...fields, menuIds: repRole.menuIds })).statusCode).toBe(200);
      await refusedOnReader(rep, search, 200);
    });

    it('refuses a disabled user on the next request', async () => {
      const users = (await call('GET', '/admin/user/page?keyword=reader')).json().result.content as Array<{ id: number; username: string }>;
      const user = users.find((u) => u.username === 'reader')!;
      const session = (await login(reader.app, 'reader')).access_token;
      await servedFromCache(reader.app, session, { url: `${BASE}/user/info` });
      expect((await call('PUT', `/admin/user/${user.id}/status`, { enabled: false })).statusCode).toBe(200);
      await refusedOnReader(session, { url: `${BASE}/user/info` }, 401);
      expect((await call('PUT', `/admin/user/${user.id}/status`, { enabled: true })).statusCode).toBe(200);
    });

    it('refuses a session revoked by logging out on the other instance, and keeps the user’s other sessions', async () => {
      const ended = (await login(reader.app, 'rep')).access_token;
      const kept = (await login(reader.app, 'rep')).access_token;
      await servedFromCache(reader.app, ended, { url: `${BASE}/user/info` });
      await servedFromCache(reader.app, kept, { url: `${BASE}/user/info` });
      expect((await api(writer.app, ended, { method: 'POST', url: `${BASE}/user/logout` })).statusCode).toBe(200);
      await refusedOnReader(ended, { url: `${BASE}/user/info` }, 401);
      expect((await api(reader.app, kept, { url: `${BASE}/user/info` })).statusCode).toBe(200);
    });

    it('shows a changed e-mail, English name or unit name on the next “who am I”, though it is answered from the cache', async () => {
      const { sql } = await import('drizzle-orm');
      const session = (await login(reader.app, 'msl')).access_token;
      await servedFromCache(reader.app, session, { url: `${BASE}/user/info` });
      const info = async () =>
        (await api(reader.app, session, { url: `${BASE}/user/info` })).json().result as { email: string | null; nameEn: string | null; groups: Array<{ name: string }> };
      const before = await info();
      const user = sql`(select id from app_user where username = 'msl' and tenant_id = (select id from enterprise where domain = 'localhost'))`;
      await database.db.execute(sql`update app_user set email = 'msl.changed@example.com', name_en = 'Changed Name' where id = ${user}`);
      await within(1000, async () => {
        const now = await info();
        return now.email === 'msl.changed@example.com' && now.nameEn === 'Changed Name';
      });
      await database.db.execute(sql`update organization set name = name || '（改）' where id = (select org_id from app_user where id = ${user})`);
      await within(1000, async () => (await info()).groups[0]?.name === `${before.groups[0]!.name}（改）`);
      await database.db.execute(sql`update organization set name = ${before.groups[0]!.name} where id = (select org_id from app_user where id = ${user})`);
      await database.db.execute(sql`update app_user set email = ${before.email}, name_en = ${before.nameEn} where id = ${user}`);
    });

    it('refuses a session revoked straight in the database (no request of this server made the change)', async () => {
      const session = await login(reader.app, 'manager');
      await servedFromCache(reader.app, session.access_token, { url: `${BASE}/user/info` });
      const { sql } = await import('drizzle-orm');
      await database.db.execute(
        sql`update auth_session set revoked_at = now(), revoked_reason = 'test' where user_id = (select id from app_user where username = 'manager' and tenant_id = (select id from enterprise where domain = 'localhost'))`,
      );
      await within(1000, async () => (await api(reader.app, session.access_token, { url: `${BASE}/user/info` })).statusCode === 401);
    });
  });
}
