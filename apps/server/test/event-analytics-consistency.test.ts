import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { fixtureDoctors, ingestBatch } from './event-analytics-fixture';
import { rowsOf } from '../src/db/rows';

/**
 * Funnel, trend and journey figures come from one query layer: for the same filter the funnel's
 * first step equals the trend's distinct doctors of that type, and the journey's steps add up to
 * the trend's touchpoints. The fixture is a mixed month of touchpoints of six doctors.
 */
let t: TestApp;
let token: string;
const filter = { from: '2019-05-01', to: '2019-05-31' };
const TYPES = ['portal.login', 'content.opened', 'meeting.invited', 'meeting.signedIn', 'visit.completed'];

beforeAll(async () => {
  t = await buildTestApp();
  token = (await login(t.app, 'marketing')).access_token;
  const doctors = (await fixtureDoctors(t)).inside.map((d) => d.id);
  const events = doctors.flatMap((doctorId, d) =>
    Array.from({ length: 3 + d }, (_, i) => ({
      sourceEventId: `m${d}-${i}`,
      type: TYPES[(d * 2 + i) % TYPES.length],
      doctorId,
      occurredAt: `2019-05-${String(1 + i * 3 + d).padStart(2, '0')}T03:00:00.000Z`,
    })),
  );
  // One touchpoint just outside the period, which none of the three may count.
  events.push({ sourceEventId: 'late', type: 'portal.login', doctorId: doctors[0]!, occurredAt: '2019-06-01T03:00:00.000Z' });
  expect((await ingestBatch(t, token, events, 'fixture.mix')).json().result.errors).toEqual([]);
});
afterAll(() => t?.close());

/** A doctor funnel of two steps, a 30-day window. */
async function saveFunnel(first: string, second: string): Promise<number> {
  const saved = await api(t.app, token, {
    method: 'POST',
    url: '/prod-api/analytics/funnel',
    payload: {
      kind: 'marketing',
      name: `${first} → ${second}`,
      windowDays: 30,
      unit: 'doctor',
      steps: [
        { name: 'a', eventType: first },
        { name: 'b', eventType: second },
      ],
    },
  });
  return saved.json().result.id as number;
}

it('funnels, trends and journeys agree for the same filter', async () => {
  const trend = (await api(t.app, token, { method: 'POST', url: '/prod-api/analytics/journey/trend', payload: { filter, granularity: 'week' } })).json().result;
  const totalEvents = trend.series.reduce((sum: number, s: { totalEvents: number }) => sum + s.totalEvents, 0);
  expect(totalEvents).toBe(3 + 4 + 5 + 6 + 7 + 8);
  for (const s of trend.series) expect(s.events.reduce((a: number, b: number) => a + b, 0)).toBe(s.totalEvents);

  const paths = (await api(t.app, token, { method: 'POST', url: '/prod-api/analytics/journey/paths', payload: { filter, rules: { collapseRepeats: false, depth: 8 } } })).json()
    .result;
  expect(paths.nodes.reduce((sum: number, n: { units: number }) => sum + n.units, 0)).toBe(totalEvents);
  expect(paths.doctors).toBe(6);

  for (const type of ['meeting.invited', 'portal.login']) {
    const funnelId = await saveFunnel(type, 'meeting.signedIn');
    const run = (await api(t.app, token, { method: 'POST', url: '/prod-api/analytics/funnel/run', payload: { funnelId, filter } })).json().result;
    const series = trend.series.find((s: { type: string }) => s.type === type);
    expect(run.steps[0].units).toBe(series.doctors);
    const firstSteps = paths.nodes.filter((n: { depth: number; step: string }) => n.depth === 1).reduce((sum: number, n: { units: number }) => sum + n.units, 0);
    expect(firstSteps).toBe(paths.doctors);
  }
});

it('merges and drops steps by rule', async () => {
  const paths = (
    await api(t.app, token, {
      method: 'POST',
      url: '/prod-api/analytics/journey/paths',
      payload: { filter, rules: { drop: ['visit.completed'], merge: [{ label: 'Meetings', types: ['meeting.invited', 'meeting.signedIn'] }], depth: 8 } },
    })
  ).json().result;
  const steps = new Set(paths.nodes.map((n: { step: string }) => n.step));
  expect(steps.has('visit.completed')).toBe(false);
  expect(steps.has('meeting.invited')).toBe(false);
  expect(steps.has('group:Meetings')).toBe(true);
  for (const link of paths.links) expect(link.source.split(':').slice(1).join(':')).not.toBe(link.target.split(':').slice(1).join(':'));
});

