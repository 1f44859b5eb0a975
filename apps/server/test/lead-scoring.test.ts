import type { ContractResult } from '@crm/shared/contract';
import type { leadDetail } from '@crm/shared/contracts/lead-scoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { sql } from 'drizzle-orm';
import { daysAgo, fixtureDoctors, ingestBatch, march, query } from './event-analytics-fixture';

let t: TestApp;
let marketing: string;
let manager: string;
let doctors: number[];
let outside: number;
let capRule: { code: string; id: number };

type Detail = ContractResult<typeof leadDetail>;

async function createRule(body: Record<string, unknown>) {
  const response = await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/score/rule', payload: body });
  expect(response.statusCode).toBe(200);
  return response.json().result as { code: string; id: number; version: number };
}

async function detail(doctorId: number, token = marketing): Promise<Detail> {
  const response = await api(t.app, token, { url: `/prod-api/analytics/score/lead/${doctorId}` });
  expect(response.statusCode).toBe(200);
  return response.json().result;
}

/** Runs the queued scoring jobs; a failed one fails the test with its error. */
async function settle() {
  await t.app.jobs.drain();
  const failed = await query<{ error: string }>(t, sql`select error from background_job where name like 'leadScoring%' and error is not null`);
  expect(failed).toEqual([]);
}

const ofRule = (d: Detail, ruleId: number) => d.breakdown.filter((b) => b.ruleId === ruleId);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  t = await buildTestApp();
  marketing = (await login(t.app, 'marketing')).access_token;
  manager = (await login(t.app, 'manager')).access_token;
  const found = await fixtureDoctors(t);
  doctors = found.inside.map((d) => d.id);
  outside = found.outside.id;
  // Four surveys in one month for doctor 0, two live sessions 30 and 60 days ago for doctor 1.
  const survey = (n: number, day: number) => ({ sourceEventId: `s${n}`, type: 'survey.answered', doctorId: doctors[0], occurredAt: march(day), properties: { fixture: 'cap' } });
  await ingestBatch(t, marketing, [
    survey(1, 2),
    survey(2, 3),
    survey(3, 4),
    survey(4, 5),
    { sourceEventId: 'l1', type: 'live.attended', doctorId: doctors[1], occurredAt: daysAgo(30), properties: { fixture: 'decay' } },
    { sourceEventId: 'l2', type: 'live.attended', doctorId: doctors[1], occurredAt: daysAgo(60), properties: { fixture: 'decay' } },
  ]);
});
afterAll(() => t?.close());

