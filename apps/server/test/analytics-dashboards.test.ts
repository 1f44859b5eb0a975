import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARDS } from '../src/modules/analytics/dashboards/default-dashboards';
import { metricByCode } from '../src/modules/analytics/metrics/catalog';
import { addDays, dateIn } from '../src/lib/zoned-time';
import { TENANT_B, api, buildTestApp, login, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

interface Row {
  key: string | null;
  label: string;
  values: Record<string, number | null>;
  previous?: Record<string, number | null>;
}

describe('metric layer and dashboards', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const user: Record<string, { id: number; orgPath: string }> = {};
  const today = dateIn(new Date(), 'Asia/Shanghai');
  const period = { from: addDays(today, -60), to: today };

  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['admin', 'manager', 'rep', 'rep2']) token[name] = (await login(t.app, name)).access_token;
    const rows = rowsOf<{ username: string; id: number; path: string }>(
      await t.database.db.execute(sql`select u.username, u.id, o.path from app_user u join organization o on o.id = u.org_id
      where u.tenant_id = (select id from enterprise where domain = 'localhost') and u.username in ('manager', 'rep', 'rep2')`),
    );
    for (const r of rows) user[r.username] = { id: Number(r.id), orgPath: r.path };
  });
  afterAll(() => t.close());

  const query = (who: string, body: Record<string, unknown>, host?: string) =>
    api(t.app, token[who]!, { method: 'POST', url: '/prod-api/analytics/metric/query', payload: { ...period, ...body }, host });
  const drill = (who: string, body: Record<string, unknown>) =>
    api(t.app, token[who]!, { method: 'POST', url: '/prod-api/analytics/metric/drill', payload: { ...period, size: 1, ...body } });

  it('lists exactly as many records behind a number as the number shows, overall and per value', async () => {
    const overall = (await query('manager', { metrics: ['visit.completed'] })).json().result;
    const total = overall.totals['visit.completed'] as number;
    expect(total).toBeGreaterThan(0);
    expect((await drill('manager', { metric: 'visit.completed' })).json().result.totalElements).toBe(total);
    const byRep = (await query('manager', { metrics: ['visit.completed'], dimension: 'rep' })).json().result.rows as Row[];
    expect(byRep.length).toBeGreaterThan(1);
    for (const row of byRep.slice(0, 3)) {
      const listed = (await drill('manager', { metric: 'visit.completed', dimension: 'rep', key: row.key })).json().result;
      expect(listed.totalElements).toBe(row.values['visit.completed']);
    }
    const overdue = (await query('manager', { metrics: ['task.overdue'] })).json().result.totals['task.overdue'];
    expect((await drill('manager', { metric: 'task.overdue' })).json().result.totalElements).toBe(overdue);
  });

  it('keeps the largest values when a dimension has more values than the limit, and the second metric for the same rows', async () => {
    const all = (await query('manager', { metrics: ['visit.completed', 'visit.planned'], dimension: 'doctor', limit: 500 })).json().result.rows as Row[];
    expect(all.length).toBeGreaterThan(5);
    const largest = [...all].sort((a, b) => (b.values['visit.completed'] ?? 0) - (a.values['visit.completed'] ?? 0)).slice(0, 5);
    const top = (await query('manager', { metrics: ['visit.completed', 'visit.planned'], dimension: 'doctor', limit: 5 })).json().result.rows as Row[];
    expect(top).toHaveLength(5);
    expect(top.map((r) => r.values['visit.completed'])).toEqual(largest.map((r) => r.values['visit.completed']));
    for (const row of top) expect(row.values['visit.planned']).toBe(all.find((r) => r.key === row.key)!.values['visit.planned']);
    const days = (await query('manager', { metrics: ['visit.completed'], dimension: 'day', limit: 500 })).json().result.rows as Row[];
    expect(days.map((d) => d.key)).toEqual([...days.map((d) => d.key)].sort());
  });

  it('gives a cut metric the same total as the metric uncut, for the rows kept and for the previous period, rates included', async () => {
    for (const metrics of [['visit.completed', 'visit.planned'], ['content.openRate']]) {
      const uncut = (await query('manager', { metrics, compare: true })).json().result;
      const cut = (await query('manager', { metrics, dimension: 'district', limit: 1, compare: true })).json().result;
      expect(cut.rows.length).toBeLessThanOrEqual(1);
      expect(cut.totals).toEqual(uncut.totals);
      expect(cut.previousTotals).toEqual(uncut.previousTotals);
    }
  });

  it('reads a widget’s metrics over one fact together, with the values each has read alone, for this period and the one before', async () => {
    const widgets: Array<[string[], string]> = [
      [['visit.planned', 'visit.completed', 'visit.planAttainment'], 'district'],
      [['doctor.target', 'doctor.covered', 'doctor.coverage'], 'tier'],
      [['content.sent', 'content.opened', 'content.clicked'], 'week'],
      // Facts interleaved: the rows are the first metric's, whichever fact each metric reads.
      [['visit.completed', 'doctor.target', 'visit.planned', 'doctor.covered'], 'district'],
    ];
    let compared = 0;
    for (const [metrics, dimension] of widgets) {
      const together = (await query('manager', { metrics, dimension, limit: 500, compare: true })).json().result;
      expect(together.rows.length).toBeGreaterThan(0);
      for (const metric of metrics) {
        const alone = (await query('manager', { metrics: [metric], dimension, limit: 500, compare: true })).json().result;
        expect(together.totals[metric]).toBe(alone.totals[metric]);
        expect(together.previousTotals[metric]).toBe(alone.previousTotals[metric]);
        for (const row of together.rows as Row[]) {
          const same = (alone.rows as Row[]).find((r) => r.key === row.key);
          expect(row.values[metric] ?? null).toBe(same?.values[metric] ?? null);
          expect(row.previous?.[metric] ?? null).toBe(same?.previous?.[metric] ?? null);
          if (same?.values[metric]) compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
    // A period with none of the fact's rows: counts are 0 and a rate has no value, cut or not.
    const empty = { from: '2001-01-01', to: '2001-01-31', metrics: ['visit.planned', 'visit.completed', 'visit.planAttainment'] };
    for (const dimension of [undefined, 'district']) {
      const none = (await query('manager', { ...empty, dimension })).json().result;
      expect(none.totals).toEqual({ 'visit.planned': 0, 'visit.completed': 0, 'visit.planAttainment': null });
    }
    // A drill-down lists the rows a metric keeps of the shared fact, as many as it counts.
    const covered = (await query('manager', { metrics: ['doctor.target', 'doctor.covered'], dimension: 'tier' })).json().result;
    const [tier] = (covered.rows as Row[]).filter((r) => (r.values['doctor.covered'] ?? 0) > 0);
    const listed = (await drill('manager', { metric: 'doctor.covered', dimension: 'tier', key: tier!.key })).json().result;
    expect(listed.totalElements).toBe(tier!.values['doctor.covered']);
    expect(listed.totalElements).toBeLessThan(tier!.values['doctor.target']!);
  });

  it('lists tiers in their own order, A before D and national before rising stars, whatever their size', async () => {
    const tiers = (await query('admin', { metrics: ['doctor.target', 'doctor.covered'], dimension: 'tier' })).json().result.rows as Row[];
    expect(tiers.map((r) => r.key)).toEqual(['A', 'B', 'C', 'D'].filter((tier) => tiers.some((r) => r.key === tier)));
    expect(tiers.length).toBeGreaterThan(2);
    expect(tiers.map((r) => r.label)).toEqual(tiers.map((r) => `${r.key} 级`));
    const kols = (await query('admin', { metrics: ['kol.count'], dimension: 'kolTier' })).json().result.rows as Row[];
    const order = ['NATIONAL', 'REGIONAL', 'LOCAL', 'RISING_STAR'];
    expect(kols.length).toBeGreaterThan(1);
    expect(kols.map((r) => r.key)).toEqual(order.filter((tier) => kols.some((r) => r.key === tier)));
  });

  it('counts target doctors, those visited in the period and their calls as the doctors and visits show', async () => {
    const result = (await query('admin', { metrics: ['doctor.target', 'doctor.covered', 'doctor.callFrequency'] })).json().result;
    const [expected] = rowsOf<{ target: number; covered: number; frequency: number }>(
      await t.database.db.execute(sql`
      with tenant as (select id from enterprise where domain = 'localhost'),
        targets as (select distinct dp.doctor_id from doctor_product dp where dp.tenant_id = (select id from tenant)),
        calls as (select t.doctor_id, (select count(*) from visit v where v.doctor_id = t.doctor_id and v.status = 'completed'
          and v.start_at >= (${period.from}::date)::timestamp at time zone 'Asia/Shanghai'
          and v.start_at < (${period.to}::date + 1)::timestamp at time zone 'Asia/Shanghai') as n from targets t)
      select count(*)::int as target, (count(*) filter (where n > 0))::int as covered, round(avg(n), 2)::float8 as frequency from calls`),
    );
    expect(expected!.covered).toBeGreaterThan(0);
    expect(result.totals).toMatchObject({ 'doctor.target': expected!.target, 'doctor.covered': expected!.covered, 'doctor.callFrequency': expected!.frequency });
  });

  it('drills from region to district to rep to doctor within the manager’s subtree', async () => {
    const regions = (await query('manager', { metrics: ['visit.completed'], dimension: 'region' })).json().result.rows as Row[];
    expect(regions).toHaveLength(1);
    const filters = [{ dimension: 'region', values: [regions[0]!.key] }];
    const districts = (await query('manager', { metrics: ['visit.completed'], dimension: 'district', filters })).json().result.rows as Row[];
    expect(districts.map((d) => d.label)).toEqual(['上海一区']);
    const reps = (await query('manager', { metrics: ['visit.completed'], dimension: 'rep', filters: [...filters, { dimension: 'district', values: [districts[0]!.key] }] })).json()
      .result.rows as Row[];
    const doctors = (await query('manager', { metrics: ['visit.completed'], dimension: 'doctor', limit: 500, filters: [{ dimension: 'rep', values: [reps[0]!.key] }] })).json()
      .result.rows as Row[];
    expect(doctors.reduce((sum, d) => sum + d.values['visit.completed']!, 0)).toBe(reps[0]!.values['visit.completed']);
  });

  it('shows a rep only their own records and a manager only their subtree, on every dashboard', async () => {
    const subtree = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select u.id from app_user u join organization o on o.id = u.org_id
      where (o.path collate "C") like ${`${user.manager!.orgPath}%`}`),
    );
    const team = new Set(subtree.map((r) => String(r.id)));
    const codes = new Set(DEFAULT_DASHBOARDS.flatMap((d) => d.widgets.flatMap((w) => w.metrics)));
    let checked = 0;
    for (const code of codes) {
      const metric = metricByCode.get(code)!;
      if (!metric.dimensions.includes('rep')) continue;
      const mine = (await query('rep', { metrics: [code], dimension: 'rep' })).json();
      if (mine.code === 403) continue;
      for (const row of mine.result.rows as Row[]) expect([code, row.key]).toEqual([code, String(user.rep!.id)]);
      const managers = (await query('manager', { metrics: [code], dimension: 'rep' })).json().result.rows as Row[];
      for (const row of managers) expect([code, team.has(String(row.key))]).toEqual([code, true]);
      checked++;
    }
    expect(checked).toBeGreaterThan(8);
    // Doctor-based metrics follow the doctor assignments: a rep's targets are a part of the manager's.
    const targets = async (who: string) => (await query(who, { metrics: ['doctor.target'] })).json().result.totals['doctor.target'] as number;
    expect(await targets('rep')).toBeLessThan(await targets('manager'));
    expect(await targets('manager')).toBeLessThan(await targets('admin'));
  });

  it('compares with the period before', async () => {
    const result = (await query('manager', { metrics: ['visit.completed'], dimension: 'month', compare: true })).json().result;
    expect(result.previousTotals['visit.completed']).toBeGreaterThan(0);
  });

  it('refuses unknown metrics and dimensions in the user’s language', async () => {
    const unknown = await api(t.app, token.manager!, { method: 'POST', url: '/prod-api/analytics/metric/query', payload: { ...period, metrics: ['nope.metric'] }, lang: 'en' });
    expect(unknown.json().message).toBe('Unknown metric: nope.metric');
    const badDimension = await api(t.app, token.manager!, {
      method: 'POST',
      url: '/prod-api/analytics/metric/query',
      payload: { ...period, metrics: ['doctor.target'], dimension: 'rep' },
    });
    expect(badDimension.json().message).toBe('指标 doctor.target 不能按 rep 分析');
  });

  it('lets an administrator add a widget that every viewer then sees, and keeps edits from clobbering each other', async () => {
    const url = '/prod-api/analytics/dashboard/manager-dashboard';
    const before = (await api(t.app, token.manager!, { url })).json().result;
    expect(before.editable).toBe(false);
    const bottom = Math.max(...before.widgets.map((w: { y: number; h: number }) => w.y + w.h));
    const widget = { id: 'kol-added', metrics: ['kol.visits'], chart: 'bar', dimension: 'kolTier', filters: [], x: 0, y: bottom, w: 12, h: 4 };
    const body = { version: before.version, title: before.title, titleEn: before.titleEn, widgets: [...before.widgets, widget] };
    expect((await api(t.app, token.manager!, { method: 'PUT', url, payload: body })).statusCode).toBe(403);
    const saved = await api(t.app, token.admin!, { method: 'PUT', url, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.version).toBe(before.version + 1);
    const after = (await api(t.app, token.manager!, { url })).json().result;
    expect(after.widgets.map((w: { id: string }) => w.id)).toContain('kol-added');
    const stale = await api(t.app, token.admin!, { method: 'PUT', url, payload: body, lang: 'en' });
    expect(stale.json().message).toMatch(/Someone else changed this dashboard/);
    const overlap = await api(t.app, token.admin!, { method: 'PUT', url, payload: { ...body, version: after.version, widgets: [...after.widgets, { ...widget, id: 'clash' }] } });
    expect(overlap.statusCode).toBe(400);
  });

  it('answers 404 for another tenant’s records and for unknown dashboards', async () => {
    const otherRep = (await login(t.app, 'rep', TENANT_B)).access_token;
    const own = (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/report/daily/page', payload: { from: addDays(today, -30), to: today } })).json().result.content;
    expect(own.length).toBeGreaterThan(0);
    expect((await api(t.app, otherRep, { url: `/prod-api/report/daily/${own[0].id}`, host: TENANT_B })).statusCode).toBe(404);
    expect((await api(t.app, token.manager!, { url: '/prod-api/analytics/dashboard/no-such-board' })).statusCode).toBe(404);
  });
});
