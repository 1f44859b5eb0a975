import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../src/lib/zoned-time';
import { api, buildTestApp, login, type TestApp } from './helpers';

describe('system reports, usage analytics and data assets', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const today = dateIn(new Date(), 'Asia/Shanghai');

  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['admin', 'manager', 'rep', 'rep2', 'marketing']) token[name] = (await login(t.app, name)).access_token;
  });
  afterAll(() => t.close());

  const call = (who: string, url: string, payload?: unknown, method: 'GET' | 'POST' = payload === undefined ? 'GET' : 'POST', lang?: string) =>
    api(t.app, token[who]!, { method, url: `/prod-api${url}`, payload, lang });

  it('pre-fills a rep’s daily report from the day, which the manager reads and comments on', async () => {
    const draft = (await call('rep', `/report/daily/draft?day=${today}`)).json().result;
    const visits = (await t.database.db.execute(sql`select count(*) as n from visit v join app_user u on u.id = v.user_id
      where u.username = 'rep' and u.tenant_id = v.tenant_id and v.tenant_id = (select id from enterprise where domain = 'localhost')
      and v.status = 'completed' and (v.start_at at time zone 'Asia/Shanghai')::date = ${today}::date`)) as unknown as { rows: Array<{ n: unknown }> };
    expect(draft.visits).toBe(Number(visits.rows[0]!.n));
    const submitted = (await call('rep', '/report/daily/submit', { day: today, summary: `${draft.summary}\n今天整理了客户资料`, plan: '明天回访' })).json().result;
    expect(submitted.readAt).toBeNull();
    const list = (await call('manager', '/report/daily/page', { from: today, to: today, unread: true })).json().result.content;
    expect(list.map((r: { id: number }) => r.id)).toContain(submitted.id);
    const opened = (await call('manager', `/report/daily/${submitted.id}`)).json().result;
    expect(opened.readAt).not.toBeNull();
    const commented = (await call('manager', `/report/daily/${submitted.id}/comment`, { content: '很好，继续跟进' })).json().result;
    expect(commented.comments.map((c: { content: string }) => c.content)).toEqual(['很好，继续跟进']);
    // In English the rep and the manager who commented are named in English.
    const inEnglish = (await call('manager', `/report/daily/${submitted.id}`, undefined, 'GET', 'en')).json().result;
    expect(inEnglish.userName).toMatch(/^[A-Za-z ]+$/);
    expect(inEnglish.comments[0].author).toMatch(/^[A-Za-z ]+$/);
    expect(opened.userName).toMatch(/\p{Script=Han}/u);
    expect((await call('rep2', `/report/daily/${submitted.id}`)).statusCode).toBe(404);
    expect((await call('rep', `/report/daily/${submitted.id}/comment`, { content: 'x' })).statusCode).toBe(403);
    const future = await call('rep', '/report/daily/submit', { day: addDays(today, 1), summary: 'x' }, 'POST', 'en');
    expect(future.json().message).toBe('A daily report can be submitted for today or the past 7 days only');
  });

  it('computes submission rates over the reps’ working days', async () => {
    const from = addDays(today, -14);
    const rates = (
      await call('manager', '/analytics/metric/query', { metrics: ['report.submissionRate', 'report.submitted'], dimension: 'rep', from, to: addDays(today, -1) })
    ).json().result;
    expect(rates.rows.length).toBe(3);
    for (const row of rates.rows) expect(row.values['report.submissionRate']).toBeGreaterThan(0);
    expect(rates.totals['report.submissionRate']).toBeLessThanOrEqual(100);
  });

  it('absorbs heartbeats and shows the pages just visited, before their batch is written', async () => {
    for (let i = 0; i < 3; i++) await call('rep', '/analytics/usage/beat', { pagePath: '/dataAssets/home', pageTitle: '资产概览', activeSeconds: 30, view: i === 0 });
    const pages = (await call('admin', '/analytics/metric/query', { metrics: ['usage.pageViews', 'usage.activeMinutes'], dimension: 'page', from: today, to: today })).json().result
      .rows;
    const page = pages.find((p: { key: string }) => p.key === '/dataAssets/home');
    expect(page.label).toBe('资产概览');
    expect(page.values['usage.pageViews']).toBe(1);
    expect(page.values['usage.activeMinutes']).toBe(1.5);
    const english = (await call('admin', '/analytics/metric/query', { metrics: ['usage.pageViews'], dimension: 'page', from: today, to: today }, 'POST', 'en')).json().result
      .rows as Array<{ key: string; label: string }>;
    expect(english.find((p) => p.key === '/dataAssets/home')!.label).toBe('Overview');
  });

  it('turns a quality check red after bad data and green after the fix', async () => {
    const runChecks = async () => {
      expect((await call('marketing', '/data-asset/detail/doctors/check', {})).json().result.queued).toBe(true);
      await t.app.jobs.drain();
      const detail = (await call('marketing', '/data-asset/detail/doctors')).json().result;
      return detail.checks.find((c: { code: string }) => c.code === 'mobile');
    };
    expect((await runChecks()).latest.passed).toBe(true);
    const tenant = sql`(select id from enterprise where domain = 'localhost')`;
    const [doctor] = (
      (await t.database.db.execute(sql`select id, mobile from doctor where tenant_id = ${tenant} and mobile is not null order by id limit 1`)) as unknown as {
        rows: Array<{ id: number; mobile: string }>;
      }
    ).rows;
    await t.database.db.execute(sql`update doctor set mobile = '12345' where id = ${doctor!.id}`);
    const red = await runChecks();
    expect([red.latest.passed, red.latest.failingRows]).toEqual([false, 1]);
    await t.database.db.execute(sql`update doctor set mobile = ${doctor!.mobile} where id = ${doctor!.id}`);
    const green = await runChecks();
    expect(green.latest.passed).toBe(true);
    expect(green.history.map((h: { passed: boolean }) => h.passed).slice(0, 3)).toEqual([true, false, true]);
  });

  it('masks personal data in samples unless the viewer may see it, and lists the catalog', async () => {
    const masked = (await call('marketing', '/data-asset/detail/doctors')).json().result;
    expect(masked.masked).toBe(true);
    expect(masked.sample[0].mobile).toMatch(/\*{4}/);
    const plain = (await call('admin', '/data-asset/detail/doctors')).json().result;
    expect(plain.sample[0].mobile).toMatch(/^1\d{10}$/);
    const overview = (await call('marketing', '/data-asset/overview')).json().result;
    expect(overview.datasets.find((d: { code: string }) => d.code === 'visits').records).toBeGreaterThan(0);
    expect((await call('rep', '/data-asset/overview')).statusCode).toBe(403);
    expect((await call('marketing', '/data-asset/detail/nothing', undefined, 'GET', 'en')).json().message).toBe('Unknown data asset: nothing');
  });
});
