import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { ContractResult } from '@crm/shared/contract';
import type { homeToday } from '@crm/shared/contracts/home';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rows } from './content-fixtures';

type Home = ContractResult<typeof homeToday>;

/** The home page's figures (issue 62): the rep's day and month, the manager's team, checked against the database. */
describe('home today', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let tenantId: number;
  let userId: Record<string, number>;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['rep', 'manager', 'reader']) token[name] = (await login(t.app, name)).access_token;
    const users = await rows(
      t,
      sql`select u.id, u.username, u.tenant_id from app_user u join enterprise e on e.id = u.tenant_id where e.domain = 'localhost' and u.username in ('rep', 'manager')`,
    );
    tenantId = Number(users[0]!.tenant_id);
    userId = Object.fromEntries(users.map((row) => [String(row.username), Number(row.id)]));
  });
  afterAll(() => t.close());

  const home = async (who: string, lang?: string, host?: string): Promise<Home> => {
    const answer = await api(t.app, token[who] ?? null, { url: '/prod-api/home/today', lang, host });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().result as Home;
  };
  /** A number the database answers, over the enterprise's day and month (Asia/Shanghai in the demo). */
  const figure = async (query: SQL): Promise<number> => Number((await rows(t, query))[0]!.n);
  const day = sql`(date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;
  const month = sql`(date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;
  const own = (user: number) => sql`(v.user_id = ${user} or exists (select 1 from visit_participant p where p.visit_id = v.id and p.user_id = ${user}))`;

  it('gives the rep today’s visits, tasks, meetings to confirm and the month against plan, as the database holds them', async () => {
    const rep = userId.rep!;
    const body = await home('rep');
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.team).toBeNull();
    const todayVisits = await figure(sql`select count(*) as n from visit v where v.tenant_id = ${tenantId} and ${own(rep)}
      and v.status in ('planned', 'completed') and v.start_at >= ${day} and v.start_at < ${day} + interval '1 day'`);
    expect(body.visits).toHaveLength(todayVisits);
    const starts = body.visits!.map((visit) => visit.startAt);
    expect(starts).toEqual([...starts].sort());
    const counts = (await api(t.app, token.rep!, { url: '/prod-api/task/type/num' })).json().result as Record<string, number>;
    expect(body.tasks).toMatchObject({ dueToday: counts.today, overdue: counts.expired });
    expect(body.tasks!.items.length).toBe(Math.min(5, counts.today!));
    expect(body.meetingsToConfirm).toBe(
      await figure(sql`select count(*) as n from meeting m where m.tenant_id = ${tenantId} and m.applicant_id = ${rep} and m.status = 'APPROVED' and m.end_at <= now()`),
    );
    const inMonth = sql`v.start_at >= ${month} and v.start_at < ${month} + interval '1 month'`;
    expect(body.month).toMatchObject({
      completed: await figure(sql`select count(*) as n from visit v where v.tenant_id = ${tenantId} and ${own(rep)} and v.status = 'completed' and ${inMonth}`),
      planned: await figure(sql`select count(*) as n from visit v where v.tenant_id = ${tenantId} and ${own(rep)} and v.status in ('planned', 'completed') and ${inMonth}`),
    });
    const targets = sql`from doctor d where d.tenant_id = ${tenantId} and exists (select 1 from doctor_product dp where dp.doctor_id = d.id)
      and exists (select 1 from doctor_assignment a join app_user u on u.org_id = a.org_id where a.doctor_id = d.id and u.id = ${rep})`;
    expect(body.month!.targetDoctors).toBe(await figure(sql`select count(*) as n ${targets}`));
    expect(body.month!.targetDoctors).toBeGreaterThan(0);
    expect(body.month!.targetDoctorsVisited).toBe(
      await figure(sql`select count(*) as n ${targets} and exists (select 1 from visit v where v.doctor_id = d.id and v.status = 'completed' and ${own(rep)} and ${inMonth})`),
    );
    if (body.nextVisit) {
      expect(body.nextVisit.status).toBe('planned');
      expect(new Date(body.nextVisit.endAt).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('counts a visit the rep logs at once, among today’s, the month’s calls and the doctor covered', async () => {
    const before = await home('rep', 'en');
    const [doctor] = await rows(
      t,
      sql`select d.id, d.name_en, d.name from doctor d where d.tenant_id = ${tenantId}
        and exists (select 1 from doctor_product dp where dp.doctor_id = d.id)
        and exists (select 1 from doctor_assignment a join app_user u on u.org_id = a.org_id where a.doctor_id = d.id and u.id = ${userId.rep!})
        and not exists (select 1 from visit v where v.doctor_id = d.id and v.status = 'completed' and v.start_at >= ${month})
        -- nor a plan around now, which the visit logged below would overlap (refused as logged twice)
        and not exists (select 1 from visit v where v.doctor_id = d.id and v.status <> 'cancelled' and v.start_at > now() - interval '1 day' and v.start_at < now() + interval '1 day')
        order by d.id limit 1`,
    );
    const start = new Date(Date.now() - 20 * 60_000);
    const logged = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/v2/visit/add',
      payload: {
        doctorId: Number(doctor!.id),
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 15 * 60_000).toISOString(),
        visitType: 'FACE',
        purpose: 'PRODUCT',
        duration: '15',
        result: 'INTERESTED',
        notes: 'home figures',
      },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const after = await home('rep', 'en');
    const visit = after.visits!.find((item) => item.id === logged.json().result.id);
    expect(visit).toMatchObject({ status: 'completed', doctorName: doctor!.name_en ?? doctor!.name, hospitalName: expect.any(String) });
    expect(after.month!.completed).toBe(before.month!.completed + 1);
    expect(after.month!.targetDoctorsVisited).toBe(before.month!.targetDoctorsVisited + 1);
  });

  it('gives the district manager each rep’s day and month and the approvals waiting', async () => {
    const body = await home('manager');
    expect(body.approvals).toBe(
      await figure(sql`select count(*) as n from workflow_task t where t.tenant_id = ${tenantId} and t.status = 'OPEN' and ${userId.manager!} = any(t.candidate_ids)`),
    );
    expect(body.team!.length).toBeGreaterThan(1);
    expect(body.team!.some((rep) => rep.userId === userId.manager)).toBe(false);
    const rep = body.team!.find((item) => item.userId === userId.rep)!;
    const mine = sql`v.tenant_id = ${tenantId} and v.user_id = ${userId.rep!}`;
    const today = sql`v.start_at >= ${day} and v.start_at < ${day} + interval '1 day'`;
    expect(rep).toMatchObject({
      plannedToday: await figure(sql`select count(*) as n from visit v where ${mine} and v.status = 'planned' and ${today}`),
      doneToday: await figure(sql`select count(*) as n from visit v where ${mine} and v.status = 'completed' and ${today}`),
      monthCompleted: await figure(
        sql`select count(*) as n from visit v where ${mine} and v.status = 'completed' and v.start_at >= ${month} and v.start_at < ${month} + interval '1 month'`,
      ),
      monthPlanned: await figure(
        sql`select count(*) as n from visit v where ${mine} and v.status in ('planned', 'completed') and v.start_at >= ${month} and v.start_at < ${month} + interval '1 month'`,
      ),
      idleWorkingDays: 0,
    });
    // Only reps of the manager's own district: rep2 works in another one.
    const [other] = await rows(t, sql`select id from app_user where tenant_id = ${tenantId} and username = 'rep2'`);
    expect(body.team!.some((item) => item.userId === Number(other!.id))).toBe(false);
  });

  it('leaves out what a reader may not open, and asks for a signed-in caller', async () => {
    const body = await home('reader');
    expect(body).toMatchObject({ visits: null, nextVisit: null, tasks: null, month: null, team: null });
    expect((await api(t.app, null, { url: '/prod-api/home/today' })).statusCode).toBe(401);
  });

  it('answers the other enterprise’s rep from that enterprise only', async () => {
    token.other = (await login(t.app, 'rep', TENANT_B)).access_token;
    const body = await home('other', 'en', TENANT_B);
    const ids = body.visits!.map((visit) => visit.id);
    if (ids.length > 0) {
      const foreign = await figure(sql`select count(*) as n from visit v where v.id = any(${sql.param(ids)}::bigint[]) and v.tenant_id = ${tenantId}`);
      expect(foreign).toBe(0);
    }
    expect(body.month!.targetDoctors).toBeGreaterThan(0);
  });
});
