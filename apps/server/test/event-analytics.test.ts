import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { fixtureDoctors, ingestBatch, march } from './event-analytics-fixture';
import { rowsOf } from '../src/db/rows';

/**
 * Ingest and funnels against a hand-computed fixture in March 2020 (before any demo data):
 * steps registered → invited → signed in, within 10 days of registering.
 *   D1: registered 2, invited 3, signed in 5           → reaches step 3
 *   D2: registered 2, invited 20 (outside the window)   → step 1
 *   D3: invited 1 (before registering), registered 4, signed in 6 → step 1
 *   D4: registered 10, invited 11                       → step 2
 *   D5: invited 5 only                                   → none
 * Previous period (31 days before): D1 registered on 15 February → 1, 0, 0.
 */
let t: TestApp;
let marketing: string;
let manager: string;
let doctors: number[];
let outside: number;
let funnelId: number;
const filter = { from: '2020-03-01', to: '2020-03-31' };

function fixture() {
  const [d1, d2, d3, d4, d5] = doctors;
  const e = (id: string, type: string, doctorId: number, at: string) => ({ sourceEventId: id, type, doctorId, occurredAt: at });
  return [
    e('f1', 'portal.registered', d1!, march(2)),
    e('f2', 'meeting.invited', d1!, march(3)),
    e('f3', 'meeting.signedIn', d1!, march(5)),
    e('f4', 'portal.registered', d2!, march(2)),
    e('f5', 'meeting.invited', d2!, march(20)),
    e('f6', 'meeting.invited', d3!, march(1)),
    e('f7', 'portal.registered', d3!, march(4)),
    e('f8', 'meeting.signedIn', d3!, march(6)),
    e('f9', 'portal.registered', d4!, march(10)),
    e('f10', 'meeting.invited', d4!, march(11)),
    e('f11', 'meeting.invited', d5!, march(5)),
    e('f12', 'portal.registered', d1!, '2020-02-15T04:00:00.000Z'),
  ];
}

beforeAll(async () => {
  t = await buildTestApp();
  marketing = (await login(t.app, 'marketing')).access_token;
  manager = (await login(t.app, 'manager')).access_token;
  const found = await fixtureDoctors(t);
  doctors = found.inside.map((d) => d.id);
  outside = found.outside.id;
});
afterAll(() => t?.close());

describe('ingest', () => {
  it('appends a batch once: sending it again adds nothing', async () => {
    const first = await ingestBatch(t, marketing, fixture());
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ status: 'COMPLETED', received: 12, inserted: 12, duplicates: 0, errorCount: 0, errors: [] });
    const again = await ingestBatch(t, marketing, fixture());
    expect(again.json().result).toMatchObject({ status: 'COMPLETED', received: 12, inserted: 0, duplicates: 12, errorCount: 0, errors: [] });
  });

  it('reports bad rows by number in the caller’s language and keeps the good ones', async () => {
    const response = await ingestBatch(
      t,
      marketing,
      [
        { sourceEventId: 'g1', type: 'survey.answered', doctorId: doctors[5], occurredAt: march(7) },
        { sourceEventId: 'g2', type: 'no.such', doctorId: doctors[5], occurredAt: march(7) },
        { sourceEventId: 'g3', type: 'survey.answered', doctorId: 999_999_999, occurredAt: march(7) },
        { type: 'survey.answered', doctorId: doctors[5], occurredAt: march(7) },
        { sourceEventId: 'g5', type: 'survey.answered', doctorId: doctors[5], occurredAt: 'yesterday' },
      ],
      'fixture.bad',
      'en',
    );
    const result = response.json().result;
    expect(result.inserted).toBe(1);
    expect(result.errors.map((e: { row: number }) => e.row)).toEqual([2, 3, 4, 5]);
    expect(result.errors[0].message).toBe('Row 2: unknown touchpoint type no.such');
    expect(result.errors[1].message).toBe('Row 3: the doctor does not exist');
  });

  it('needs the ingest permission, and ids of another tenant are unknown doctors', async () => {
    expect((await ingestBatch(t, manager, fixture())).statusCode).toBe(403);
    const other = await fixtureDoctors(t, TENANT_B);
    const response = await ingestBatch(t, marketing, [{ sourceEventId: 'x1', type: 'survey.answered', doctorId: other.inside[0]!.id, occurredAt: march(7) }], 'fixture.x');
    expect(response.json().result).toMatchObject({ inserted: 0, errors: [{ row: 1 }] });
  });
});

