import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitPageSql } from '../src/modules/visits/visit-repository';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

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
    // A doctor with no demo visit near today: the same rep and doctor at an overlapping time is refused as logged twice.
    const busy = rowsOf<{ doctor_id: string }>(
      await t.database.db.execute(sql`select distinct doctor_id from visit where start_at > now() - interval '3 days' and start_at < now() + interval '3 days'`),
    ).map((row) => Number(row.doctor_id));
    doctorOfRep = (myDoctors.json().result.content as Array<{ id: number }>).find((d) => !busy.includes(d.id))!.id;
    const otherDoctors = await api(t.app, token.rep2!, { method: 'POST', url: '/prod-api/doctor/search', payload: { type: 'MY_CUSTOMER' } });
    doctorOfRep2 = otherDoctors.json().result.content[0].id;
    productOfRep = (await api(t.app, token.rep!, { url: '/prod-api/API-SYSTEM/product/user/product/all' })).json().result[0].id;
  });
  afterAll(() => t.close());

  const log = (who: string, body: Record<string, unknown>, lang?: string) => api(t.app, token[who]!, { method: 'POST', url: '/prod-api/v2/visit/add', payload: body, lang });
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
  const valid = () => ({
    doctorId: doctorOfRep,
    startAt: hoursAgo(2),
    endAt: hoursAgo(1.5),
    visitType: 'FACE',
    purpose: 'PRODUCT',
    duration: '30',
    result: 'INTERESTED',
    productIds: [productOfRep],
    notes: '介绍新适应症',
  });

  it('logs a visit that shows in my visits, in the district manager’s team visits, and not for another district', async () => {
    const created = await log('rep', valid());
    expect(created.statusCode).toBe(200);
    const visit = created.json().result as Visit;
    expect(visit).toMatchObject({ status: 'completed', doctor: { id: doctorOfRep } });
    expect(visit.products.map((p) => p.id)).toEqual([productOfRep]);
    // The visit and its interaction event carry the doctor's hospital.
    const [stored] = rowsOf<Record<string, unknown>>(
      await t.app.db.execute(sql`select v.hospital_id as visit_hospital, d.hospital_id as doctor_hospital, e.hospital_id as event_hospital
        from visit v join doctor d on d.id = v.doctor_id join interaction_event e on e.source_event_id = v.id::text and e.type = 'visit.completed'
        where v.id = ${visit.id}`),
    );
    expect(stored!.doctor_hospital).not.toBeNull();
    expect(Number(stored!.visit_hospital)).toBe(Number(stored!.doctor_hospital));
    expect(Number(stored!.event_hospital)).toBe(Number(stored!.doctor_hospital));

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

  it('derives the duration from the start and end, when logging or completing, instead of refusing one that does not fit', async () => {
    // Each visit at its own time: the same rep, doctor and time again is refused as logged twice (visits-duplicates.test.ts).
    const tooShort = await log('rep', { ...valid(), startAt: hoursAgo(5), endAt: hoursAgo(4.5), duration: '5' }, 'en');
    expect(tooShort.statusCode).toBe(200);
    expect(tooShort.json().result.duration).toBe('30');
    const none = await log('rep', { ...valid(), startAt: hoursAgo(7), endAt: hoursAgo(6), duration: null });
    expect(none.json().result.duration).toBe('60');

    const start = new Date(Date.now() + 50 * 3600_000);
    const planned = await log('rep', {
      ...valid(),
      status: 'planned',
      result: null,
      duration: null,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 1800_000).toISOString(),
    });
    const completed = await api(t.app, token.rep!, {
      method: 'PUT',
      url: `/prod-api/v2/visit/complete/${planned.json().result.id}`,
      payload: { startAt: hoursAgo(9), endAt: hoursAgo(8.75), duration: '90', result: 'ACCEPTED' },
      lang: 'en',
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().result.duration).toBe('15');
  });

  it('lists a visit just logged on top of my visits, the upcoming plans after what has happened, soonest first', async () => {
    const inDays = (days: number, minutes = 0) => new Date(Date.now() + days * 86_400_000 + minutes * 60_000).toISOString();
    const far = await log('rep', { ...valid(), status: 'planned', result: null, duration: null, startAt: inDays(40), endAt: inDays(40, 30) });
    const soon = await log('rep', { ...valid(), status: 'planned', result: null, duration: null, startAt: inDays(3), endAt: inDays(3, 30) });
    // Begun a second ago: the demo's visits of today, seeded up to the template's making, all began earlier.
    const justNow = await log('rep', { ...valid(), startAt: new Date(Date.now() - 1000).toISOString(), endAt: hoursAgo(0), duration: null });
    expect([far.statusCode, soon.statusCode, justNow.statusCode]).toEqual([200, 200, 200]);

    const page = async (query: string, filter: Record<string, unknown> = {}) =>
      (await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/v2/visit/find/my/page?${query}`, payload: filter })).json().result as {
        content: Array<Visit & { startAt: string }>;
        totalElements: number;
      };
    expect((await page('page=0&size=1')).content[0]!.id).toBe(justNow.json().result.id);
    const doctorsVisits = (await api(t.app, token.rep!, { url: `/prod-api/v2/visit/find/page/${doctorOfRep}?page=0&size=1` })).json().result;
    expect(doctorsVisits.content[0].id).toBe(justNow.json().result.id);

    const all = await page('page=0&size=100', { doctorId: doctorOfRep });
    expect(all.content).toHaveLength(all.totalElements);
    const ids = all.content.map((v) => v.id);
    expect(ids.indexOf(soon.json().result.id)).toBeLessThan(ids.indexOf(far.json().result.id));
    const firstUpcoming = all.content.findIndex((v) => new Date(v.startAt).getTime() > Date.now() + 3600_000);
    const happened = all.content.slice(0, firstUpcoming).map((v) => v.startAt);
    const upcoming = all.content.slice(firstUpcoming).map((v) => v.startAt);
    expect(happened).toEqual([...happened].sort().reverse());
    expect(upcoming).toEqual([...upcoming].sort());
    expect(upcoming.every((at) => new Date(at).getTime() > Date.now())).toBe(true);

    // Pages of any size, read one after another, give the same list, across the turn from what happened to the plans.
    for (const size of [2, 3]) {
      const pages = [];
      for (let n = 0; n * size < all.totalElements; n++) pages.push(...(await page(`page=${n}&size=${size}`, { doctorId: doctorOfRep })).content.map((v) => v.id));
      expect(pages).toEqual(ids);
    }
    // By start time still, when asked for.
    const byStart = await page('page=0&size=1&sort=startAt,desc', { doctorId: doctorOfRep });
    expect(byStart.content[0]!.id).toBe(far.json().result.id);
  });

  it('plans a visit, then logs it as done, and it moves from planned to completed', async () => {
    const tomorrow = new Date(Date.now() + 26 * 3600_000);
    const planned = await log('rep', {
      doctorId: doctorOfRep,
      status: 'planned',
      startAt: tomorrow.toISOString(),
      endAt: new Date(tomorrow.getTime() + 1800_000).toISOString(),
      visitType: 'FACE',
      purpose: 'ACADEMIC',
    });
    expect(planned.statusCode).toBe(200);
    const id = planned.json().result.id;
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const calendar = (await api(t.app, token.rep!, { url: `/prod-api/v2/visit/plan/calendar?from=${from}&to=${to}` })).json().result;
    expect(calendar.visits.map((v: Visit) => v.id)).toContain(id);
    const done = await api(t.app, token.rep!, {
      method: 'PUT',
      url: `/prod-api/v2/visit/complete/${id}`,
      payload: { startAt: hoursAgo(1), endAt: hoursAgo(0.5), result: 'ACCEPTED', productIds: [] },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().result.status).toBe('completed');
    const again = await api(t.app, token.rep!, {
      method: 'PUT',
      url: `/prod-api/v2/visit/complete/${id}`,
      payload: { startAt: hoursAgo(1), endAt: hoursAgo(0.5), result: 'ACCEPTED' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('records joint visitors, and the visit shows in their own visits', async () => {
    const me = (await api(t.app, token.manager!, { url: '/prod-api/API-SYSTEM/user/info' })).json().result;
    const created = (await log('rep', { ...valid(), startAt: hoursAgo(12), endAt: hoursAgo(11.5), participantIds: [me.id] })).json().result as Visit;
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
    // A manager's team list and its export hold the same visits.
    const teamList = (await api(t.app, token.manager!, { method: 'POST', url: '/prod-api/v2/visit/find/team/page?size=1', payload: { result: 'INTERESTED' } })).json().result;
    const teamExport = await api(t.app, token.manager!, { url: '/prod-api/v2/visit/export?scope=team&result=INTERESTED' });
    expect(teamList.totalElements).toBeGreaterThan(0);
    expect(((await readSheet(teamExport.rawPayload)) as unknown[][]).length - 1).toBe(teamList.totalElements);
  });

  it('finds visits by the doctor’s name, pinyin or hospital, and counts what it finds', async () => {
    const mine = (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/v2/visit/find/my/page?size=1', payload: {} })).json().result.content[0] as Visit & {
      hospital: { name: string };
    };
    const search = async (keyword: string) =>
      (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/v2/visit/find/my/page?size=100', payload: { keyword } })).json().result as {
        content: Array<Visit & { hospital: { name: string } }>;
        totalElements: number;
      };
    const byName = await search(mine.doctor.name);
    expect(byName.content.map((v) => v.id)).toContain(mine.id);
    expect(byName.content.every((v) => v.doctor.name.includes(mine.doctor.name) || v.hospital.name.includes(mine.doctor.name))).toBe(true);
    expect(byName.totalElements).toBeGreaterThanOrEqual(byName.content.length);
    const byHospital = await search(mine.hospital.name);
    expect(byHospital.content.map((v) => v.id)).toContain(mine.id);
    expect(byHospital.content.every((v) => v.hospital.name.includes(mine.hospital.name) || v.doctor.name.includes(mine.hospital.name))).toBe(true);
    const nothing = await search('不存在的名字');
    expect(nothing).toMatchObject({ content: [], totalElements: 0 });
  });

  it('keeps tenants apart', async () => {
    const other = (await login(t.app, 'rep', TENANT_B)).access_token;
    const mine = (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/v2/visit/find/my/page?size=1', payload: {} })).json().result.content[0];
    expect((await api(t.app, other, { url: `/prod-api/v2/visit/find/${mine.id}`, host: TENANT_B })).statusCode).toBe(404);
  });

  it('exports every visit of a long list once, across batches, even visits a few microseconds apart', async () => {
    const db = t.database.db;
    const [mine] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select v.tenant_id, v.user_id, v.org_id, v.org_path, v.doctor_id, v.hospital_id from visit v join app_user u on u.id = v.user_id
        join enterprise e on e.id = v.tenant_id where u.username = 'rep' and e.domain = 'localhost' limit 1`),
    );
    // 4,500 visits on 2020-01-01 (10:00 in Shanghai), a microsecond apart: several share each millisecond.
    await db.execute(sql`insert into visit (tenant_id, user_id, org_id, org_path, doctor_id, hospital_id, status, start_at, end_at, visit_type, purpose, result, completed_at)
      select ${mine!.tenant_id}, ${mine!.user_id}, ${mine!.org_id}, ${mine!.org_path}, ${mine!.doctor_id}, ${mine!.hospital_id}, 'completed',
        timestamptz '2020-01-01 02:00:00+00' + g * interval '1 microsecond', timestamptz '2020-01-01 02:30:00+00', 'FACE', 'PRODUCT', 'NEUTRAL', now()
      from generate_series(1, 4500) g`);
    const response = await api(t.app, token.rep!, { url: '/prod-api/v2/visit/export?scope=my&startDate=2020-01-01&endDate=2020-01-01' });
    expect(response.statusCode).toBe(200);
    const { readSheet } = await import('read-excel-file/node');
    const rows = (await readSheet(response.rawPayload)) as unknown[][];
    expect(rows.length - 1).toBe(4500);
  });

  it('reads a page of a whole team straight off the start-time index instead of sorting the team', async () => {
    const db = t.database.db;
    const rows = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(query));
    const [tenant] = await rows(sql`select id from enterprise where domain = 'localhost'`);
    const plan = async (ascending: boolean) => {
      const statement = visitPageSql({ tenantId: Number(tenant!.id), scope: sql`(v.org_path collate "C") like ${'/%'}`, conditions: [], limit: 20, offset: 0, ascending });
      // Sorting made as dear as possible: a plan still holding a sort can have no index in the right order.
      await db.execute(sql`set enable_sort = off`);
      try {
        return (await rows(sql`explain ${statement}`)).map((row) => String(Object.values(row)[0])).join('\n');
      } finally {
        await db.execute(sql`reset enable_sort`);
      }
    };
    // Both halves of the default order (what has happened, newest first; plans, soonest first) are plain start-time orders.
    for (const ascending of [false, true]) {
      const text = await plan(ascending);
      expect(text).toContain('visit_tenant_start');
      expect(text).not.toMatch(/Sort/);
    }
  });
});
