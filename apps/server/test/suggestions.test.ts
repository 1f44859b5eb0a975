import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUGGESTION_SETTINGS, type Suggestion, type SuggestionSettings } from '@crm/shared/contracts/suggestions';
import { rowsOf } from '../src/db/rows';
import { addDays, dateIn, startOfDay } from '../src/lib/zoned-time';
import { computeDay, morningRun, type SuggestionUser } from '../src/modules/suggestions/index';
import { differenceOf } from '../src/modules/suggestions/suggestion-effect';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';

const ZONE = 'Asia/Shanghai';
const CJK = /[\u4e00-\u9fff]/;

/** Next-best action: the rep's explained list, consent and caps, completion from the event store, dismissals, holdout and the effect report. */
describe('suggestions', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let tenantId: number;
  let rep: SuggestionUser;
  const today = dateIn(new Date(), ZONE);

  const query = async <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(statement));
  const my = async (lang = 'en', date?: string) => {
    const answer = await api(t.app, token.rep!, { url: `/prod-api/suggestion/my${date ? `?date=${date}` : ''}`, lang });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().result as Suggestion[];
  };
  /** Runs the engine for the rep with only the given types switched on and no holdout. */
  const runWith = async (day: string, asOf: Date, change: (settings: SuggestionSettings) => void) => {
    const settings: SuggestionSettings = structuredClone(DEFAULT_SUGGESTION_SETTINGS);
    settings.holdoutShare = 0;
    settings.maxPerDay = 50;
    change(settings);
    await t.database.db.transaction((tx) => computeDay(tx, { tenantId, timeZone: ZONE, user: rep, day, asOf, settings }));
  };
  const only = (type: keyof SuggestionSettings['types']) => (settings: SuggestionSettings) => {
    for (const [name, setting] of Object.entries(settings.types)) {
      setting.enabled = name === type;
      setting.dailyCap = 50;
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['rep', 'rep2', 'marketing', 'manager']) token[name] = (await login(t.app, name)).access_token;
    token.huaze = (await login(t.app, 'rep', TENANT_B)).access_token;
    const [row] = await query<{ id: number; tenant_id: number; org_id: number; path: string }>(
      sql`select u.id, u.tenant_id, u.org_id, o.path from app_user u join organization o on o.id = u.org_id join enterprise e on e.id = u.tenant_id
        where e.domain = 'localhost' and u.username = 'rep'`,
    );
    tenantId = Number(row!.tenant_id);
    rep = { userId: Number(row!.id), orgId: Number(row!.org_id), orgPath: row!.path, dataRange: 'self' };
  });
  afterAll(() => t.close());

  it('gives the demo rep at least five suggestions of the day, each explained in the screen’s language, about the rep’s own doctors', async () => {
    const list = await my('en');
    expect(list.length).toBeGreaterThanOrEqual(5);
    const own = await query<{ doctor_id: number }>(sql`select doctor_id from doctor_assignment where org_id = ${rep.orgId}`);
    const ownIds = new Set(own.map((row) => Number(row.doctor_id)));
    for (const item of list) {
      expect(ownIds.has(item.doctorId), `doctor ${item.doctorId}`).toBe(true);
      expect(item.reasons.length).toBeGreaterThan(0);
      expect(item.score).toBeGreaterThan(0);
      // Reasons are worded in English, apart from data that exists only in Chinese (a task's or meeting's title).
      for (const reason of item.reasons.filter((r) => r.code !== 'openTask' && r.code !== 'meetingInvite')) expect(reason.label).not.toMatch(CJK);
    }
    // Best first, and the same list in Chinese.
    expect(list.filter((s) => s.status === 'open').map((s) => s.score)).toEqual(
      list
        .filter((s) => s.status === 'open')
        .map((s) => s.score)
        .sort((a, b) => b - a),
    );
    const zh = await my('zh');
    expect(zh.map((s) => s.id)).toEqual(list.map((s) => s.id));
    expect(zh[0]!.reasons[0]!.label).toMatch(CJK);
    // Held-out pairs of the month never appear.
    const heldOut = await query<{ doctor_id: number }>(
      sql`select doctor_id from suggestion_pair where tenant_id = ${tenantId} and user_id = ${rep.userId} and period = ${today.slice(0, 7)} and holdout`,
    );
    for (const row of heldOut) expect(list.map((s) => s.doctorId)).not.toContain(Number(row.doctor_id));
  });

  it('never shows a held-out pair, though its suggestion is stored for the comparison', async () => {
    const day = addDays(today, 1);
    const list = await query<{ doctor_id: number }>(
      sql`select doctor_id from suggestion where tenant_id = ${tenantId} and user_id = ${rep.userId} and suggested_on = ${today} and not holdout limit 1`,
    );
    const doctorId = Number(list[0]!.doctor_id);
    await t.database.db
      .execute(sql`insert into suggestion_pair (tenant_id, period, user_id, doctor_id, holdout) values (${tenantId}, ${day.slice(0, 7)}, ${rep.userId}, ${doctorId}, true)
      on conflict (tenant_id, period, user_id, doctor_id) do update set holdout = true`);
    await runWith(day, new Date(), (settings) => {
      settings.holdoutShare = 0.1;
    });
    const stored = await query<{ holdout: boolean }>(sql`select holdout from suggestion where user_id = ${rep.userId} and suggested_on = ${day} and doctor_id = ${doctorId}`);
    if (stored.length > 0) expect(stored[0]!.holdout).toBe(true);
    expect((await my('en', day)).map((s) => s.doctorId)).not.toContain(doctorId);
    await t.database.db.execute(sql`delete from suggestion where user_id = ${rep.userId} and suggested_on = ${day}`);
  });

  it('proposes a send only on a channel the doctor consents to and within its cap', async () => {
    // Two of the rep's doctors with a product of the rep's portfolio, an approved article of it never sent to them, and a mobile and an e-mail.
    const doctors = await query<{ id: number }>(
      sql`select distinct d.id from doctor d join doctor_assignment a on a.doctor_id = d.id and a.org_id = ${rep.orgId}
        join doctor_product dp on dp.doctor_id = d.id
        join content_article_version v on v.product_id = dp.product_id and v.status = 'APPROVED'
        join content_article ca on ca.id = v.article_id and ca.approved_version_id = v.id and ca.translation_of is null
        where d.tenant_id = ${tenantId} and (v.expires_on is null or v.expires_on >= ${today})
          and not exists (select 1 from content_send s where s.doctor_id = d.id and s.article_id = ca.id)
          and (dp.product_id in (select product_id from user_product where user_id = ${rep.userId}) or not exists (select 1 from user_product where user_id = ${rep.userId}))
        order by d.id limit 2`,
    );
    expect(doctors).toHaveLength(2);
    const [smsOnly, capped] = doctors.map((row) => Number(row.id)) as [number, number];
    const ids = [smsOnly, capped];
    await t.database.db.execute(sql`update doctor set mobile = '13900000001', email = 'doctor.fixture@example.com' where id = any(${sql.param(ids)}::bigint[])`);
    await t.database.db.execute(sql`delete from content_product_consent where doctor_id = any(${sql.param(ids)}::bigint[])`);
    for (const channel of ['SMS', 'EMAIL', 'WECOM']) {
      for (const doctorId of ids) {
        const state = (doctorId === smsOnly && channel === 'SMS') || (doctorId === capped && channel === 'EMAIL') ? 'OPT_IN' : 'OPT_OUT';
        await t.database.db.execute(sql`insert into content_consent (tenant_id, doctor_id, channel, state, objection) values (${tenantId}, ${doctorId}, ${channel}, ${state}, false)
          on conflict (tenant_id, doctor_id, channel) do update set state = excluded.state, objection = false`);
      }
    }
    // The capped doctor already had this week's two e-mails.
    const [anyArticle] = await query<{ id: number; version_id: number }>(
      sql`select id, approved_version_id as version_id from content_article where tenant_id = ${tenantId} and approved_version_id is not null limit 1`,
    );
    for (let i = 0; i < 2; i++) {
      await t.database.db.execute(sql`insert into content_send (tenant_id, article_id, version_id, doctor_id, sender_id, channel, status, created_at)
        values (${tenantId}, ${anyArticle!.id}, ${anyArticle!.version_id}, ${capped}, ${rep.userId}, 'EMAIL', 'DELIVERED', now())`);
    }
    // Both opened content three times this week.
    for (const doctorId of ids) {
      for (let i = 0; i < 3; i++) {
        await t.database.db.execute(
          sql`insert into interaction_event (tenant_id, occurred_at, type, doctor_id, channel) values (${tenantId}, now() - interval '1 day', 'content.opened', ${doctorId}, 'sms')`,
        );
      }
    }
    const day = addDays(today, 2);
    await runWith(day, new Date(), only('contentEngaged'));
    const made = await query<{ doctor_id: number; action: string; channel: string }>(
      sql`select doctor_id, action, channel from suggestion where user_id = ${rep.userId} and suggested_on = ${day} and doctor_id = any(${sql.param(ids)}::bigint[])`,
    );
    expect(made.map((row) => ({ ...row, doctor_id: Number(row.doctor_id) }))).toEqual([{ doctor_id: smsOnly, action: 'send', channel: 'SMS' }]);
    await t.database.db.execute(sql`delete from suggestion where user_id = ${rep.userId} and suggested_on = ${day}`);
  });

  it('marks a suggested visit completed when the rep logs the visit through the normal form', async () => {
    const yesterday = addDays(today, -1);
    await runWith(yesterday, new Date(startOfDay(yesterday, ZONE).getTime() + 7 * 3_600_000), only('tierCoverage'));
    const listed = (await my('en', yesterday)).filter((s) => s.action === 'visit' && s.status === 'open');
    expect(listed.length).toBeGreaterThan(0);
    const target = listed[0]!;
    const products = (await api(t.app, token.rep!, { url: '/prod-api/API-SYSTEM/product/user/product/all' })).json().result as Array<{ id: number }>;
    // Yesterday at 22:00 in Shanghai: in the past, and clear of the demo's working-day visits.
    const start = new Date(startOfDay(yesterday, ZONE).getTime() + 22 * 3_600_000);
    const logged = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/v2/visit/add',
      payload: {
        doctorId: target.doctorId,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
        visitType: 'FACE',
        purpose: 'PRODUCT',
        duration: '30',
        result: 'INTERESTED',
        productIds: [products[0]!.id],
      },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const after = (await my('en', yesterday)).find((s) => s.id === target.id)!;
    expect(after.status).toBe('completed');
    const [stored] = await query<{ completed_event_id: number }>(sql`select completed_event_id from suggestion where id = ${target.id}`);
    const [event] = await query<{ type: string; source_event_id: string }>(sql`select type, source_event_id from interaction_event where id = ${stored!.completed_event_id}`);
    expect(event).toEqual({ type: 'visit.completed', source_event_id: String(logged.json().result.id) });
  });

  it('accepts once, and a dismissal with a reason removes the suggestion and is counted', async () => {
    const list = (await my('en')).filter((s) => s.status === 'open');
    expect(list.length).toBeGreaterThanOrEqual(2);
    const [first, second] = list as [Suggestion, Suggestion];
    const accepted = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/suggestion/${first.id}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().result.status).toBe('accepted');
    const again = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/suggestion/${first.id}/accept`, lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This suggestion has already been acted on');

    const effect = async () => {
      const answer = await api(t.app, token.marketing!, { url: `/prod-api/suggestion/effect?from=${today}&to=${today}&type=${second.type}` });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().result.rows[0] as { dismissed: Record<string, number>; shown: number };
    };
    const before = await effect();
    const bare = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/suggestion/${second.id}/dismiss`, payload: { reason: 'other' }, lang: 'en' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Please say why when choosing “Other”');
    // Another rep, or another enterprise, cannot touch it.
    expect((await api(t.app, token.rep2!, { method: 'POST', url: `/prod-api/suggestion/${second.id}/dismiss`, payload: { reason: 'notRelevant' } })).statusCode).toBe(404);
    expect(
      (await api(t.app, token.huaze!, { method: 'POST', url: `/prod-api/suggestion/${second.id}/dismiss`, payload: { reason: 'notRelevant' }, host: TENANT_B })).statusCode,
    ).toBe(404);
    const dismissed = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/suggestion/${second.id}/dismiss`, payload: { reason: 'unavailable' } });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await my('en')).map((s) => s.id)).not.toContain(second.id);
    const after = await effect();
    expect(after.dismissed.unavailable).toBe(before.dismissed.unavailable! + 1);
    expect(after.shown).toBe(before.shown);
  });

  it('reports the effect exactly as counted from a known fixture, with the interval', async () => {
    // January 2020, before any demo suggestion: 20 treated pairs (8 with the outcome in time, 1 too late) and 10 held out (2).
    const doctors = (await query<{ id: number }>(sql`select id from doctor where tenant_id = ${tenantId} order by id limit 30`)).map((row) => Number(row.id));
    const insert = async (doctorId: number, holdout: boolean, status: string, extra: { reason?: string; accepted?: boolean } = {}) =>
      t.database.db
        .execute(sql`insert into suggestion (tenant_id, user_id, doctor_id, suggested_on, due_on, type, action, score, holdout, status, accepted_at, dismissed_at, dismiss_reason)
        values (${tenantId}, ${rep.userId}, ${doctorId}, '2020-01-06', '2020-01-08', 'lapsed', 'call', 20, ${holdout}, ${status},
          ${extra.accepted ? sql`'2020-01-06T03:00:00Z'::timestamptz` : sql`null`}, ${extra.reason ? sql`'2020-01-06T04:00:00Z'::timestamptz` : sql`null`}, ${extra.reason ?? null})`);
    const outcome = (doctorId: number, at: string) =>
      t.database.db.execute(
        sql`insert into interaction_event (tenant_id, occurred_at, type, doctor_id, channel) values (${tenantId}, ${at}, 'live.attended', ${doctorId}, 'live')`,
      );
    for (const [i, doctorId] of doctors.entries()) {
      const holdout = i >= 20;
      const status = holdout ? 'open' : i < 6 ? 'completed' : i < 9 ? 'dismissed' : 'open';
      await insert(doctorId, holdout, status, {
        accepted: !holdout && i < 8 && status !== 'dismissed',
        reason: status === 'dismissed' ? (i === 6 ? 'notRelevant' : 'unavailable') : undefined,
      });
      if ((!holdout && i < 8) || i === 20 || i === 21) await outcome(doctorId, '2020-01-20T02:00:00Z');
      if (i === 8) await outcome(doctorId, '2020-03-01T02:00:00Z'); // after the 30 days: not an outcome
    }
    const answer = await api(t.app, token.marketing!, { url: '/prod-api/suggestion/effect?from=2020-01-01&to=2020-01-31' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { rows, outcomeEvent, outcomeDays } = answer.json().result;
    expect({ outcomeEvent, outcomeDays }).toEqual({ outcomeEvent: 'live.attended', outcomeDays: 30 });
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      type: 'lapsed',
      shown: 20,
      accepted: 6,
      completed: 6,
      dismissed: { alreadyDone: 0, notRelevant: 1, unavailable: 2, wrongChannel: 0, other: 0 },
      treated: { pairs: 20, outcomes: 8, rate: 0.4 },
      holdout: { pairs: 10, outcomes: 2, rate: 0.2 },
    });
    // Newcombe's hybrid score interval, from the Wilson interval of each rate (Newcombe 1998, method 10).
    const wilson = (p: number, n: number) => {
      const z = 1.959964;
      const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
      const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
      return [centre - half, centre + half] as const;
    };
    const [l1, u1] = wilson(0.4, 20);
    const [l2, u2] = wilson(0.2, 10);
    expect(row.difference).toBeCloseTo(0.2, 10);
    expect(row.ci95[0]).toBeCloseTo(0.2 - Math.sqrt((0.4 - l1) ** 2 + (u2 - 0.2) ** 2), 10);
    expect(row.ci95[1]).toBeCloseTo(0.2 + Math.sqrt((u1 - 0.4) ** 2 + (0.2 - l2) ** 2), 10);
    // A published figure for the method: 56/70 against 48/80 gives 0.0524 to 0.3339 (Newcombe 1998, table II).
    const published = differenceOf({ outcomes: 56, pairs: 70 }, { outcomes: 48, pairs: 80 }).ci95!;
    expect(published[0]).toBeCloseTo(0.0524, 4);
    expect(published[1]).toBeCloseTo(0.3339, 4);
    // The adoption table counts the same shown suggestions for the rep.
    const adoption = await api(t.app, token.manager!, { url: '/prod-api/suggestion/adoption?from=2020-01-01&to=2020-01-31' });
    expect(adoption.statusCode, adoption.body).toBe(200);
    expect(adoption.json().result).toEqual([expect.objectContaining({ userId: rep.userId, shown: 20, accepted: 6, completed: 6, dismissed: 3 })]);
  });

  it('makes every field user’s list once on the enterprise’s morning, with a notice in both languages', async () => {
    const [huaze] = await query<{ id: number }>(sql`select id from enterprise where domain = '127.0.0.1'`);
    const huazeId = Number(huaze!.id);
    const morning = new Date(startOfDay(today, ZONE).getTime() + 7 * 3_600_000);
    const beforeSix = new Date(startOfDay(today, ZONE).getTime() + 5 * 3_600_000);
    expect(await morningRun(t.app, huazeId, beforeSix)).toBe(0);
    const made = await morningRun(t.app, huazeId, morning);
    expect(made).toBeGreaterThan(0);
    expect(await morningRun(t.app, huazeId, morning)).toBe(0);
    const [repRow] = await query<{ id: number }>(sql`select id from app_user where tenant_id = ${huazeId} and username = 'rep'`);
    const [notice] = await query<{ title: string; title_en: string; content_en: string; link: string }>(
      sql`select title, title_en, content_en, link from notification where tenant_id = ${huazeId} and user_id = ${repRow!.id} and category = 'suggestion' order by id desc limit 1`,
    );
    const [day] = await query<{ n: number; first_en: string }>(
      sql`select count(*) over () as n, coalesce(d.name_en, d.name) as first_en from suggestion s join doctor d on d.id = s.doctor_id
        where s.tenant_id = ${huazeId} and s.user_id = ${repRow!.id} and s.suggested_on = ${today} and not s.holdout order by s.score desc, s.id limit 1`,
    );
    const n = Number(day!.n);
    expect(notice).toMatchObject({
      title: `今日有 ${n} 条下一步建议`,
      title_en: `${n} suggestions for today`,
      content_en: `First: ${day!.first_en}`,
      link: '/nextBestAction/mySuggestions',
    });
  });

  it('lets marketing change the settings, refuses a rep and an out-of-range holdout', async () => {
    const current = (await api(t.app, token.marketing!, { url: '/prod-api/suggestion/settings' })).json().result as SuggestionSettings;
    expect(current).toEqual(DEFAULT_SUGGESTION_SETTINGS);
    const changed = { ...current, maxPerDay: 6 };
    expect((await api(t.app, token.rep!, { method: 'PUT', url: '/prod-api/suggestion/settings', payload: changed })).statusCode).toBe(403);
    const bad = await api(t.app, token.marketing!, { method: 'PUT', url: '/prod-api/suggestion/settings', payload: { ...current, holdoutShare: 0.9 }, lang: 'en' });
    expect(bad.statusCode).toBe(400);
    const saved = await api(t.app, token.marketing!, { method: 'PUT', url: '/prod-api/suggestion/settings', payload: changed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api(t.app, token.marketing!, { url: '/prod-api/suggestion/settings' })).json().result.maxPerDay).toBe(6);
    expect((await api(t.app, token.rep!, { url: '/prod-api/suggestion/effect?from=2020-01-01&to=2020-01-31' })).statusCode).toBe(403);
  });
});
