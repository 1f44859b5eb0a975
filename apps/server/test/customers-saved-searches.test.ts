import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';

describe('saved searches', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const list = async (user: string, host?: string) => (await api(t.app, tokens[user]!, { url: '/prod-api/doctor/get/all/search/param', ...(host ? { host } : {}) })).json().result;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const user of ['rep', 'manager', 'marketing']) tokens[user] = (await login(t.app, user)).access_token;
    tokens.repB = (await login(t.app, 'rep', TENANT_B)).access_token;
  });
  afterAll(() => t.close());

  it('saves filters under a name, lists them newest first, and they apply as saved', async () => {
    const params = { listType: 'MY_CUSTOMER', hospitalLevels: ['3A', '3B'], titleCodes: ['CHIEF', 'ASSOCIATE_CHIEF'], keyword: 'z' };
    const saved = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/save/common/search/param', payload: { name: '三级医院高年资', params } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ name: '三级医院高年资', params });
    await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/save/common/search/param', payload: { name: '全部', params: {} } });
    const mine = await list('rep');
    expect(mine.map((s: { name: string }) => s.name)).toEqual(['全部', '三级医院高年资']);
    expect(mine[1].params).toEqual(params);
    // Applying a saved search is sending its params to doctor/search.
    const applied = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/search', payload: mine[1].params });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().result.totalElements).toBeGreaterThan(0);
    expect(applied.json().result.content.every((d: { hospitalLevel: string }) => ['3A', '3B'].includes(d.hospitalLevel))).toBe(true);
    expect(mine[0].params.listType).toBe('MY_CUSTOMER');
  });

  it('keeps each user’s searches to themselves, and the other tenant’s apart', async () => {
    expect(await list('manager')).toEqual([]);
    expect(await list('repB', TENANT_B)).toEqual([]);
  });

  it('deletes one of the caller’s own, and answers 404 for anyone else’s', async () => {
    const [first] = await list('rep');
    expect((await api(t.app, tokens.manager!, { method: 'DELETE', url: `/prod-api/doctor/delete/search/param/${first.id}` })).statusCode).toBe(404);
    expect((await api(t.app, tokens.repB!, { method: 'DELETE', url: `/prod-api/doctor/delete/search/param/${first.id}`, host: TENANT_B })).statusCode).toBe(404);
    const deleted = await api(t.app, tokens.rep!, { method: 'DELETE', url: `/prod-api/doctor/delete/search/param/${first.id}` });
    expect(deleted.json()).toEqual({ code: 200, message: 'success', result: null });
    expect((await list('rep')).map((s: { id: number }) => s.id)).not.toContain(first.id);
    expect((await api(t.app, tokens.rep!, { method: 'DELETE', url: `/prod-api/doctor/delete/search/param/${first.id}` })).statusCode).toBe(404);
  });

  it('refuses a nameless search or bad filters, naming the field, and users without the list', async () => {
    const nameless = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/save/common/search/param', payload: { name: '', params: {} }, lang: 'en' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toMatch(/name/);
    const badFilter = await api(t.app, tokens.rep!, {
      method: 'POST',
      url: '/prod-api/doctor/save/common/search/param',
      payload: { name: 'x', params: { lastVisit: 'YESTERDAY' } },
      lang: 'en',
    });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toMatch(/params\.lastVisit/);
    expect((await api(t.app, tokens.marketing!, { url: '/prod-api/doctor/get/all/search/param' })).statusCode).toBe(403);
  });
});
