import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, type TestApp } from './helpers';

/**
 * The demo is a company with three years of history: what the product computes on it must show
 * what the product is for. Each figure is printed beside its check, so a run says what the demo shows.
 */

let t: TestApp;
let marketing: string;
let manager: string;
let director: string;

/** A calendar day in the demo's time zone, `months` months from the first of this month. */
function monthStart(months: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  const first = new Date(Date.UTC(year!, month! - 1 + months, 1));
  return first.toISOString().slice(0, 10);
}
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

beforeAll(async () => {
  t = await buildTestApp();
  marketing = (await login(t.app, 'marketing')).access_token;
  manager = (await login(t.app, 'manager')).access_token;
  director = (await login(t.app, 'sales.director')).access_token;
});
afterAll(() => t?.close());

describe('the demo behaves like a company', () => {
  it('the default scoring rules pick the doctors who go on to prescribe: the top tenth converts more often than all', async () => {
    // The rules' half-lives are one to four months, so what they predict is the next month: the
    // scores at the start of each of the last six months against first prescriptions within that
    // month, pooled. (A month holds 5 to 15 first prescriptions, too few for a lift that
    // does not swing with the day the demo was made.)
    let doctors = 0;
    let outcomes = 0;
    let top = 0;
    let topOutcomes = 0;
    for (let k = 1; k <= 6; k++) {
      const window = { from: monthStart(-k), to: monthStart(1 - k) };
      const response = await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/score/back-test', payload: { outcomeType: 'prescription.first', ...window } });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json().result;
      doctors += result.doctors;
      outcomes += result.outcomes;
      top += result.topDecileDoctors;
      topOutcomes += result.topDecileOutcomes;
    }
    const lift = topOutcomes / top / (outcomes / doctors);
    console.log(`back-test, six monthly windows pooled: lift ${lift.toFixed(2)}; top tenth ${topOutcomes}/${top}, all ${outcomes}/${doctors}`);
    expect(outcomes).toBeGreaterThan(30);
    expect(lift).toBeGreaterThan(1.5);
  });

  it('forecast baselines are fitted by MSTL+ETS, the seasonal-naive fallback serving almost none', async () => {
    const response = await api(t.app, manager, { url: '/prod-api/forecast/filling/sheet' });
    expect(response.statusCode, response.body).toBe(200);
    const { cycle, run } = response.json().result;
    console.log(`forecast cycle ${cycle}: ${run.mstlSeries} of ${run.totalSeries} series by MSTL+ETS, ${run.naiveSeries} seasonal naive`);
    expect(run.totalSeries).toBeGreaterThan(100);
    expect(run.mstlSeries / run.totalSeries).toBeGreaterThan(0.9);
  });

  it('the marketing funnel has figures for the year before to compare with', async () => {
    const funnels = (await api(t.app, marketing, { url: '/prod-api/analytics/funnels?kind=marketing', lang: 'en' })).json().result;
    const funnel = funnels.find((f: { nameEn: string }) => f.nameEn === 'Visit to first prescription');
    // The funnel page's default period: the year up to today.
    const to = today();
    const from = new Date(Date.parse(`${yearBefore(to)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const response = await api(t.app, marketing, { method: 'POST', url: '/prod-api/analytics/funnel/run', payload: { funnelId: funnel.id, filter: { from, to } }, lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const { steps, previousPeriod } = response.json().result as {
      steps: Array<{ name: string; units: number; previousUnits: number }>;
      previousPeriod: { from: string; to: string };
    };
    console.log(
      `funnel "${funnel.nameEn}" ${from}..${to} (before: ${previousPeriod.from}..${previousPeriod.to}): ${steps.map((s) => `${s.name} ${s.units} (${s.previousUnits})`).join(', ')}`,
    );
    for (const step of steps) expect(step.previousUnits, step.name).toBeGreaterThan(0);
  });

  it('visit plan attainment differs between regions and stays under 100%, as missed visits stay planned', async () => {
    const response = await api(t.app, director, {
      method: 'POST',
      url: '/prod-api/analytics/metric/query',
      payload: { metrics: ['visit.planAttainment', 'visit.planned', 'visit.completed'], dimension: 'region', from: monthStart(-3), to: today(), compare: true },
      lang: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows, previousTotals } = response.json().result as { rows: Array<{ label: string; values: Record<string, number> }>; previousTotals: Record<string, number> };
    console.log(
      `plan attainment since ${monthStart(-3)}: ${rows.map((r) => `${r.label} ${r.values['visit.planAttainment']}% (${r.values['visit.completed']}/${r.values['visit.planned']})`).join(', ')}; period before ${previousTotals['visit.planAttainment']}%`,
    );
    const rates = rows.map((r) => r.values['visit.planAttainment']!);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rates).size).toBeGreaterThan(1);
    for (const rate of rates) expect(rate).toBeLessThan(100);
    expect(previousTotals['visit.completed']).toBeGreaterThan(0);
  });
});