it('a funnel narrowed by hospital, hospital level or unit counts the doctors the trend counts for the same filter', async () => {
  const [first] = (await fixtureDoctors(t)).inside;
  const [doctor] = rowsOf<{ hospital_level: string; org_id: string }>(
    await t.database.db.execute(
      sql`select d.hospital_level, (select o.id from doctor_assignment a join organization o on o.path = a.org_path where a.doctor_id = d.id limit 1) as org_id
        from doctor d where d.id = ${first!.id}`,
    ),
  );
  const funnelId = await saveFunnel('portal.login', 'content.opened');
  const doctorsOf = async (narrowed: Record<string, unknown>) => {
    const trend = (await api(t.app, token, { method: 'POST', url: '/prod-api/analytics/journey/trend', payload: { filter: narrowed, granularity: 'week' } })).json().result;
    const run = (await api(t.app, token, { method: 'POST', url: '/prod-api/analytics/funnel/run', payload: { funnelId, filter: narrowed } })).json().result;
    const doctors = trend.series.find((s: { type: string }) => s.type === 'portal.login')?.doctors ?? 0;
    expect(run.steps[0].units).toBe(doctors);
    return doctors as number;
  };
  const all = await doctorsOf(filter);
  expect(all).toBeGreaterThan(1);
  await doctorsOf({ ...filter, hospitalId: first!.hospitalId });
  await doctorsOf({ ...filter, hospitalLevel: doctor!.hospital_level });
  await doctorsOf({ ...filter, orgId: Number(doctor!.org_id) });
  expect(await doctorsOf({ ...filter, doctorId: first!.id })).toBe(1);
  expect(await doctorsOf({ ...filter, hospitalId: (await fixtureDoctors(t)).outside.hospitalId + 1_000_000 })).toBe(0);
});

