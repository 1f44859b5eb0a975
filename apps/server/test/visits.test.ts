import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';

interface Visit {
  id: number;
  status: string;
  doctor: { id: number; name: string };
  user: { id: number };
  products: Array<{ id: number }>;
  participants: Array<{ id: number }>;
}

describe('visits', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let doctorOfRep: number;
  let doctorOfRep2: number;
  let productOfRep: number;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['rep', 'rep2', 'manager', 'admin', 'reader']) token[name] = (await login(t.app, name)).access_token;
    const myDoctors = await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/doctor/search', payload: { type: 'MY_CUSTOMER' } });
    doctorOfRep = myDoctors.json().result.content[0].id;
    const otherDoctors = await api(t.app, token.rep2!, { method: 'POST', url: '/prod-api/doctor/search', payload: { type: 'MY_CUSTOMER' } });
    doctorOfRep2 = otherDoctors.json().result.content[0].id;
    productOfRep = (await api(t.app, token.rep!, { url: '/prod-api/API-SYSTEM/product/user/product/all' })).json().result[0].id;
  });
  afterAll(() => t.close());

  const log = (who: string, body: Record<string, unknown>, lang?: string) => api(t.app, token[who]!, { method: 'POST', url: '/prod-api/v2/visit/add', payload: body, lang });
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
  const valid = () => ({ doctorId: doctorOfRep, startAt: hoursAgo(2), endAt: hoursAgo(1.5), visitType: 'FACE', purpose: 'PRODUCT', duration: '30', result: 'INTERESTED', productIds: [productOfRep], notes: '介绍新适应症' });

  it('logs a visit that shows in my visits, in the district manager’s team visits, and not for another district', async () => {
    const created = await log('rep', valid());
    expect(created.statusCode).toBe(200);
    const visit = created.json().result as Visit;
    expect(visit).toMatchObject({ status: 'completed', doctor: { id: doctorOfRep } });
    expect(visit.products.map((p) => p.id)).toEqual([productOfRep]);

    const mine = (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/v2/visit/find/my/page?page=0&size=100', payload: { doctorId: doctorOfRep } })).json().result;
    expect(mine.content.map((v: Visit) => v.id)).toContain(visit.id);
    const team = (await api(t.app, token.manager!, { method: 'POST', url: '/prod-api/v2/visit/find/team/page?page=0&size=100', payload: { doctorId: doctorOfRep } })).json().result;
    expect(team.content.map((v: Visit) => v.id)).toContain(visit.id);
    const dmBeijing = (await login(t.app, 'dm.bj')).access_token;
    const otherTeam = await api(t.app, dmBeijing, { method: 'POST', url: '/prod-api/v2/visit/find/team/page?page=0&size=50', payload: { doctorId: doctorOfRep } });
    expect(otherTeam.json().result.content).toEqual([]);
    expect((await api(t.app, dmBeijing, { url: `/prod-api/v2/visit/find/${visit.id}` })).statusCode).toBe(404);
    expect((await api(t.app, token.manager!, { url: `/prod-api/v2/visit/find/${visit.id}` })).statusCode).toBe(200);
    const ofDoctor = (await api(t.app, token.rep!, { url: `/prod-api/v2/visit/find/page/${doctorOfRep}?page=0&size=100` })).json().result;
    expect(ofDoctor.content.map((v: Visit) => v.id)).toContain(visit.id);
    expect(ofDoctor.content.every((v: Visit) => v.doctor.id === doctorOfRep)).toBe(true);
  });

  it('refuses bad visits with clear messages in both languages', async () => {
    const future = await log('rep', { ...valid(), startAt: new Date(Date.now() + 5 * 3600_000).toISOString(), endAt: new Date(Date.now() + 6 * 3600_000).toISOString() }, 'en');
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('A visit that has not happened yet cannot be logged: plan it instead');
    const backwards = await log('rep', { ...valid(), endAt: hoursAgo(3) });
    expect(backwards.json().message).toBe('结束时间必须晚于开始时间');
    const foreignDoctor = await log('rep', { ...valid(), doctorId: doctorOfRep2 }, 'en');
    expect(foreignDoctor.statusCode).toBe(400);
    expect(foreignDoctor.json().message).toMatch(/not among your customers/);
    const badCode = await log('rep', { ...valid(), visitType: 'TELEPATHY' }, 'en');
    expect(badCode.json().message).toBe('The value TELEPATHY of visitType is not in the dictionary');
    const missing = await log('rep', { ...valid(), purpose: undefined }, 'en');
    expect(missing.json().message).toBe('Invalid field purpose: is required');
    const noResult = await log('rep', { ...valid(), result: null });
    expect(noResult.json().message).toBe('请填写拜访结果');
    expect((await log('reader', valid())).statusCode).toBe(403);
  });

  it('plans a visit, then logs it as done, and it moves from planned to completed', async () => {
    const tomorrow = new Date(Date.now() + 26 * 3600_000);
    const planned = await log('rep', { doctorId: doctorOfRep, status: 'planned', startAt: tomorrow.toISOString(), endAt: new Date(tomorrow.getTime() + 1800_000).toISOString(), visitType: 'FACE', purpose: 'ACADEMIC' });
    expect(planned.statusCode).toBe(200);
    const id = planned.json().result.id;
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const calendar = (await api(t.app, token.rep!, { url: `/prod-api/v2/visit/plan/calendar?from=${from}&to=${to}` })).json().result;
    expect(calendar.visits.map((v: Visit) => v.id)).toContain(id);
    const done = await api(t.app, token.rep!, { method: 'PUT', url: `/prod-api/v2/visit/complete/${id}`, payload: { startAt: hoursAgo(1), endAt: hoursAgo(0.5), result: 'ACCEPTED', productIds: [] } });
    expect(done.statusCode).toBe(200);
    expect(done.json().result.status).toBe('completed');
    const again = await api(t.app, token.rep!, { method: 'PUT', url: `/prod-api/v2/visit/complete/${id}`, payload: { startAt: hoursAgo(1), endAt: hoursAgo(0.5), result: 'ACCEPTED' } });
    expect(again.statusCode).toBe(400);
  });

  it('records joint visitors, and the visit shows in their own visits', async () => {
    const me = (await api(t.app, token.manager!, { url: '/prod-api/API-SYSTEM/user/info' })).json().result;
    const created = (await log('rep', { ...valid(), participantIds: [me.id] })).json().result as Visit;
    expect(created.participants.map((p) => p.id)).toEqual([me.id]);
    const managersOwn = (await api(t.app, token.manager!, { method: 'POST', url: '/prod-api/v2/visit/find/my/page?size=50', payload: {} })).json().result;
    expect(managersOwn.content.map((v: Visit) => v.id)).toContain(created.id);
  });

  it('exports the filtered visits as an xlsx with the same rows as the list', async () => {
    const list = (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/v2/visit/find/my/page?size=100', payload: { result: 'INTERESTED' } })).json().result;
    const response = await api(t.app, token.rep!, { url: '/prod-api/v2/visit/export?scope=my&result=INTERESTED' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const { readSheet } = await import('read-excel-file/node');
    const rows = (await readSheet(response.rawPayload)) as unknown[][];
    expect(rows.length - 1).toBe(Math.min(list.totalElements, 10_000));
    expect(rows[0]![0]).toBe('开始时间');
    const team = await api(t.app, token.rep!, { url: '/prod-api/v2/visit/export?scope=team' });
    expect(team.statusCode).toBe(403);
  });

  it('keeps tenants apart', async () => {
    const other = (await login(t.app, 'rep', TENANT_B)).access_token;
    const mine = (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/v2/visit/find/my/page?size=1', payload: {} })).json().result.content[0];
    expect((await api(t.app, other, { url: `/prod-api/v2/visit/find/${mine.id}`, host: TENANT_B })).statusCode).toBe(404);
  });
});