describe('lead scoring', () => {
  it('caps the points of a period: 10 a survey, at most 25 a month', async () => {
    capRule = await createRule({
      name: 'Survey',
      eventType: 'survey.answered',
      propertyConditions: [{ key: 'fixture', op: 'eq', value: 'cap' }],
      points: 10,
      capPoints: 25,
      capPeriod: 'month',
    });
    await settle();
    const rows = ofRule(await detail(doctors[0]!), capRule.id);
    expect(rows.map((r) => r.points).sort((a, b) => b - a)).toEqual([10, 10, 5]);
  });

  it('halves points every half-life', async () => {
    const rule = await createRule({ name: 'Live', eventType: 'live.attended', propertyConditions: [{ key: 'fixture', op: 'eq', value: 'decay' }], points: 8, halfLifeDays: 30 });
    await settle();
    const rows = ofRule(await detail(doctors[1]!), rule.id);
    expect(rows.map((r) => r.decayed).sort((a, b) => b - a)).toEqual([expect.closeTo(4, 2), expect.closeTo(2, 2)]);
  });

  it('explains the score: the breakdown sums to it, and the history ends at it', async () => {
    for (const doctorId of [doctors[0]!, doctors[1]!]) {
      const d = await detail(doctorId);
      expect(d.score).toBeGreaterThan(0);
      expect(sum(d.breakdown.map((b) => b.decayed))).toBeCloseTo(d.score, 6);
      expect(d.history.at(-1)!.score).toBeCloseTo(d.score, 1);
    }
  });

  it('scores new events incrementally: a survey in another month adds 10', async () => {
    await ingestBatch(t, marketing, [
      { sourceEventId: 's5', type: 'survey.answered', doctorId: doctors[0], occurredAt: '2020-04-02T04:00:00.000Z', properties: { fixture: 'cap' } },
    ]);
    await settle();
    const rows = ofRule(await detail(doctors[0]!), capRule.id);
    expect(sum(rows.map((r) => r.points))).toBe(35);
  });

  it('ranks leads, and a revised or disabled rule rescored in full', async () => {
    const { name } = (await api(t.app, marketing, { url: `/prod-api/analytics/journey/doctor/${doctors[0]}` })).json().result.doctor;
    const leads = await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/score/leads', payload: { keyword: name, minScore: 30 } });
    expect(leads.json().result.content.map((r: { doctorId: number }) => r.doctorId)).toContain(doctors[0]);
    // In English the doctor and the hospital carry their English names, and a lead is found by them.
    const english = (await api(t.app, marketing, { url: `/prod-api/analytics/journey/doctor/${doctors[0]}`, lang: 'en' })).json().result.doctor;
    expect(`${english.name} ${english.hospitalName}`).not.toMatch(/\p{Script=Han}/u);
    const byEnglish = await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/score/leads', payload: { keyword: english.name, minScore: 30 }, lang: 'en' });
    expect(byEnglish.json().result.content.map((r: { doctorId: number }) => r.doctorId)).toContain(doctors[0]);
    const revised = await api(t.app, marketing, {
      method: 'PUT',
      url: `/prod-api/analytics/score/rule/${capRule.code}`,
      payload: { name: 'Survey v2', eventType: 'survey.answered', propertyConditions: [{ key: 'fixture', op: 'eq', value: 'cap' }], points: 20 },
    });
    expect(revised.json().result.version).toBe(2);
    const revisedId = revised.json().result.id as number;
    await settle();
    const d = await detail(doctors[0]!);
    expect(ofRule(d, revisedId).map((b) => b.points)).toEqual([20, 20, 20, 20, 20]);
    const versions = await api(t.app, marketing, { url: `/prod-api/analytics/score/rule/${capRule.code}/versions` });
    expect(versions.json().result.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    await api(t.app, marketing, { method: 'PUT', url: `/prod-api/analytics/score/rule/${capRule.code}/enabled`, payload: { enabled: false } });
    await settle();
    expect(ofRule(await detail(doctors[0]!), revisedId)).toEqual([]);
    await api(t.app, marketing, { method: 'PUT', url: `/prod-api/analytics/score/rule/${capRule.code}/enabled`, payload: { enabled: true } });
    await settle();
  });

  it('numbers the list page by page: a rank is one more than the leads scoring higher, and the total counts every match', async () => {
    type Lead = { doctorId: number; score: number; rank: number };
    const leads = async (body: Record<string, unknown>) => {
      const response = await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/score/leads', payload: body });
      expect(response.statusCode).toBe(200);
      return response.json().result as { content: Lead[]; totalElements: number };
    };
    const top = await leads({ size: 100 });
    expect(top.content.length).toBeGreaterThan(20);
    for (const lead of top.content) expect(lead.rank).toBe(1 + top.content.filter((other) => other.score > lead.score).length);
    const page = await leads({ page: 3, size: 5 });
    expect(page.content).toEqual(top.content.slice(15, 20));
    expect(page.totalElements).toBe(top.totalElements);
    const threshold = top.content[9]!.score;
    const above = await leads({ minScore: threshold, size: 100 });
    expect(above.totalElements).toBe(top.content.filter((lead) => lead.score >= threshold).length);
    expect(above.content.map((lead) => lead.rank)).toEqual(top.content.filter((lead) => lead.score >= threshold).map((lead) => lead.rank));
  });

  it('names rules in the reader’s language in the rule list and the score breakdown', async () => {
    const rules = (await api(t.app, marketing, { url: '/prod-api/analytics/score/rules', lang: 'en' })).json().result as Array<{
      code: string;
      name: string;
      nameEn: string | null;
    }>;
    const demo = rules.filter((r) => ['VISIT', 'LIVE', 'SURVEY', 'EDU', 'REGISTER', 'LOGIN', 'SIGNIN', 'WECOM'].includes(r.code));
    expect(demo).toHaveLength(8);
    for (const rule of demo) expect(rule.nameEn).toMatch(/^[\x20-\x7e]+$/);
    const revised = await api(t.app, marketing, {
      method: 'PUT',
      url: `/prod-api/analytics/score/rule/${capRule.code}`,
      payload: { name: '问卷作答 v3', nameEn: 'Survey answered v3', eventType: 'survey.answered', propertyConditions: [{ key: 'fixture', op: 'eq', value: 'cap' }], points: 20 },
    });
    expect(revised.json().result).toMatchObject({ name: '问卷作答 v3', nameEn: 'Survey answered v3' });
    await settle();
    const breakdown = (lang: 'zh' | 'en') => api(t.app, marketing, { url: `/prod-api/analytics/score/lead/${doctors[0]}`, lang });
    const names = async (lang: 'zh' | 'en') =>
      new Set(
        (await breakdown(lang))
          .json()
          .result.breakdown.filter((b: { ruleId: number }) => b.ruleId === revised.json().result.id)
          .map((b: { ruleName: string }) => b.ruleName),
      );
    expect(await names('en')).toEqual(new Set(['Survey answered v3']));
    expect(await names('zh')).toEqual(new Set(['问卷作答 v3']));
  });

  it('counts the doctors each rule reached, as new events and full rescorings change its points', async () => {
    const rule = await createRule({ name: 'Reach', eventType: 'survey.answered', propertyConditions: [{ key: 'fixture', op: 'eq', value: 'reach' }], points: 3 });
    await settle();
    const listed = async () => {
      const rules = (await api(t.app, marketing, { url: '/prod-api/analytics/score/rules' })).json().result as Array<{ id: number; doctorCount: number }>;
      const counted = await query<{ rule_id: string; n: number }>(
        t,
        sql`select rule_id, count(distinct doctor_id)::int as n from lead_score_point where rule_id = any(${sql.param(rules.map((r) => r.id))}::bigint[]) group by rule_id`,
      );
      const direct = new Map(counted.map((c) => [Number(c.rule_id), c.n]));
      // Every rule's count is what its points say, not only the one this test adds to.
      for (const r of rules) expect(r.doctorCount, `rule ${r.id}`).toBe(direct.get(r.id) ?? 0);
      return rules.find((r) => r.id === rule.id)!.doctorCount;
    };
    expect(await listed()).toBe(0);
    const answer = (n: number, doctor: number) => ({
      sourceEventId: `reach${n}`,
      type: 'survey.answered',
      doctorId: doctor,
      occurredAt: daysAgo(n),
      properties: { fixture: 'reach' },
    });
    await ingestBatch(t, marketing, [answer(1, doctors[2]!), answer(2, doctors[3]!)]);
    await settle();
    expect(await listed()).toBe(2);
    // A second answer of a doctor already reached adds points, not a doctor.
    await ingestBatch(t, marketing, [answer(3, doctors[2]!), answer(4, doctors[4]!)]);
    await settle();
    expect(await listed()).toBe(3);
    await api(t.app, marketing, { method: 'PUT', url: `/prod-api/analytics/score/rule/${rule.code}/enabled`, payload: { enabled: false } });
    await settle();
    expect(await listed()).toBe(0);
  });

  it('back-tests the top decile against the base rate of an outcome', async () => {
    await ingestBatch(t, marketing, [{ sourceEventId: 'p1', type: 'prescription.first', doctorId: doctors[0], occurredAt: '2020-06-10T04:00:00.000Z' }]);
    const response = await api(t.app, marketing, {
      method: 'POST',
      url: '/prod-api/analytics/score/back-test',
      payload: { outcomeType: 'prescription.first', from: '2020-06-01', to: '2020-07-01' },
    });
    const result = response.json().result;
    expect(result.outcomes).toBe(1);
    expect(result.topDecileOutcomes).toBe(1);
    expect(result.topDecileDoctors).toBe(Math.ceil(result.doctors / 10));
    expect(result.lift).toBeCloseTo(result.topDecileRate / result.baseRate, 6);
    expect(result.lift).toBeGreaterThan(5);
  });

  it('reads score movement from the kept decay sums, as every point gives it, after new and late points', async () => {
    await createRule({ name: 'Webinar', eventType: 'live.attended', propertyConditions: [{ key: 'fixture', op: 'eq', value: 'sums' }], points: 6, halfLifeDays: 10 });
    const live = (n: number, doctorId: number, days: number) => ({
      sourceEventId: `sums${n}`,
      type: 'live.attended',
      doctorId,
      occurredAt: daysAgo(days),
      properties: { fixture: 'sums' },
    });
    await ingestBatch(t, marketing, [live(1, doctors[5]!, 5), live(2, doctors[5]!, 45), live(3, doctors[5]!, 400), live(4, doctors[3]!, 12)]);
    await settle();
    // The last 30 days in Shanghai: from the start of the first to the end of today.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${today}T00:00:00+08:00`) - 29 * 86_400_000);
    const to = new Date(Date.parse(`${today}T00:00:00+08:00`) + 86_400_000);
    const metrics = ['leadScore.rising', 'leadScore.falling', 'leadScore.netChange'];
    const firstDay = new Date(from.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const movement = async (first = firstDay, last = today, measured = metrics) => {
      const payload = { metrics: measured, dimension: 'doctor', from: first, to: last, limit: 500 };
      const result = (await api(t.app, manager, { method: 'POST', url: '/prod-api/analytics/metric/query', payload })).json().result;
      return result as { rows: Array<{ key: string; values: Record<string, number | null> }>; totals: Record<string, number | null> };
    };
    // The movement of one doctor from their points, decayed here in the test.
    const expected = async (doctorId: number, start = from, end = to) => {
      const points = await query<{ occurred_at: string | Date; points: number; half_life_days: number | null }>(
        t,
        sql`select occurred_at, points, half_life_days from lead_score_point where doctor_id = ${doctorId} and product_id = 0`,
      );
      const at = (time: Date) =>
        points
          .filter((p) => new Date(p.occurred_at) < time)
          .reduce((sum, p) => sum + p.points * (p.half_life_days ? 0.5 ** ((time.getTime() - new Date(p.occurred_at).getTime()) / 86_400_000 / p.half_life_days) : 1), 0);
      return Math.round((at(end) - at(start)) * 10) / 10;
    };
    const netChange = (answer: Awaited<ReturnType<typeof movement>>, doctorId: number) => {
      const row = answer.rows.find((r) => r.key === String(doctorId));
      expect(row, `doctor ${doctorId} among the doctors whose score moved`).toBeDefined();
      return row!.values['leadScore.netChange'];
    };
    const [state] = await query<{ anchor: unknown }>(
      t,
      sql`select decay_anchor as anchor from lead_score_state s join enterprise e on e.id = s.tenant_id and e.domain = 'localhost'`,
    );
    expect(state?.anchor).not.toBeNull();

    const fromSums = await movement();
    expect(netChange(fromSums, doctors[5]!)).toBe(await expected(doctors[5]!));
    expect(netChange(fromSums, doctors[3]!)).toBe(await expected(doctors[3]!));

    // A late point (before the anchor) and a new one: only their doctors are summed again.
    await ingestBatch(t, marketing, [live(5, doctors[5]!, 20), live(6, doctors[3]!, 0)]);
    await settle();
    const afterLate = await movement();
    expect(netChange(afterLate, doctors[5]!)).toBe(await expected(doctors[5]!));
    expect(netChange(afterLate, doctors[5]!)).not.toBe(netChange(fromSums, doctors[5]!));
    expect(netChange(afterLate, doctors[3]!)).toBe(await expected(doctors[3]!));

    // A period that starts after the anchor also reads the points from the anchor to its start
    // (the new point of doctor 3 lies there).
    const [after] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from lead_score_point p join lead_score_state s on s.tenant_id = p.tenant_id where p.doctor_id = ${doctors[3]!} and p.occurred_at >= s.decay_anchor`,
    );
    expect(after!.n).toBeGreaterThan(0);
    const tomorrow = new Date(to.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    // Its doctors only fall (the points decay), so the net change leads.
    const ahead = await movement(tomorrow, tomorrow, ['leadScore.netChange']);
    expect(netChange(ahead, doctors[3]!)).toBe(await expected(doctors[3]!, to, new Date(to.getTime() + 86_400_000)));
    expect(netChange(ahead, doctors[5]!)).toBe(await expected(doctors[5]!, to, new Date(to.getTime() + 86_400_000)));

    // Without an anchor the points themselves are read: the same answer, every doctor and total.
    await t.database.db.execute(sql`update lead_score_state set decay_anchor = null`);
    expect(await movement()).toEqual(afterLate);

    // And with the anchor, the sums are what is read: emptied, the doctor's movement changes.
    await t.database.db.execute(sql`update lead_score_state set decay_anchor = now()`);
    await t.database.db.execute(sql`delete from lead_score_decay_sum where doctor_id = ${doctors[5]!}`);
    expect(netChange(await movement(), doctors[5]!)).not.toBe(netChange(afterLate, doctors[5]!));
    await t.database.db.execute(sql`update lead_score_state set decay_anchor = null`);
  });

  it('refuses rule edits without the mark, a half-given cap, and doctors outside the range or tenant', async () => {
    const body = { name: 'x', eventType: 'survey.answered', points: 1 };
    expect((await api(t.app, manager, { method: 'POST', url: '/prod-api/analytics/score/rule', payload: body })).statusCode).toBe(403);
    const half = await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/score/rule', payload: { ...body, capPoints: 5 }, lang: 'en' });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('A cap needs both its points and its period');
    expect((await api(t.app, manager, { url: `/prod-api/analytics/score/lead/${outside}` })).statusCode).toBe(404);
    expect((await api(t.app, manager, { url: `/prod-api/analytics/journey/doctor/${outside}` })).statusCode).toBe(404);
    expect((await api(t.app, manager, { url: `/prod-api/analytics/journey/doctor/${doctors[0]}` })).statusCode).toBe(200);
    const otherTenant = (await fixtureDoctors(t, TENANT_B)).inside[0]!;
    expect((await api(t.app, marketing, { url: `/prod-api/analytics/score/lead/${otherTenant.id}` })).statusCode).toBe(404);
    expect((await api(t.app, marketing, { url: `/prod-api/analytics/journey/hospital/${otherTenant.hospitalId}?from=2020-01-01&to=2020-12-31` })).statusCode).toBe(404);
    expect((await api(t.app, marketing, { url: `/prod-api/analytics/score/rule/${capRule.code}/versions`, host: TENANT_B })).statusCode).toBe(401);
  });

  it('shows the points on the doctor’s timeline', async () => {
    const journey = await api(t.app, marketing, { url: `/prod-api/analytics/journey/doctor/${doctors[0]}` });
    const events = journey.json().result.events as Array<{ id: number; type: string; points: number }>;
    const breakdown = (await detail(doctors[0]!)).breakdown;
    const surveys = events.filter((e) => e.type === 'survey.answered');
    expect(surveys.length).toBe(5);
    for (const e of surveys) expect(e.points).toBeCloseTo(sum(breakdown.filter((b) => b.eventId === e.id).map((b) => b.points)), 6);
  });
});