it('the trend counts each week by the tenant’s calendar, and each type’s doctors within the caller’s range', async () => {
  const { inside, outside } = await fixtureDoctors(t);
  const [first, second] = inside;
  // Shanghai is eight hours ahead: 15:30 on Sunday 7 July is still that Sunday there, 16:30 is Monday.
  const events = [
    { sourceEventId: 'w1', type: 'portal.login', doctorId: first!.id, occurredAt: '2019-07-02T03:00:00.000Z' },
    { sourceEventId: 'w1-sunday', type: 'portal.login', doctorId: first!.id, occurredAt: '2019-07-07T15:30:00.000Z' },
    { sourceEventId: 'w2-monday', type: 'portal.login', doctorId: second!.id, occurredAt: '2019-07-07T16:30:00.000Z' },
    { sourceEventId: 'w2-outside', type: 'portal.login', doctorId: outside.id, occurredAt: '2019-07-09T03:00:00.000Z' },
    { sourceEventId: 'w3', type: 'content.opened', doctorId: second!.id, occurredAt: '2019-07-16T03:00:00.000Z' },
    { sourceEventId: 'after', type: 'content.opened', doctorId: first!.id, occurredAt: '2019-07-22T03:00:00.000Z' },
  ];
  expect((await ingestBatch(t, token, events, 'fixture.weeks')).json().result.errors).toEqual([]);
  const trendOf = async (account: string) => {
    const caller = (await login(t.app, account)).access_token;
    const response = await api(t.app, caller, {
      method: 'POST',
      url: '/prod-api/analytics/journey/trend',
      payload: { filter: { from: '2019-07-01', to: '2019-07-21' }, granularity: 'week' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().result as { buckets: string[]; series: Array<{ type: string; events: number[]; totalEvents: number; doctors: number }> };
  };
  expect(await trendOf('manager')).toEqual({
    buckets: ['2019-07-01', '2019-07-08', '2019-07-15'],
    series: [
      { type: 'portal.login', events: [2, 1, 0], totalEvents: 3, doctors: 2 },
      { type: 'content.opened', events: [0, 0, 1], totalEvents: 1, doctors: 1 },
    ],
  });
  expect(await trendOf('marketing')).toEqual({
    buckets: ['2019-07-01', '2019-07-08', '2019-07-15'],
    series: [
      { type: 'portal.login', events: [2, 2, 0], totalEvents: 4, doctors: 3 },
      { type: 'content.opened', events: [0, 0, 1], totalEvents: 1, doctors: 1 },
    ],
  });
});

it('a journey path follows each doctor’s touchpoints in time order, after the drop and merge rules, within the caller’s range', async () => {
  const { inside, outside } = await fixtureDoctors(t);
  const [first, second] = inside;
  const at = (day: number) => `2019-08-${String(day).padStart(2, '0')}T03:00:00.000Z`;
  const events = [
    { sourceEventId: 'p1', type: 'portal.login', doctorId: first!.id, occurredAt: at(1) },
    { sourceEventId: 'p2', type: 'portal.login', doctorId: first!.id, occurredAt: at(2) },
    { sourceEventId: 'p3', type: 'content.opened', doctorId: first!.id, occurredAt: at(3) },
    { sourceEventId: 'p4', type: 'visit.completed', doctorId: first!.id, occurredAt: at(4) },
    { sourceEventId: 'p5', type: 'content.opened', doctorId: first!.id, occurredAt: at(5) },
    { sourceEventId: 'p6', type: 'meeting.invited', doctorId: first!.id, occurredAt: at(6) },
    { sourceEventId: 'p7', type: 'meeting.signedIn', doctorId: first!.id, occurredAt: at(7) },
    // Written out of time order: the path follows the time, not the order of arrival.
    { sourceEventId: 'q2', type: 'portal.login', doctorId: second!.id, occurredAt: at(9) },
    { sourceEventId: 'q1', type: 'content.opened', doctorId: second!.id, occurredAt: at(3) },
    { sourceEventId: 'q0', type: 'content.opened', doctorId: second!.id, occurredAt: at(2) },
    { sourceEventId: 'r1', type: 'portal.login', doctorId: outside.id, occurredAt: at(4) },
    { sourceEventId: 'r2', type: 'portal.login', doctorId: outside.id, occurredAt: at(5) },
    // After the period.
    { sourceEventId: 'p8', type: 'visit.completed', doctorId: first!.id, occurredAt: '2019-09-01T03:00:00.000Z' },
  ];
  expect((await ingestBatch(t, token, events, 'fixture.paths')).json().result.errors).toEqual([]);
  const pathsOf = async (account: string, rules: Record<string, unknown>) => {
    const caller = (await login(t.app, account)).access_token;
    const response = await api(t.app, caller, { method: 'POST', url: '/prod-api/analytics/journey/paths', payload: { filter: { from: '2019-08-01', to: '2019-08-31' }, rules } });
    expect(response.statusCode).toBe(200);
    const result = response.json().result as { nodes: Array<{ key: string; units: number }>; links: Array<{ source: string; target: string; units: number }>; doctors: number };
    return {
      doctors: result.doctors,
      nodes: result.nodes.map((n) => `${n.key} ${n.units}`).sort(),
      links: result.links.map((l) => `${l.source} → ${l.target} ${l.units}`).sort(),
    };
  };
  expect(await pathsOf('manager', { collapseRepeats: true, depth: 3 })).toEqual({
    doctors: 2,
    nodes: ['1:content.opened 1', '1:portal.login 1', '2:content.opened 1', '2:portal.login 1', '3:visit.completed 1'],
    links: ['1:content.opened → 2:portal.login 1', '1:portal.login → 2:content.opened 1', '2:content.opened → 3:visit.completed 1'],
  });
  // With the visit dropped the two openings are repeats; the meetings are one step.
  expect(
    await pathsOf('manager', { collapseRepeats: true, depth: 8, drop: ['visit.completed'], merge: [{ label: 'Meetings', types: ['meeting.invited', 'meeting.signedIn'] }] }),
  ).toEqual({
    doctors: 2,
    nodes: ['1:content.opened 1', '1:portal.login 1', '2:content.opened 1', '2:portal.login 1', '3:group:Meetings 1'],
    links: ['1:content.opened → 2:portal.login 1', '1:portal.login → 2:content.opened 1', '2:content.opened → 3:group:Meetings 1'],
  });
  expect(await pathsOf('marketing', { collapseRepeats: false, depth: 2 })).toEqual({
    doctors: 3,
    nodes: ['1:content.opened 1', '1:portal.login 2', '2:content.opened 1', '2:portal.login 2'],
    links: ['1:content.opened → 2:content.opened 1', '1:portal.login → 2:portal.login 2'],
  });
});
