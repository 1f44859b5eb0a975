import { readFileSync } from 'node:fs';
import path from 'node:path';
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
}
interface Drilled {
  owner: string | null;
  doctor: string | null;
  value: number | null;
}

describe('sales against forecast, content reach and lead-score movement on the dashboards', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const today = dateIn(new Date(), 'Asia/Shanghai');
  const period = { from: addDays(today, -180), to: today };
  let tenantA = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['admin', 'manager', 'rep']) token[name] = (await login(t.app, name)).access_token;
    const found = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from enterprise where domain = 'localhost'`));
    tenantA = Number(found[0]!.id);
  }, 600_000);
  afterAll(() => t.close());

  const query = (who: string, body: Record<string, unknown>) =>
    api(t.app, token[who]!, { method: 'POST', url: '/prod-api/analytics/metric/query', payload: { ...period, ...body } });
  const total = async (who: string, code: string) => (await query(who, { metrics: [code] })).json().result.totals[code] as number;
  /** Every record behind a value, page by page. */
  const drillAll = async (who: string, body: Record<string, unknown>) => {
    const records: Drilled[] = [];
    for (let page = 0; ; page++) {
      const result = (await api(t.app, token[who]!, { method: 'POST', url: '/prod-api/analytics/metric/drill', payload: { ...period, size: 200, page, ...body } })).json().result;
      records.push(...result.content);
      if (records.length >= result.totalElements) return { records, totalElements: result.totalElements as number };
    }
  };
  const dashboard = (who: string, key: string) => api(t.app, token[who]!, { url: `/prod-api/analytics/dashboard/${key}` });

  it('shows sales against forecast by product and region, summed from the uploaded sales and the forecasts of record', async () => {
    const board = (await dashboard('admin', 'business-1')).json().result;
    expect(board.titleEn).toBe('Sales and KOL engagement');
    expect(board.widgets.map((w: { id: string }) => w.id)).toEqual(expect.arrayContaining(['sales-attainment', 'sales-by-product', 'sales-by-region']));
    const actual = await total('admin', 'sales.actualUnits');
    const forecast = await total('admin', 'sales.forecastUnits');
    const months = rowsOf<{ month: string }>(
      await t.database.db.execute(sql`select to_char(m, 'YYYY-MM') as month from generate_series(${period.from}::date, ${period.to}::date, '1 month') m
      union select to_char(${period.to}::date, 'YYYY-MM')`),
    );
    const monthList = months.map((r) => r.month);
    const direct = rowsOf<{ units: number }>(
      await t.database.db.execute(
        sql`select coalesce(sum(units), 0)::int as units from sales_actual where tenant_id = ${tenantA} and month in (${sql.join(
          monthList.map((m) => sql`${m}`),
          sql`, `,
        )})`,
      ),
    );
    expect(actual).toBe(Number(direct[0]!.units));
    expect(actual).toBeGreaterThan(0);
    expect(forecast).toBeGreaterThan(0);
    const attainment = await total('admin', 'sales.forecastAttainment');
    const byMonth = (await query('admin', { metrics: ['sales.forecastUnits', 'sales.actualUnits'], dimension: 'month' })).json().result.rows as Row[];
    expect(byMonth.length).toBeGreaterThan(1);
    expect(attainment).toBeCloseTo((100 * actual) / forecast, 0);
    const byProduct = (await query('admin', { metrics: ['sales.forecastUnits', 'sales.actualUnits'], dimension: 'product' })).json().result.rows as Row[];
    expect(byProduct.reduce((s, r) => s + (r.values['sales.actualUnits'] ?? 0), 0)).toBe(actual);
    const en = await api(t.app, token.admin!, {
      method: 'POST',
      url: '/prod-api/analytics/metric/query',
      payload: { ...period, metrics: ['sales.actualUnits'], dimension: 'product' },
      lang: 'en',
    });
    for (const row of en.json().result.rows as Row[]) expect(row.label).not.toMatch(/[\u4e00-\u9fff]/);
    // The records behind a sum add up to it.
    const drilled = await drillAll('admin', { metric: 'sales.actualUnits', dimension: 'product', key: byProduct[0]!.key });
    expect(drilled.records.reduce((s, r) => s + (r.value ?? 0), 0)).toBe(byProduct[0]!.values['sales.actualUnits']);
  });

  it('limits sales to the viewer’s territories: a rep’s part of a manager’s, a manager’s of the company', async () => {
    const rep = await total('rep', 'sales.actualUnits');
    const manager = await total('manager', 'sales.actualUnits');
    const admin = await total('admin', 'sales.actualUnits');
    expect(rep).toBeGreaterThan(0);
    expect(rep).toBeLessThan(manager);
    expect(manager).toBeLessThan(admin);
  });

  it('counts content sent, opened and clicked, and doctors whose lead score moved, with their records', async () => {
    const board = (await dashboard('manager', 'manager-dashboard')).json().result;
    expect(board.widgets.map((w: { id: string }) => w.id)).toEqual(expect.arrayContaining(['content-sent', 'leads-rising', 'content-reach-trend', 'lead-movement-by-district']));
    const sent = await total('admin', 'content.sent');
    const opened = await total('admin', 'content.opened');
    const clicked = await total('admin', 'content.clicked');
    expect(sent).toBeGreaterThan(0);
    expect(opened).toBeGreaterThan(0);
    expect(opened).toBeLessThanOrEqual(sent);
    expect(clicked).toBeLessThanOrEqual(opened);
    const rising = await total('admin', 'leadScore.rising');
    const falling = await total('admin', 'leadScore.falling');
    expect(rising + falling).toBeGreaterThan(0);
    const rows = (await drillAll('admin', { metric: 'leadScore.rising' })).records;
    expect(rows.every((r) => (r.value ?? 0) > 0)).toBe(true);
  });

  it('lists exactly as many records as the number shown, for every countable metric of every dashboard and viewer', async () => {
    const codes = [...new Set(DEFAULT_DASHBOARDS.flatMap((d) => d.widgets.flatMap((w) => w.metrics)))].filter((c) => metricByCode.get(c)!.countable);
    let checked = 0;
    for (const who of ['rep', 'manager']) {
      for (const code of codes) {
        const response = (await query(who, { metrics: [code] })).json();
        if (response.code === 403) continue;
        const shown = response.result.totals[code] as number;
        const listed = (await api(t.app, token[who]!, { method: 'POST', url: '/prod-api/analytics/metric/drill', payload: { ...period, metric: code, size: 1 } })).json().result;
        expect([who, code, listed.totalElements]).toEqual([who, code, shown]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('shows a rep only their own records and a manager only their team’s, on every widget of every dashboard', async () => {
    const names = rowsOf<{ username: string; name: string; path: string }>(
      await t.database.db.execute(sql`select u.username, coalesce(u.first_name, '') as name, o.path from app_user u join organization o on o.id = u.org_id
      where u.tenant_id = ${tenantA}`),
    );
    const me = names.find((r) => r.username === 'rep')!;
    const boss = names.find((r) => r.username === 'manager')!;
    const team = new Set(names.filter((r) => r.path.startsWith(boss.path)).map((r) => r.name));
    const assigned = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select distinct coalesce(d.name, '') as name from doctor d join doctor_assignment a on a.doctor_id = d.id
      join app_user u on u.org_id = a.org_id where u.tenant_id = ${tenantA} and u.username = 'rep'`),
    );
    const myDoctors = new Set(assigned.map((r) => r.name));
    let checked = 0;
    for (const board of DEFAULT_DASHBOARDS) {
      for (const who of ['rep', 'manager']) {
        const opened = await dashboard(who, board.key);
        if (opened.statusCode === 403) continue;
        const codes = new Set<string>(opened.json().result.widgets.flatMap((w: { metrics: string[] }) => w.metrics));
        for (const code of codes) {
          const records = (await api(t.app, token[who]!, { method: 'POST', url: '/prod-api/analytics/metric/drill', payload: { ...period, size: 200, metric: code } })).json()
            .result.content as Drilled[];
          for (const record of records.filter((r) => r.owner !== null)) {
            if (who === 'rep') expect([board.key, code, record.owner]).toEqual([board.key, code, me.name]);
            else expect([board.key, code, record.owner, team.has(record.owner!)]).toEqual([board.key, code, record.owner, true]);
          }
          // Records about a doctor without an owner (targets, KOLs, lead scores) are of the rep's assigned doctors.
          if (who === 'rep') for (const record of records.filter((r) => r.owner === null && r.doctor)) expect([code, myDoctors.has(record.doctor!)]).toEqual([code, true]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('keeps each enterprise’s records apart: another enterprise’s ids match nothing and answer 404', async () => {
    const reps = (await query('admin', { metrics: ['content.sent'], dimension: 'rep' })).json().result.rows as Row[];
    expect(reps.length).toBeGreaterThan(0);
    const otherAdmin = (await login(t.app, 'admin', TENANT_B)).access_token;
    const foreign = await api(t.app, otherAdmin, {
      method: 'POST',
      url: '/prod-api/analytics/metric/drill',
      host: TENANT_B,
      payload: { ...period, metric: 'content.sent', filters: [{ dimension: 'rep', values: [reps[0]!.key] }] },
    });
    expect(foreign.json().result.totalElements).toBe(0);
    const reports = (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/report/daily/page', payload: { from: addDays(today, -30), to: today } })).json().result.content;
    const otherManager = (await login(t.app, 'manager', TENANT_B)).access_token;
    const comment = await api(t.app, otherManager, { method: 'POST', url: `/prod-api/report/daily/${reports[0].id}/comment`, host: TENANT_B, payload: { content: 'x' } });
    expect(comment.statusCode).toBe(404);
  });

  it('adds the new widgets to dashboards an enterprise already had, below its own layout (migration 0025)', async () => {
    const db = t.database.db;
    const added = new Set([
      'content-sent',
      'content-opened',
      'leads-rising',
      'leads-falling',
      'content-reach-trend',
      'lead-points-trend',
      'lead-movement-by-district',
      'content-reach-by-rep',
    ]);
    const preset = DEFAULT_DASHBOARDS.find((d) => d.key === 'manager-dashboard')!;
    const before = preset.widgets.filter((w) => !added.has(w.id));
    // A dashboard as stored before the migration, with one row of the administrator's own below the built-in ones.
    const own = { id: 'own', metrics: ['visit.completed'], chart: 'number', filters: [], x: 0, y: 14, w: 6, h: 3 };
    await db.execute(sql`update analytics_dashboard set widgets = ${JSON.stringify([...before, own])}::jsonb, version = 3
      where tenant_id = ${tenantA} and key = 'manager-dashboard'`);
    await dashboard('admin', 'business-1');
    await db.execute(sql`update analytics_dashboard set widgets = (select jsonb_agg(w) from jsonb_array_elements(widgets) w where w ->> 'id' not like 'sales-%'),
      title = 'KOL 互动', title_en = 'KOL engagement' where tenant_id = ${tenantA} and key = 'business-1'`);
    const migration = readFileSync(path.resolve(import.meta.dirname, '../drizzle/0025_dashboard_sales_content_leads.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const manager = (await dashboard('admin', 'manager-dashboard')).json().result;
    expect(manager.version).toBe(4);
    const expected = preset.widgets.filter((w) => added.has(w.id)).map((w) => ({ ...w, y: w.y + 3 }));
    expect(manager.widgets).toEqual([...before, own, ...expected]);
    const business = (await dashboard('admin', 'business-1')).json().result;
    expect(business.titleEn).toBe('Sales and KOL engagement');
    expect(business.widgets).toEqual(DEFAULT_DASHBOARDS.find((d) => d.key === 'business-1')!.widgets);
    const kept = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from analytics_dashboard_version v join analytics_dashboard d on d.id = v.dashboard_id
      where d.tenant_id = ${tenantA} and d.key = 'manager-dashboard' and v.version = 4`),
    );
    expect(kept[0]!.n).toBe(1);
    // Running it again changes nothing.
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect((await dashboard('admin', 'manager-dashboard')).json().result.version).toBe(4);
  });
});
