import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { api, buildTestApp, login, type TestApp } from './helpers';

/** A visit logged twice (the same rep, the same doctor, overlapping times) is refused with the visit it repeats. */
describe('visits logged twice', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  /** Two of the rep's doctors with no visit of anyone in the days the tests use. */
  let doctor: number;
  let otherDoctor: number;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['rep', 'manager']) token[name] = (await login(t.app, name)).access_token;
    const mine = (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/doctor/search', payload: { type: 'MY_CUSTOMER' } })).json().result.content as Array<{
      id: number;
    }>;
    const busy = rowsOf<{ doctor_id: string }>(
      await t.database.db.execute(sql`select distinct doctor_id from visit where start_at > now() - interval '3 days' and start_at < now() + interval '3 days'`),
    ).map((row) => Number(row.doctor_id));
    [doctor, otherDoctor] = mine.map((d) => d.id).filter((id) => !busy.includes(id)) as [number, number];
    expect(otherDoctor).toBeDefined();
  });
  afterAll(() => t.close());

  /** Today's clock minus `h` hours (so a logged visit has happened). */
  const at = (h: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 - h * 3600_000).toISOString();
  const visit = (startHoursAgo: number, endHoursAgo: number, extra: Record<string, unknown> = {}) => ({
    doctorId: doctor,
    startAt: at(startHoursAgo),
    endAt: at(endHoursAgo),
    visitType: 'FACE',
    purpose: 'PRODUCT',
    result: 'INTERESTED',
    ...extra,
  });
  const log = (who: string, body: Record<string, unknown>, lang?: string, headers?: Record<string, string>) =>
    api(t.app, token[who]!, { method: 'POST', url: '/prod-api/v2/visit/add', payload: body, lang, headers });

  it('refuses the same visit again with 409, the existing visit’s id and its time, in both languages', async () => {
    // Yesterday at noon in Shanghai, so the visit's time reads within one day whenever the test runs.
    const noon = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() - 1, 4));
    const around = (fromMinutes: number, toMinutes: number) =>
      visit(0, 0, { startAt: new Date(noon.getTime() + fromMinutes * 60_000).toISOString(), endAt: new Date(noon.getTime() + toMinutes * 60_000).toISOString() });
    const first = await log('rep', around(0, 30));
    expect(first.statusCode).toBe(200);
    const id = first.json().result.id as number;

    const again = await log('rep', around(15, 45), 'en');
    expect(again.statusCode).toBe(409);
    const body = again.json();
    expect(body.code).toBe(409);
    expect(body.result).toMatchObject({ visitId: id, status: 'completed', startAt: first.json().result.startAt });
    const clock = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
    const when = `${clock(first.json().result.startAt)}–${clock(first.json().result.endAt)}`;
    expect(body.message).toMatch(/^You already have a visit with this doctor at an overlapping time \(\d{4}-\d{2}-\d{2} /);
    expect(body.message).toContain(when);
    const inChinese = await log('rep', around(0, 30));
    expect(inChinese.statusCode).toBe(409);
    expect(inChinese.json().message).toContain(`您已有一条与该医生时间重叠的拜访（`);
    expect(inChinese.json().message).toContain(when);

    // Stored once: the doctor's list holds one visit at that time.
    const listed = (await api(t.app, token.rep!, { url: `/prod-api/v2/visit/find/page/${doctor}?page=0&size=50` })).json().result.content as Array<{ startAt: string }>;
    expect(listed.filter((v) => v.startAt === first.json().result.startAt)).toHaveLength(1);
  });

  it('refuses a visit overlapping a planned one, and a replay of the same request answers the same conflict', async () => {
    const start = new Date(Date.now() + 30 * 3600_000);
    const plannedBody = { ...visit(0, 0), status: 'planned', result: null, startAt: start.toISOString(), endAt: new Date(start.getTime() + 1800_000).toISOString() };
    const planned = await log('rep', plannedBody);
    expect(planned.statusCode).toBe(200);
    const headers = { 'idempotency-key': 'b7c1f0e2-6d0a-4c57-9b51-4a1d3b7f2a90' };
    const twice = await log('rep', plannedBody, 'en', headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().result.visitId).toBe(planned.json().result.id);
    const replayed = await log('rep', plannedBody, 'en', headers);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().result.visitId).toBe(planned.json().result.id);
  });

  it('accepts an overlapping visit with another doctor, and another user’s visit with the same doctor', async () => {
    expect((await log('rep', visit(20, 19.5))).statusCode).toBe(200);
    expect((await log('rep', visit(20, 19.5, { doctorId: otherDoctor }))).statusCode).toBe(200);
    // The district manager, who sees the district's doctors, logs their own call at the same time.
    expect((await log('manager', visit(20, 19.5))).statusCode).toBe(200);
  });

  it('accepts a visit that starts as the other ends, and one overlapping a cancelled plan', async () => {
    expect((await log('rep', visit(30, 29.5))).statusCode).toBe(200);
    expect((await log('rep', visit(29.5, 29))).statusCode).toBe(200);
    expect((await log('rep', visit(30.5, 30))).statusCode).toBe(200);

    const start = new Date(Date.now() + 40 * 3600_000);
    const plan = { ...visit(0, 0), status: 'planned', result: null, startAt: start.toISOString(), endAt: new Date(start.getTime() + 1800_000).toISOString() };
    const planned = (await log('rep', plan)).json().result.id as number;
    expect((await api(t.app, token.rep!, { method: 'PUT', url: `/prod-api/v2/visit/cancel/${planned}` })).statusCode).toBe(200);
    expect((await log('rep', plan)).statusCode).toBe(200);
  });

  it('completes a planned visit at its own times, but not over another visit', async () => {
    // Planned for an hour ago (a plan may lie in the last day), then logged as done at the same time.
    const planStart = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3600_000);
    const plan = { ...visit(0, 0), status: 'planned', result: null, startAt: planStart.toISOString(), endAt: new Date(planStart.getTime() + 1800_000).toISOString() };
    const planned = (await log('rep', plan)).json().result.id as number;
    const complete = (startAt: string, endAt: string) =>
      api(t.app, token.rep!, { method: 'PUT', url: `/prod-api/v2/visit/complete/${planned}`, payload: { startAt, endAt, result: 'ACCEPTED' }, lang: 'en' });
    // Moved onto another visit of the same doctor: refused with that visit.
    const other = (await log('rep', visit(40, 39.5))).json().result.id as number;
    const onOther = await complete(at(39.75), at(39.25));
    expect(onOther.statusCode).toBe(409);
    expect(onOther.json().result.visitId).toBe(other);
    // At its own planned times: accepted, it does not collide with itself.
    const done = await complete(plan.startAt, plan.endAt);
    expect(done.statusCode).toBe(200);
    expect(done.json().result).toMatchObject({ id: planned, status: 'completed', duration: '30' });
  });

  it('derives the duration from the times instead of refusing one that does not fit', async () => {
    const logged = await log('rep', visit(50, 49.5, { duration: '5' }));
    expect(logged.statusCode).toBe(200);
    expect(logged.json().result.duration).toBe('30');
    const none = await log('rep', visit(52, 50.5, { duration: null }));
    expect(none.json().result.duration).toBe('90');
    // Exactly 15 minutes is the bound of two ranges: the code sent is kept.
    const quarter = await log('rep', visit(53, 52.75, { duration: '30' }));
    expect(quarter.json().result.duration).toBe('30');
  });
});
