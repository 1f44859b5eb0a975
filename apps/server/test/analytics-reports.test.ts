import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../src/lib/zoned-time';
import { tenantsNeverChecked } from '../src/modules/analytics/assets/quality-checks';
import { TENANT_B, api, buildTestApp, login, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

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
    const visits = rowsOf<{ n: unknown }>(
      await t.database.db.execute(sql`select count(*) as n from visit v join app_user u on u.id = v.user_id
      where u.username = 'rep' and u.tenant_id = v.tenant_id and v.tenant_id = (select id from enterprise where domain = 'localhost')
      and v.status = 'completed' and (v.start_at at time zone 'Asia/Shanghai')::date = ${today}::date`),
    );
    expect(draft.visits).toBe(Number(visits[0]!.n));
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

  it('keeps every version of a resubmitted report, with its plan, and shows the manager it was revised since read', async () => {
    // A day of the past week the rep has not reported on yet (there is always a weekend among them).
    let day = '';
    for (let back = 1; back <= 7 && !day; back++)
      if ((await call('rep', `/report/daily/draft?day=${addDays(today, -back)}`)).json().result.existing === null) day = addDays(today, -back);
    const unreadIds = async () =>
      (await call('manager', '/report/daily/page', { from: day, to: day, unread: true })).json().result.content.map((r: { id: number }) => r.id) as number[];

    const first = (await call('rep', '/report/daily/submit', { day, summary: '拜访了张主任', plan: '周五回访张主任' })).json().result;
    expect([first.version, first.readVersion, first.revisedSinceRead]).toEqual([1, null, false]);
    expect((await call('manager', `/report/daily/${first.id}`)).json().result.readVersion).toBe(1);
    expect(await unreadIds()).not.toContain(first.id);

    // Resubmitted without a plan: the plan stays, the report is version 2 and shows as revised since read.
    const second = (await call('rep', '/report/daily/submit', { day, summary: '拜访了张主任和李医生' })).json().result;
    expect([second.id, second.version, second.plan, second.readVersion, second.revisedSinceRead]).toEqual([first.id, 2, '周五回访张主任', 1, true]);
    expect(await unreadIds()).toContain(first.id);
    const listed = (await call('manager', '/report/daily/page', { from: day, to: day, unread: true })).json().result.content.find((r: { id: number }) => r.id === first.id);
    expect([listed.version, listed.revisedSinceRead]).toEqual([2, true]);

    const opened = (await call('manager', `/report/daily/${first.id}`)).json().result;
    expect(opened.previousReadVersion).toBe(1);
    expect(opened.versions.map((v: { version: number; summary: string }) => [v.version, v.summary])).toEqual([
      [2, '拜访了张主任和李医生'],
      [1, '拜访了张主任'],
    ]);
    expect([opened.readVersion, opened.revisedSinceRead]).toEqual([2, false]);
    expect(await unreadIds()).not.toContain(first.id);

    // An emptied plan clears it; the earlier versions keep theirs, and the rep's own reading marks nothing.
    const third = (await call('rep', '/report/daily/submit', { day, summary: '拜访了张主任和李医生', plan: '' })).json().result;
    expect([third.version, third.plan]).toEqual([3, null]);
    const own = (await call('rep', `/report/daily/${first.id}`)).json().result;
    expect(own.versions.map((v: { plan: string | null }) => v.plan)).toEqual([null, '周五回访张主任', '周五回访张主任']);
    expect([own.readVersion, own.revisedSinceRead]).toEqual([2, true]);

    // The versions are read with the report only: not by a colleague outside the team, nor from another tenant.
    expect((await call('rep2', `/report/daily/${first.id}`)).statusCode).toBe(404);
    const otherManager = (await login(t.app, 'manager', TENANT_B)).access_token;
    expect((await api(t.app, otherManager, { url: `/prod-api/report/daily/${first.id}`, host: TENANT_B })).statusCode).toBe(404);
    const tenants = rowsOf<{ same: boolean }>(
      await t.database.db.execute(sql`select distinct v.tenant_id = r.tenant_id as same from daily_report_version v
      join daily_report r on r.id = v.report_id where v.report_id = ${first.id}`),
    );
    expect(tenants).toEqual([{ same: true }]);
  });

  it('gives reports submitted before versions their first version', async () => {
    const earlier = (await call('manager', '/report/daily/page', { from: addDays(today, -21), to: addDays(today, -8) })).json().result.content;
    expect(earlier.length).toBeGreaterThan(0);
    const opened = (await call('manager', `/report/daily/${earlier[0].id}`)).json().result;
    expect(opened.version).toBe(1);
    expect(opened.versions.map((v: { version: number; summary: string }) => [v.version, v.summary])).toEqual([[1, earlier[0].summary]]);
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

  it('names a page no menu entry names by the English title its beats carried, on English reports', async () => {
    await call('rep', '/analytics/usage/beat', { pagePath: '/dashboard', pageTitle: '工作台', pageTitleEn: 'Workspace', activeSeconds: 0, view: true });
    const query = (lang: string) =>
      call('admin', '/analytics/metric/query', { metrics: ['usage.pageViews'], dimension: 'page', from: today, to: today }, 'POST', lang).then(
        (r) => (r.json().result.rows as Array<{ key: string; label: string }>).find((p) => p.key === '/dashboard')!.label,
      );
    expect(await query('en')).toBe('Workspace');
    expect(await query('zh')).toBe('工作台');
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
    const [doctor] = rowsOf<{ id: number; mobile: string }>(
      await t.database.db.execute(sql`select id, mobile from doctor where tenant_id = ${tenant} and mobile is not null order by id limit 1`),
    );
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

  it('lists the uploaded data sets and the send ledger, runs their checks, and shows no rows of patient counts', async () => {
    const overview = (await call('marketing', '/data-asset/overview')).json().result;
    const codes = ['sales', 'targets', 'sdaRecords', 'diagnosis', 'sends'];
    // Every one is listed; the demo has no sales targets uploaded.
    for (const code of codes) expect(overview.datasets.find((d: { code: string }) => d.code === code)?.records, code).toBeGreaterThan(code === 'targets' ? -1 : 0);
    for (const code of codes) expect((await call('marketing', `/data-asset/detail/${code}/check`, {})).json().result.queued).toBe(true);
    await t.app.jobs.drain();
    for (const code of codes) {
      const detail = (await call('admin', `/data-asset/detail/${code}`)).json().result;
      // Every rule is valid SQL over its table: each check has a result.
      expect(
        detail.checks.every((c: { latest: unknown }) => c.latest !== null),
        code,
      ).toBe(true);
      const patientCounts = code === 'sdaRecords' || code === 'diagnosis';
      expect([detail.sampleWithheld, detail.sample.length > 0], code).toEqual([patientCounts, !patientCounts && detail.records > 0]);
    }
    const english = (await call('admin', '/data-asset/detail/diagnosis', undefined, 'GET', 'en')).json().result;
    expect(english.frequency).toBe('monthly');
  });

  it('finds the enterprises whose quality checks never ran, for the start-up run', async () => {
    const [b] = rowsOf<{ id: unknown }>(await t.database.db.execute(sql`select id from enterprise where domain = ${TENANT_B}`));
    const tenantB = Number(b!.id);
    await t.database.db.execute(sql`delete from data_quality_result where tenant_id = ${tenantB}`);
    expect(await tenantsNeverChecked(t.app.db)).toContain(tenantB);
    await t.app.jobs.enqueue('dataAssets.qualityCheck', { tenantId: tenantB }, { key: `${tenantB}:all`, tenantId: tenantB });
    await t.app.jobs.drain();
    expect(await tenantsNeverChecked(t.app.db)).not.toContain(tenantB);
  });
});
