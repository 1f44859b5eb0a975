import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_A, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

interface Row {
  key: string;
  cells: Array<number | null>;
  total: number | null;
}
interface Table {
  rows: Row[];
  columnTotals: Array<number | null>;
  grandTotal: number | null;
}
interface Analysis {
  stance: { cells: Array<number | null>; total: number | null };
  top: Record<'department' | 'province' | 'region' | 'hospital', Row[]>;
}

const STANCES = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'];
const published = (values: Array<number | null>) => values.every((v) => v === null || v >= 5);
const tableValues = (table: Table) => [...table.rows.flatMap((r) => [...r.cells, r.total]), ...table.columnTotals, table.grandTotal];

describe('insights: doctor stances and the patient portrait', () => {
  let t: TestApp;
  let marketing: string;
  let manager: string;
  let filter: { indications: string[]; productIds: number[] };
  const query = <T>(rows: unknown) => rowsOf<T>(rows);
  const sqlRows = async <T>(statement: ReturnType<typeof sql>) => query<T>(await t.database.db.execute(statement));
  const analysis = async (token: string, body: unknown, host = TENANT_A) =>
    api(t.app, token, { method: 'POST', url: '/prod-api/insights/doctor-group/analysis', payload: body, host });
  const doctors = async (token: string, body: unknown, page = 0) =>
    (await api(t.app, token, { method: 'POST', url: `/prod-api/insights/doctor-group/doctors?page=${page}&size=100`, payload: body })).json().result;

  beforeAll(async () => {
    t = await buildTestApp();
    [marketing, manager] = (await Promise.all(['marketing', 'manager'].map(async (u) => (await login(t.app, u)).access_token))) as [string, string];
    const options = (await api(t.app, marketing, { url: '/prod-api/insights/options' })).json().result;
    // The invariants below are checked on an answer with data enough to show them: every stance
    // group overall at 5 or more, doctors the overall list may name, and rows with a hidden part.
    // Which choice of drugs gives that moves with the demo's latest notes (pooled over all drugs the
    // negative group is a handful; for one drug most hospital cells are small), so the first choice
    // that does is taken, all drugs first.
    const indications = options.indications.map((i: { name: string }) => i.name);
    const products = options.products.map((p: { id: number }) => p.id) as number[];
    const candidates = [products, ...products.map((id) => [id]), ...products.flatMap((id, i) => products.slice(i + 1).map((other) => [id, other]))];
    for (const productIds of candidates) {
      const candidate = { indications, productIds };
      const answer: Analysis = (await analysis(marketing, candidate)).json().result;
      if (!(answer.stance.cells as Array<number | null>).every((c) => c !== null && c >= 5)) continue;
      const partlyHidden = Object.values(answer.top).some((rows) => rows.some((r) => r.total !== null && r.cells.some((c) => c === null)));
      if (partlyHidden && (await doctors(marketing, { ...candidate, dimension: 'stance' })).content.length > 0) {
        filter = candidate;
        break;
      }
    }
    expect(filter, 'some choice of drugs gives an answer with every stance group shown and doctors to name').toBeTruthy();
  });
  afterAll(() => t.close());

  it('refuses a group analysis without indications and drugs, in the caller’s language', async () => {
    const zh = await analysis(marketing, { indications: ['抑郁症'] });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toBe('请先选择适应症和药品名称');
    const en = await api(t.app, marketing, { method: 'POST', url: '/prod-api/insights/doctor-group/analysis', payload: { productIds: [1] }, lang: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Please choose indications and drug names first');
    const bar = await api(t.app, marketing, { method: 'POST', url: '/prod-api/insights/doctor-group/doctors', payload: { dimension: 'stance' }, lang: 'en' });
    expect(bar.json().message).toBe('Please choose indications and drug names first');
  });

  it('publishes distributions that add up, and opens exactly the doctors behind a bar', async () => {
    const result: Analysis = (await analysis(marketing, filter)).json().result;
    const overall = result.stance.cells as number[];
    expect(overall.every((c) => c !== null && c >= 5)).toBe(true);
    expect(overall.reduce((a, b) => a + b, 0)).toBe(result.stance.total);
    for (const rows of Object.values(result.top)) {
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(10);
      const shownTotals = rows.map((r) => r.total).filter((v): v is number => v !== null);
      expect(shownTotals.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(result.stance.total!);
      for (const row of rows) {
        if (row.total !== null && row.cells.every((c) => c !== null)) expect((row.cells as number[]).reduce((a, b) => a + b, 0)).toBe(row.total);
        // Complementary suppression: never exactly one hidden part of a shown total.
        if (row.total !== null) expect(row.cells.filter((c) => c === null).length).not.toBe(1);
      }
    }
    // A list names the doctors it may and counts the others: together they are the bar.
    const all = await doctors(marketing, { ...filter, dimension: 'stance' });
    expect(all.totalElements).toBeGreaterThan(0);
    expect(all.totalElements + all.withheld).toBe(result.stance.total);
    const row = result.top.department.find((r) => r.cells[0] !== null)!;
    const behind = await doctors(marketing, { ...filter, dimension: 'department', key: row.key, stance: 'POSITIVE' });
    expect(behind.suppressed).toBe(false);
    expect(behind.totalElements + behind.withheld).toBe(row.cells[0]);
    expect(behind.content.every((d: { stance: string; score: number }) => d.stance === 'POSITIVE' && d.score >= 0.2)).toBe(true);
    const hidden = Object.entries(result.top)
      .flatMap(([dimension, rows]) => rows.flatMap((r) => r.cells.map((c, i) => ({ dimension, key: r.key, stance: STANCES[i], c }))))
      .find((x) => x.c === null);
    if (hidden)
      expect(await doctors(marketing, { ...filter, dimension: hidden.dimension, key: hidden.key, stance: hidden.stance })).toMatchObject({ content: [], suppressed: true });
  });

  it('never names a doctor who sits in a hidden cell of any of the answer’s tables', async () => {
    const result: Analysis = (await analysis(marketing, filter)).json().result;
    const partlyHidden = Object.entries(result.top).flatMap(([dimension, rows]) =>
      rows.filter((r) => r.total !== null && r.cells.some((c) => c === null)).map((r) => ({ dimension, row: r })),
    );
    expect(partlyHidden.length).toBeGreaterThan(0);
    for (const { dimension, row } of partlyHidden) {
      const shownStances = STANCES.filter((_, i) => row.cells[i] !== null);
      const behind = await doctors(marketing, { ...filter, dimension, key: row.key });
      expect(behind.content.every((d: { stance: (typeof STANCES)[number] }) => shownStances.includes(d.stance))).toBe(true);
      expect(behind.totalElements + behind.withheld).toBe(row.total);
    }
    // Every doctor the overall list names is in a shown cell of their hospital and their department.
    const named: Array<{ stance: string; hospitalName: string; department: string | null }> = [];
    let total = 0;
    for (let page = 0; ; page++) {
      const list = await doctors(marketing, { ...filter, dimension: 'stance' }, page);
      named.push(...list.content);
      total = list.totalElements;
      // An empty page ends the walk too: the count below then says what the pages left out.
      if (named.length >= total || list.content.length === 0) break;
    }
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBe(total);
    const labels = (dimension: 'hospital' | 'department') => new Map(result.top[dimension].map((r) => [(r as Row & { label: string }).label, r]));
    const [hospitals, departments] = [labels('hospital'), labels('department')];
    for (const doctor of named) {
      const column = STANCES.indexOf(doctor.stance);
      expect(hospitals.get(doctor.hospitalName)?.cells[column], doctor.hospitalName).toBeGreaterThanOrEqual(5);
      expect(departments.get(doctor.department ?? '')?.cells[column], String(doctor.department)).toBeGreaterThanOrEqual(5);
    }
  });

  it('never publishes a count under 5, whatever the filters', async () => {
    const options = (await api(t.app, marketing, { url: '/prod-api/insights/options' })).json().result;
    const filters = [
      ...options.products.map((p: { id: number; indications: string[] }) => ({ productIds: [p.id], indications: p.indications })),
      { ...filter, provinceCode: options.provinces[0].code },
      { ...filter, provinceCode: options.provinces[0].code, cityCode: options.provinces[0].cities[0].code },
      { ...filter, from: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) },
      { ...filter, indications: [filter.indications[0]], productIds: [filter.productIds[0]], from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) },
    ];
    for (const body of filters) {
      const result: Analysis = (await analysis(manager, body)).json().result;
      expect(
        published([...result.stance.cells, result.stance.total, ...Object.values(result.top).flatMap((rows) => rows.flatMap((r) => [...r.cells, r.total]))]),
        JSON.stringify(body),
      ).toBe(true);
    }
    const list = (await api(t.app, marketing, { url: '/prod-api/insights/patient-portrait' })).json().result;
    expect(list.indication.rows.length).toBeGreaterThan(0);
    expect(published([...tableValues(list.indication), ...tableValues(list.region)])).toBe(true);
    const segmentValues: Array<number | null> = [];
    for (const [kind, table] of [
      ['indication', list.indication],
      ['region', list.region],
    ] as const) {
      for (const row of (table as Table).rows) {
        const segment = (await api(t.app, marketing, { url: `/prod-api/insights/patient-portrait/segment?kind=${kind}&key=${encodeURIComponent(row.key)}` })).json().result;
        const values = ['ageBand', 'lineOfTherapy', 'comorbidity', 'breakdown', 'treatment'].flatMap((name) => tableValues(segment[name]));
        expect(published(values), `${kind} ${row.key}`).toBe(true);
        segmentValues.push(...values);
      }
    }
    const narrow = (await api(t.app, marketing, { url: `/prod-api/insights/patient-portrait?monthFrom=${list.monthTo}&monthTo=${list.monthTo}` })).json().result;
    expect(published([...tableValues(narrow.indication), ...tableValues(narrow.region)])).toBe(true);
    // Small cells exist in the segments, and they are the ones hidden.
    expect(segmentValues.some((v) => v === null)).toBe(true);
  });

  it('shows one doctor’s stances with evidence that opens the visit it came from', async () => {
    const [doctor] = await sqlRows<{ id: number }>(
      sql`select e.doctor_id::int as id from insight_stance_evidence e join enterprise t on t.id = e.tenant_id where t.domain = ${TENANT_A} and e.source = 'VISIT' order by e.id limit 1`,
    );
    const individual = (await api(t.app, marketing, { url: `/prod-api/insights/doctor-individual/${doctor!.id}` })).json().result;
    expect(individual.doctor.id).toBe(doctor!.id);
    const visitEvidence = individual.drugs
      .flatMap((d: { evidence: Array<{ id: number; source: string; sourceId: number }> }) => d.evidence)
      .find((e: { source: string }) => e.source === 'VISIT');
    expect(visitEvidence).toBeDefined();
    const record = (await api(t.app, marketing, { url: `/prod-api/insights/evidence/${visitEvidence.id}` })).json().result;
    expect(record.visit.id).toBe(visitEvidence.sourceId);
    const [visit] = await sqlRows<{ doctor_id: string | number; notes: string }>(sql`select doctor_id, notes from visit where id = ${visitEvidence.sourceId}`);
    expect(Number(visit!.doctor_id)).toBe(doctor!.id);
    expect(record.visit.notes).toBe(visit!.notes);
    for (const drug of individual.drugs) {
      const order = drug.evidence.map((e: { source: string }) => ['PAPER', 'VISIT', 'MEETING', 'CONTENT'].indexOf(e.source));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect(individual.trend.length).toBeGreaterThan(0);
  });

  it('recomputes stances in the background after a visit note changes', async () => {
    const [visit] = await sqlRows<{ id: number; doctor_id: number; product_id: number }>(
      sql`select v.id, v.doctor_id, vp.product_id from visit v join visit_product vp on vp.visit_id = v.id join enterprise e on e.id = v.tenant_id
          where e.domain = ${TENANT_A} and v.status = 'completed' order by v.id limit 1`,
    );
    await t.database.db.execute(sql`update visit set notes = '医生说这个药副作用太大，患者很难坚持，准备换药。' where id = ${visit!.id}`);
    const [tenant] = await sqlRows<{ id: number }>(sql`select id from enterprise where domain = ${TENANT_A}`);
    await t.app.jobs.enqueue('insights.stances.refresh', { tenantId: Number(tenant!.id) }, { key: String(tenant!.id), tenantId: Number(tenant!.id) });
    await t.app.jobs.drain();
    const individual = (await api(t.app, marketing, { url: `/prod-api/insights/doctor-individual/${visit!.doctor_id}` })).json().result;
    const evidence = individual.drugs
      .flatMap((d: { evidence: Array<{ source: string; sourceId: number; score: number }> }) => d.evidence)
      .find((e: { source: string; sourceId: number }) => e.source === 'VISIT' && e.sourceId === Number(visit!.id));
    expect(evidence.score).toBeLessThanOrEqual(-0.2);
  });

  it('keeps callers to their permission, their tenant and their data range', async () => {
    const reader = (await login(t.app, 'reader')).access_token;
    expect((await analysis(reader, filter)).statusCode).toBe(403);
    expect((await api(t.app, reader, { url: '/prod-api/insights/patient-portrait' })).statusCode).toBe(403);
    const rep = (await login(t.app, 'rep')).access_token;
    expect((await api(t.app, rep, { url: '/prod-api/insights/doctor-individual/options' })).statusCode).toBe(403);

    const [doctor] = (await doctors(marketing, { ...filter, dimension: 'stance' })).content;
    const individual = (await api(t.app, marketing, { url: `/prod-api/insights/doctor-individual/${doctor.id}` })).json().result;
    const other = (await login(t.app, 'marketing', TENANT_B)).access_token;
    expect((await api(t.app, other, { url: `/prod-api/insights/doctor-individual/${doctor.id}`, host: TENANT_B })).statusCode).toBe(404);
    expect((await api(t.app, other, { url: `/prod-api/insights/evidence/${individual.drugs[0].evidence[0].id}`, host: TENANT_B })).statusCode).toBe(404);
    const regions = (await api(t.app, marketing, { url: '/prod-api/insights/patient-portrait' })).json().result.region.rows;
    const ownRegion = regions.find((r: Row) => r.key.startsWith('sr:'));
    expect((await api(t.app, other, { url: `/prod-api/insights/patient-portrait/segment?kind=region&key=${ownRegion.key}`, host: TENANT_B })).statusCode).toBe(404);

    // A rep given the insight pages sees only the doctors of their own territory.
    await t.database.db.execute(sql`insert into role_menu (tenant_id, role_id, menu_id)
      select r.tenant_id, r.id, m.id from role r join enterprise e on e.id = r.tenant_id join menu m on m.tenant_id = r.tenant_id
      where e.domain = ${TENANT_A} and r.code = 'rep' and m.permission like 'insight:%' on conflict do nothing`);
    const rangedRep = (await login(t.app, 'rep')).access_token;
    const own = await doctors(rangedRep, { ...filter, dimension: 'stance' });
    const everyone = await doctors(marketing, { ...filter, dimension: 'stance' });
    expect(own.totalElements + own.withheld).toBeGreaterThan(0);
    expect(own.totalElements + own.withheld).toBeLessThan(everyone.totalElements + everyone.withheld);
    const ids = own.content.map((d: { id: number }) => d.id);
    const outside = await sqlRows<{ id: number }>(sql`select d.id from doctor d join app_user u on u.username = 'rep' and u.tenant_id = d.tenant_id
      where d.id = any(${sql.param(ids)}::bigint[]) and not exists (select 1 from doctor_assignment a where a.doctor_id = d.id and a.org_id = u.org_id)`);
    expect(outside).toEqual([]);
    const stranger = everyone.content.find((d: { id: number }) => !ids.includes(d.id));
    expect((await api(t.app, rangedRep, { url: `/prod-api/insights/doctor-individual/${stranger.id}` })).statusCode).toBe(404);
  });
});
