import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_A, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/**
 * A key a tenant's administrator chooses is stored and served back, never used as a key of a plain
 * object: `{"type":"constructor","key":"keys"}` once replaced `Object.keys` for every tenant (issue 60).
 */

const BASE = '/prod-api/API-SYSTEM';

describe('keys a user chooses', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, 'admin')).access_token;
  });
  afterAll(() => t.close());

  /** What Huaze's administrator sees of their own session, users, dictionaries and menus. */
  async function huazeAnswers() {
    const token = (await login(t.app, 'admin', TENANT_B)).access_token;
    const call = (url: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) => api(t.app, token, { method, url: `${BASE}${url}`, host: TENANT_B, payload });
    const answers = [
      await call('/user/info'),
      await call('/admin/user/page?page=0&size=5'),
      await call('/dict/data/find', 'POST', ['visitType', 'constructor', '__proto__']),
      await call('/menu/all/tree'),
      await api(t.app, token, { method: 'POST', url: '/prod-api/dict/find/codeList', host: TENANT_B, payload: ['hospitalLevel', 'constructor', 'toString'] }),
    ];
    return answers.map((answer) => ({ status: answer.statusCode, result: answer.json().result as unknown }));
  }

  it('refuses a language entry, dictionary, menu or role keyed __proto__, constructor or prototype, in the caller’s language', async () => {
    const post = (url: string, payload: unknown, lang?: string) => api(t.app, admin, { method: 'POST', url: `${BASE}${url}`, payload, lang });
    const attempt = await post('/admin/language', { type: 'constructor', key: 'keys', lang: 'zh', content: 'x' });
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json().message).toBe('参数 type 不正确：不能为保留名称 __proto__、constructor 或 prototype');
    const inEnglish = await post('/admin/language', { type: 'shell', key: '__proto__', lang: 'zh', content: 'x' }, 'en');
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.json().message).toBe('Invalid field key: must not be the reserved name __proto__, constructor or prototype');
    expect((await post('/admin/language', { type: 'prototype', key: 'x', lang: 'en', content: 'x' })).statusCode).toBe(400);
    expect((await post('/admin/dict/type', { dictKey: 'constructor', name: '构造', nameEn: 'Constructor' })).statusCode).toBe(400);
    expect((await post('/admin/dict/data', { dictKey: 'visitType', code: '__proto__', label: '原型', labelEn: 'Proto' })).statusCode).toBe(400);
    const stored = await t.database.db.execute(sql`select count(*)::int as n from language_entry where type in ('constructor', 'prototype') or key = '__proto__'`);
    expect(rowsOf<{ n: number }>(stored)[0]!.n).toBe(0);
    // An ordinary key is taken as before.
    expect((await post('/admin/language', { type: 'shell', key: 'menu.constructor', lang: 'zh', content: '构造' })).statusCode).toBe(200);
  });

  it('leaves every tenant working when such keys are in the database already', async () => {
    const before = await huazeAnswers();
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const found = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id::int as id from enterprise where domain = ${TENANT_A}`));
    const tenantId = found[0]!.id;
    await t.database.db.execute(sql`insert into language_entry (tenant_id, type, key, lang, content)
      values (${tenantId}, 'constructor', 'keys', 'zh', 'x'), (${tenantId}, '__proto__', 'polluted', 'zh', 'x'), (${tenantId}, 'shell', '__proto__', 'zh', 'x'),
             (${tenantId}, 'prototype', 'toString', 'zh', 'x'), (${tenantId}, 'shell', 'menu.home', 'zh', '首页')`);
    const overrides = await api(t.app, null, { url: `${BASE}/i18n/overrides?lang=zh` });
    expect(overrides.statusCode).toBe(200);
    expect(overrides.json().result).toEqual({ shell: { 'menu.constructor': '构造', 'menu.home': '首页' } });
    expect(typeof Object.keys).toBe('function');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await huazeAnswers()).toEqual(before);
    // Dictionaries asked by such names are empty, not the prototype's members.
    for (const asked of [before[2]!.result, before[4]!.result] as Array<Record<string, unknown[]>>) {
      expect(Object.values(asked)[0]!.length).toBeGreaterThan(0);
      expect(asked.constructor).toEqual([]);
    }
  });
});