describe('funnels', () => {
  it('counts each step as computed by hand, with the previous period', async () => {
    const saved = await api(t.app, marketing, {
      method: 'POST',
      url: '/prod-api/analytics/funnel',
      payload: {
        kind: 'marketing',
        name: 'Registration to sign-in',
        windowDays: 10,
        unit: 'doctor',
        steps: [
          { name: 'Registered', eventType: 'portal.registered' },
          { name: 'Invited', eventType: 'meeting.invited' },
          { name: 'Signed in', eventType: 'meeting.signedIn' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    funnelId = saved.json().result.id;
    const run = await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/funnel/run', payload: { funnelId, filter } });
    const steps = run.json().result.steps;
    expect(steps.map((s: { units: number }) => s.units)).toEqual([4, 2, 1]);
    expect(steps.map((s: { previousUnits: number }) => s.previousUnits)).toEqual([1, 0, 0]);
    expect(steps[1].conversionFromPrevious).toBeCloseTo(0.5);
    expect(steps[2].conversionFromFirst).toBeCloseTo(0.25);
    expect(run.json().result.previousPeriod).toEqual({ from: '2020-01-30', to: '2020-02-29' });
  });

  it('names funnels and steps in the reader’s language, the Chinese name standing in where there is no English one', async () => {
    const saved = await api(t.app, marketing, {
      method: 'POST',
      url: '/prod-api/analytics/funnel',
      payload: {
        kind: 'marketing',
        name: '注册到签到',
        nameEn: 'Registration to sign-in',
        windowDays: 10,
        unit: 'doctor',
        steps: [
          { name: '注册', nameEn: 'Registered', eventType: 'portal.registered' },
          { name: '签到', eventType: 'meeting.signedIn' },
        ],
      },
    });
    const id = saved.json().result.id;
    const run = (lang: 'zh' | 'en') => api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/funnel/run', payload: { funnelId: id, filter }, lang });
    expect((await run('en')).json().result.steps.map((s: { name: string }) => s.name)).toEqual(['Registered', '签到']);
    expect((await run('zh')).json().result.steps.map((s: { name: string }) => s.name)).toEqual(['注册', '签到']);
    // Every demo funnel and step has its English name.
    const demo = (await api(t.app, marketing, { url: '/prod-api/analytics/funnels?kind=marketing', lang: 'en' }))
      .json()
      .result.filter((f: { id: number }) => f.id !== id && f.id !== funnelId);
    expect(demo.length).toBeGreaterThan(0);
    for (const funnel of demo) {
      expect(funnel.nameEn).toMatch(/^[\x20-\x7e]+$/);
      for (const step of funnel.steps) expect(step.nameEn).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('lists who dropped at each step', async () => {
    const drop = async (step: number) =>
      (await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/funnel/drop-off', payload: { funnelId, filter, step } })).json().result;
    const atInvite = await drop(1);
    expect(atInvite.totalElements).toBe(2);
    expect(atInvite.content.map((r: { unitId: number }) => r.unitId).sort()).toEqual([doctors[1], doctors[2]].sort());
    expect((await drop(2)).content.map((r: { unitId: number }) => r.unitId)).toEqual([doctors[3]]);
    const english = (await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/funnel/drop-off', payload: { funnelId, filter, step: 2 }, lang: 'en' })).json().result
      .content[0] as { name: string; hospitalName: string };
    const [stored] = rowsOf<{ name_en: string; hospital_name_en: string }>(
      await t.app.db.execute(
        sql`select coalesce(d.name_en, d.name) as name_en, coalesce(h.name_en, h.name) as hospital_name_en from doctor d join hospital h on h.id = d.hospital_id where d.id = ${doctors[3]!}`,
      ),
    );
    expect(english).toMatchObject({ name: stored!.name_en, hospitalName: stored!.hospital_name_en });
    expect(english.name).not.toMatch(/\p{Script=Han}/u);
  });

  it('counts hospitals when the unit is the hospital', async () => {
    const saved = await api(t.app, marketing, {
      method: 'POST',
      url: '/prod-api/analytics/funnel',
      payload: {
        kind: 'indirect',
        name: 'By hospital',
        windowDays: 10,
        unit: 'hospital',
        steps: [
          { name: 'Registered', eventType: 'portal.registered' },
          { name: 'Invited', eventType: 'meeting.invited' },
        ],
      },
    });
    const run = await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/funnel/run', payload: { funnelId: saved.json().result.id, filter } });
    const steps = run.json().result.steps;
    expect(steps[0].units).toBeGreaterThanOrEqual(1);
    expect(steps[0].units).toBeLessThanOrEqual(4);
  });

  it('answers 404 for another tenant’s funnel and 403 to a role without the page', async () => {
    const otherMarketing = (await login(t.app, 'marketing', TENANT_B)).access_token;
    expect((await api(t.app, otherMarketing, { method: 'POST', url: '/prod-api/analytics/funnel/run', host: TENANT_B, payload: { funnelId, filter } })).statusCode).toBe(404);
    const rep = (await login(t.app, 'rep')).access_token;
    expect((await api(t.app, rep, { url: '/prod-api/analytics/funnels?kind=marketing' })).statusCode).toBe(403);
  });

  it('a manager counts only the doctors in their range', async () => {
    const run = await api(t.app, manager, { method: 'POST', url: '/prod-api/analytics/funnel/run', payload: { funnelId, filter } });
    expect(run.statusCode).toBe(200);
    expect(run.json().result.steps[0].units).toBe(4);
    await ingestBatch(t, marketing, [{ sourceEventId: 'o1', type: 'portal.registered', doctorId: outside, occurredAt: march(12) }], 'fixture.outside');
    const after = await api(t.app, manager, { method: 'POST', url: '/prod-api/analytics/funnel/run', payload: { funnelId, filter } });
    expect(after.json().result.steps[0].units).toBe(4);
    const all = await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/funnel/run', payload: { funnelId, filter } });
    expect(all.json().result.steps[0].units).toBe(5);
  });
});

describe('journeys', () => {
  it('a hospital’s journey reads in English: the hospital, its doctors and the timeline by their English names', async () => {
    const { id: doctorId, hospitalId } = (await fixtureDoctors(t)).inside[0]!;
    // Runs last: this touchpoint changes no funnel figure above.
    await ingestBatch(t, marketing, [{ sourceEventId: 'j1', type: 'meeting.invited', doctorId, occurredAt: march(30) }], 'fixture.journey');
    const journey = async (lang: 'zh' | 'en') =>
      (await api(t.app, marketing, { url: `/prod-api/analytics/journey/hospital/${hospitalId}?from=2020-03-01&to=2020-03-31`, lang })).json().result as {
        hospital: { name: string };
        doctors: Array<{ doctorId: number; name: string }>;
        events: Array<{ doctorId: number; doctorName: string }>;
      };
    const names = async (lang: 'zh' | 'en') => {
      const found = rowsOf<{ id: string; name: string; hospital: string }>(
        await t.app.db.execute(
          lang === 'en'
            ? sql`select d.id, coalesce(d.name_en, d.name) as name, coalesce(h.name_en, h.name) as hospital from doctor d join hospital h on h.id = d.hospital_id where h.id = ${hospitalId}`
            : sql`select d.id, d.name, h.name as hospital from doctor d join hospital h on h.id = d.hospital_id where h.id = ${hospitalId}`,
        ),
      );
      return { hospital: found[0]!.hospital, doctor: new Map(found.map((r) => [Number(r.id), r.name])) };
    };
    for (const lang of ['zh', 'en'] as const) {
      const [result, stored] = [await journey(lang), await names(lang)];
      expect(result.hospital.name).toBe(stored.hospital);
      expect(result.doctors.length).toBeGreaterThan(0);
      for (const row of result.doctors) expect(row.name).toBe(stored.doctor.get(row.doctorId));
      expect(result.events.length).toBeGreaterThan(0);
      for (const event of result.events) expect(event.doctorName).toBe(stored.doctor.get(event.doctorId));
      if (lang === 'en') expect(JSON.stringify([result.hospital, result.doctors.map((d) => d.name)])).not.toMatch(/\p{Script=Han}/u);
    }
  });
});
