import ExcelJS from 'exceljs';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TreatmentRecord } from '@crm/shared/contracts/sda';
import { doctor } from '../src/db/schema/customers/customers';
import { auditLog } from '../src/db/schema/platform/audit';
import { appUser, enterprise, organization, userRole } from '../src/db/schema/platform/tenancy';
import { sdaTreatmentRecord } from '../src/db/schema/sda/sda';
import { api, buildTestApp, login, TENANT_A, TENANT_B, type TestApp } from './helpers';

const month = (offset: number) => {
  const d = new Date();
  const index = d.getUTCFullYear() * 12 + d.getUTCMonth() + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

describe('SDA treatment records, diagnosis and forecasting', () => {
  let t: TestApp;
  let rep: string;
  let manager: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    [rep, manager, admin] = (await Promise.all(['rep', 'manager', 'admin'].map(async (u) => (await login(t.app, u)).access_token))) as [string, string, string];
  });
  afterAll(() => t.close());

  const post = (token: string, url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') => api(t.app, token, { method, url, payload });

  it('answers no count under 5 to whoever neither entered the record nor may review it, and keeps reps to their territory', async () => {
    const all = (await api(t.app, admin, { url: '/prod-api/sda/treatment/record/page?size=100' })).json().result;
    const own = (await api(t.app, rep, { url: '/prod-api/sda/treatment/record/page?size=100' })).json().result;
    expect(all.totalElements).toBeGreaterThan(own.totalElements);
    expect(own.totalElements).toBeGreaterThan(0);
    const stored = new Map((await t.database.db.select().from(sdaTreatmentRecord)).map((r) => [r.id, r]));
    const countsOf = (r: { newPatients: number | null; ongoingPatients: number | null; treatments: number | null }) => [r.newPatients, r.ongoingPatients, r.treatments];
    // The administrator may review every record: the true counts, small ones too.
    const reviewed = all.content.flatMap((r: TreatmentRecord) => countsOf(r));
    expect(all.content.map((r: TreatmentRecord) => countsOf(r))).toEqual(all.content.map((r: TreatmentRecord) => countsOf(stored.get(r.id)!)));
    expect(reviewed.some((c: number) => c < 5)).toBe(true);
    // The rep entered none of the demo's records and reviews none.
    expect(own.content.map((r: TreatmentRecord) => countsOf(r))).toEqual(own.content.map((r: TreatmentRecord) => countsOf(stored.get(r.id)!).map((c) => (c! < 5 ? null : c))));
    const reader = (await login(t.app, 'reader')).access_token;
    expect((await api(t.app, reader, { url: '/prod-api/sda/treatment/record/page' })).statusCode).toBe(403);
  });

  it('lets a rep enter and edit a record with an audit trail, a manager approve it, and locks closed months', async () => {
    const [hospital] = (await api(t.app, rep, { url: '/prod-api/sda/hospital/options' })).json().result;
    const products = (await api(t.app, rep, { url: '/prod-api/product/user/product/all' })).json().result;
    const body = { hospitalId: hospital.id, productId: products[0].id, month: month(0), newPatients: 8, ongoingPatients: 30, treatments: 64 };
    const created = await post(rep, '/prod-api/sda/treatment/record', body);
    expect(created.statusCode).toBe(200);
    const id = created.json().result.id;
    expect((await post(rep, '/prod-api/sda/treatment/record', body)).statusCode).toBe(409);
    const edited = (await post(rep, `/prod-api/sda/treatment/record/${id}`, { newPatients: 9, ongoingPatients: 31, treatments: 3 }, 'PUT')).json().result;
    expect(edited).toMatchObject({ newPatients: 9, ongoingPatients: 31, treatments: 3, status: 'SUBMITTED' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sda.record.update'), eq(auditLog.entityId, String(id))));
    expect(audit!.detail).toMatchObject({ before: { newPatients: 8 }, after: { newPatients: 9 } });
    expect((await post(rep, `/prod-api/sda/treatment/record/${id}/review`, { approve: true })).statusCode).toBe(403);
    expect((await post(manager, `/prod-api/sda/treatment/record/${id}/review`, { approve: true })).json().result.status).toBe('APPROVED');

    const closed = (await api(t.app, rep, { url: `/prod-api/sda/treatment/record/page?month=${month(-2)}` })).json().result.content[0];
    expect(closed.locked).toBe(true);
    const refused = await api(t.app, rep, {
      method: 'PUT',
      url: `/prod-api/sda/treatment/record/${closed.id}`,
      payload: { newPatients: 10, ongoingPatients: 10, treatments: 10 },
      lang: 'en',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/is closed/);
    const other = (await login(t.app, 'rep', TENANT_B)).access_token;
    expect(
      (await api(t.app, other, { method: 'PUT', url: `/prod-api/sda/treatment/record/${id}`, payload: { newPatients: 10, ongoingPatients: 10, treatments: 10 }, host: TENANT_B }))
        .statusCode,
    ).toBe(404);
  });

  it('shows a small count to the rep who entered it and the manager who reviews it, and suppresses it for everyone else', async () => {
    const [hospital] = (await api(t.app, rep, { url: '/prod-api/sda/hospital/options' })).json().result;
    const products = (await api(t.app, rep, { url: '/prod-api/product/user/product/all' })).json().result;
    const [physician] = await t.database.db.select({ id: doctor.id }).from(doctor).where(eq(doctor.hospitalId, hospital.id)).limit(1);
    const body = { hospitalId: hospital.id, doctorId: physician!.id, productId: products[0].id, month: month(0), newPatients: 3, ongoingPatients: 4, treatments: 12 };
    const created = (await post(rep, '/prod-api/sda/treatment/record', body)).json().result;
    expect(created).toMatchObject({ newPatients: 3, ongoingPatients: 4, treatments: 12, status: 'SUBMITTED' });
    const listed = async (token: string) =>
      (await api(t.app, token, { url: `/prod-api/sda/treatment/record/page?month=${month(0)}&hospitalId=${hospital.id}&size=100` }))
        .json()
        .result.content.find((r: TreatmentRecord) => r.id === created.id);
    expect(await listed(rep)).toMatchObject({ newPatients: 3, ongoingPatients: 4, treatments: 12 });
    expect(await listed(manager)).toMatchObject({ newPatients: 3, ongoingPatients: 4, treatments: 12, status: 'SUBMITTED' });
    const colleague = await colleagueOfRep();
    expect(await listed(colleague)).toMatchObject({ newPatients: null, ongoingPatients: null, treatments: 12 });

    const approved = (await post(manager, `/prod-api/sda/treatment/record/${created.id}/review`, { approve: true })).json().result;
    expect(approved).toMatchObject({ status: 'APPROVED', newPatients: 3, ongoingPatients: 4 });
    expect(await listed(rep)).toMatchObject({ status: 'APPROVED', newPatients: 3 });
    expect(await listed(colleague)).toMatchObject({ status: 'APPROVED', newPatients: null, ongoingPatients: null });
  });

  /** A second rep in the rep's territory: lists the same records, reviews none, and entered none of them. */
  async function colleagueOfRep(): Promise<string> {
    const db = t.database.db;
    const [self] = await db
      .select({ id: appUser.id, tenantId: appUser.tenantId, orgId: appUser.orgId, passwordHash: appUser.passwordHash })
      .from(appUser)
      .innerJoin(enterprise, eq(enterprise.id, appUser.tenantId))
      .where(and(eq(appUser.username, 'rep'), eq(enterprise.domain, TENANT_A)));
    const [colleague] = await db
      .insert(appUser)
      .values({ tenantId: self!.tenantId, username: 'rep.colleague', firstName: '同事', orgId: self!.orgId, passwordHash: self!.passwordHash })
      .returning({ id: appUser.id });
    const roles = await db.select({ roleId: userRole.roleId }).from(userRole).where(eq(userRole.userId, self!.id));
    await db.insert(userRole).values(roles.map((r) => ({ tenantId: self!.tenantId, userId: colleague!.id, roleId: r.roleId })));
    return (await login(t.app, 'rep.colleague')).access_token;
  }

  it('hides diagnosis cells under 5 and adds up only the shown cells, on the page and in the export', async () => {
    const filter = { monthFrom: month(-6), monthTo: month(-1) };
    const page = (await post(manager, '/prod-api/API-LUNDBECK/diagnosis/page?page=0&size=200', filter)).json().result;
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.totalElements).toBeLessThanOrEqual(200);
    const shown = [...page.content.flatMap((r: { cells: Array<number | null>; total: number | null }) => [...r.cells, r.total]), ...page.columnTotals, page.grandTotal];
    expect(shown.some((v: number | null) => v === null)).toBe(true);
    expect(shown.every((v: number | null) => v === null || v >= 5)).toBe(true);
    const sumShown = (values: Array<number | null>) => (values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null);
    const rows = page.content as Array<{ cells: Array<number | null>; total: number | null }>;
    for (const row of rows) expect(row.total).toBe(sumShown(row.cells));
    page.months.forEach((_: string, i: number) => expect(page.columnTotals[i]).toBe(sumShown(rows.map((r) => r.cells[i]!))));
    expect(page.grandTotal).toBe(sumShown(rows.flatMap((r) => r.cells)));
    // Departments and indications come as Chinese text; their English names are those of the standard
    // department (else of a hospital department) and the product indication of that name.
    const named = page.content as Array<{ department: string; departmentEn: string | null; indication: string; indicationEn: string | null }>;
    for (const row of named) expect(row.departmentEn, row.department).toMatch(/^[^\p{Script=Han}]+$/u);
    expect(named.some((r) => r.indicationEn !== null && !/\p{Script=Han}/u.test(r.indicationEn))).toBe(true);

    const exported = await post(manager, '/prod-api/API-LUNDBECK/diagnosis/export', filter);
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]!.getSheetValues().flat();
    expect(values).toContain('<5');
    expect(values.filter((v) => typeof v === 'number').every((v) => (v as number) >= 5)).toBe(true);
  });

  it('shows diagnoses only of hospitals in the caller’s data range, suppressed after scoping', async () => {
    const filter = { monthFrom: month(-6), monthTo: month(-1) };
    const rowsOf = async (token: string, body: object = filter) => {
      const rows: Array<{ hospitalId: number; cells: Array<number | null>; total: number | null }> = [];
      for (let page = 0; ; page++) {
        const result = (await post(token, `/prod-api/API-LUNDBECK/diagnosis/page?page=${page}&size=200`, body)).json().result;
        rows.push(...result.content);
        if (rows.length >= result.totalElements) return { ...result, content: rows };
      }
    };
    const hospitalsOf = async (token: string) => new Set<number>((await rowsOf(token)).content.map((r: { hospitalId: number }) => r.hospitalId));
    const territory = new Set<number>((await api(t.app, rep, { url: '/prod-api/sda/hospital/options' })).json().result.map((h: { id: number }) => h.id));
    const [own, subtree, all] = await Promise.all([hospitalsOf(rep), hospitalsOf(manager), hospitalsOf(admin)]);
    expect(own.size).toBeGreaterThan(0);
    expect([...own].every((id) => territory.has(id))).toBe(true);
    expect([...own].every((id) => subtree.has(id))).toBe(true);
    expect(subtree.size).toBeLessThan(all.size);
    const outside = [...all].find((id) => !territory.has(id))!;
    const asked = (await post(rep, '/prod-api/API-LUNDBECK/diagnosis/page', { ...filter, hospitalId: outside })).json().result;
    expect(asked.totalElements).toBe(0);

    for (const token of [rep, manager]) {
      const page = await rowsOf(token);
      const shown = [...page.content.flatMap((r: { cells: Array<number | null>; total: number | null }) => [...r.cells, r.total]), ...page.columnTotals, page.grandTotal];
      expect(shown.every((v: number | null) => v === null || v >= 5)).toBe(true);
      for (const row of page.content as Array<{ cells: Array<number | null>; total: number | null }>)
        expect(row.total).toBe(row.cells.some((c) => c !== null) ? row.cells.reduce<number>((a, c) => a + (c ?? 0), 0) : null);
      const exported = await post(token, '/prod-api/API-LUNDBECK/diagnosis/export', filter);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(page.content.length + 2);
      expect(
        sheet
          .getSheetValues()
          .flat()
          .filter((v) => typeof v === 'number')
          .every((v) => (v as number) >= 5),
      ).toBe(true);
    }
  });

  it('serves diagnosis under the configured service prefix', async () => {
    const other = await buildTestApp({ config: { diagnosisServicePrefix: 'API-ACME' }, database: t.database });
    try {
      const filter = { monthFrom: month(-3), monthTo: month(-1) };
      expect((await api(other.app, manager, { method: 'POST', url: '/prod-api/API-ACME/diagnosis/page', payload: filter })).statusCode).toBe(200);
      expect((await api(other.app, manager, { method: 'POST', url: '/prod-api/API-LUNDBECK/diagnosis/page', payload: filter })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('takes a forecast from the rep’s figure through the manager’s adjustment to a locked territory, rolled up the tree', async () => {
    const sheet = (await api(t.app, rep, { url: '/prod-api/forecast/filling/sheet' })).json().result;
    expect(sheet.lines.length).toBeGreaterThan(0);
    const territory = sheet.territories[0].orgId;
    const cell = sheet.lines[0].cells[0];
    expect(cell.baseline).not.toBeNull();
    expect((await post(rep, '/prod-api/forecast/filling/rep', { entries: [{ entryId: cell.entryId, value: 1234 }] }, 'PUT')).statusCode).toBe(200);
    expect((await post(rep, '/prod-api/forecast/filling/submit', { cycle: sheet.cycle, orgId: territory })).json().result.status).toBe('SUBMITTED');
    expect((await post(rep, '/prod-api/forecast/filling/rep', { entries: [{ entryId: cell.entryId, value: 1 }] }, 'PUT')).statusCode).toBe(400);
    expect((await post(rep, '/prod-api/forecast/filling/adjust', { entries: [{ entryId: cell.entryId, value: 1 }] }, 'PUT')).statusCode).toBe(403);
    expect((await post(manager, '/prod-api/forecast/filling/adjust', { entries: [{ entryId: cell.entryId, value: 1500 }] }, 'PUT')).statusCode).toBe(200);
    expect((await post(manager, '/prod-api/forecast/filling/review', { cycle: sheet.cycle, orgId: territory, lock: true })).json().result.status).toBe('LOCKED');
    expect((await post(manager, '/prod-api/forecast/filling/adjust', { entries: [{ entryId: cell.entryId, value: 1600 }] }, 'PUT')).statusCode).toBe(400);

    const view = (await api(t.app, manager, { url: `/prod-api/forecast/filling/sheet?orgId=${territory}` })).json().result;
    const line = view.lines.find((l: { hospitalId: number; productId: number }) => l.hospitalId === sheet.lines[0].hospitalId && l.productId === sheet.lines[0].productId);
    expect(line.cells[0]).toMatchObject({ repValue: 1234, managerValue: 1500, final: 1500 });
    const district = view.rollup.find((r: { type: string }) => r.type === 'district');
    const territories = view.rollup.filter((r: { parentId: number }) => r.parentId === district.orgId);
    expect(territories.reduce((s: number, r: { final: number[] }) => s + r.final[0]!, 0)).toBeCloseTo(district.final[0], 1);
  });

  it('records every change of a forecast line with who, when, old and new value, and the territory’s submit and lock', async () => {
    const sheet = (await api(t.app, rep, { url: '/prod-api/forecast/filling/sheet' })).json().result;
    const [first, second] = sheet.lines;
    const query = (l: { orgId: number; hospitalId: number; productId: number }) =>
      `/prod-api/forecast/filling/history?cycle=${sheet.cycle}&orgId=${l.orgId}&hospitalId=${l.hospitalId}&productId=${l.productId}`;
    const history = (await api(t.app, manager, { url: query(first) })).json().result;
    // Newest first: the lock, the manager's adjustment, the submission, the rep's figure (refused saves left no trace).
    expect(history.map((c: { action: string }) => c.action)).toEqual(['LOCK', 'MANAGER', 'SUBMIT', 'REP']);
    expect(history[1]).toMatchObject({ month: sheet.months[0], oldValue: null, newValue: 1500 });
    expect(history[3]).toMatchObject({ month: sheet.months[0], oldValue: null, newValue: 1234 });
    expect(history[0]).toMatchObject({ month: null, oldValue: null, newValue: null });
    expect(history.every((c: { actorName: string; createdAt: string }) => c.actorName && !Number.isNaN(Date.parse(c.createdAt)))).toBe(true);
    expect(history[3].actorName).not.toBe(history[1].actorName);
    // Another line of the territory shows the territory's steps but not the first line's figures.
    expect((await api(t.app, rep, { url: query(second) })).json().result.map((c: { action: string }) => c.action)).toEqual(['LOCK', 'SUBMIT']);

    const other = (await login(t.app, 'rep', TENANT_B)).access_token;
    expect((await api(t.app, other, { url: query(first), host: TENANT_B })).statusCode).toBe(404);
    const [own] = await t.database.db.select({ tenantId: organization.tenantId }).from(organization).where(eq(organization.id, first.orgId));
    const [outside] = await t.database.db
      .select({ id: organization.id })
      .from(organization)
      .where(and(eq(organization.tenantId, own!.tenantId), eq(organization.type, 'territory'), ne(organization.id, first.orgId)))
      .limit(1);
    expect((await api(t.app, rep, { url: query({ ...first, orgId: outside!.id }) })).statusCode).toBe(404);
  });

  it('computes baselines in the background with MSTL on two years of history', async () => {
    const cycle = month(0);
    expect((await post(rep, '/prod-api/forecast/filling/baseline', { cycle })).statusCode).toBe(403);
    expect((await post(manager, '/prod-api/forecast/filling/baseline', { cycle })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const run = (await api(t.app, manager, { url: '/prod-api/forecast/filling/sheet' })).json().result.run;
    expect(run).toMatchObject({ status: 'COMPLETED' });
    expect(run.doneSeries).toBe(run.totalSeries);
    expect(run.mstlSeries).toBeGreaterThan(0);
  });

  it('issues targets down the tree in parts that sum exactly, and the receiver accepts or disputes', async () => {
    const [district] = await t.database.db
      .select({ id: organization.id })
      .from(organization)
      .where(and(eq(organization.code, 'D-SH1')))
      .limit(1);
    const products = (await api(t.app, rep, { url: '/prod-api/product/user/product/all' })).json().result;
    const body = { month: month(1), productId: products[0].id, orgId: district!.id, amount: 10001, method: 'LAST_YEAR' };
    expect((await post(rep, '/prod-api/forecast/issuance/issue', body)).statusCode).toBe(403);
    const nodes = (await post(manager, '/prod-api/forecast/issuance/issue', body)).json().result;
    const children = nodes.filter((n: { parentOrgId: number }) => n.parentOrgId === district!.id);
    expect(children.length).toBe(3);
    expect(children.reduce((s: number, n: { amount: number }) => s + n.amount, 0)).toBe(10001);
    const byForecast = (await post(manager, '/prod-api/forecast/issuance/issue', { ...body, method: 'FORECAST', amount: 777 })).json().result;
    expect(byForecast.filter((n: { parentOrgId: number }) => n.parentOrgId === district!.id).reduce((s: number, n: { amount: number }) => s + n.amount, 0)).toBe(777);

    const mine = (await api(t.app, rep, { url: `/prod-api/forecast/issuance/tree?month=${body.month}&productId=${body.productId}` }))
      .json()
      .result.find((n: { canRespond: boolean }) => n.canRespond);
    expect((await post(rep, `/prod-api/forecast/issuance/${mine.id}/respond`, { accept: false })).statusCode).toBe(400);
    const disputed = (await post(rep, `/prod-api/forecast/issuance/${mine.id}/respond`, { accept: false, comment: 'Hospital closed for renovation' })).json().result;
    expect(disputed).toMatchObject({ status: 'DISPUTED', comment: 'Hospital closed for renovation' });
  });

  it('measures accuracy per level, rep and product once actual sales are in', async () => {
    const accuracy = (await api(t.app, admin, { url: `/prod-api/forecast/accuracy?cycle=${month(-3)}` })).json().result;
    expect(accuracy.monthsWithActuals).toEqual([month(-2), month(-1)]);
    expect(accuracy.levels.map((l: { key: string }) => l.key)).toEqual(['territory', 'district', 'region', 'company']);
    for (const level of accuracy.levels) expect(level.baselineWape).toBeGreaterThanOrEqual(0);
    // Errors cancel out as figures are added up: the company level is never less accurate than territories.
    expect(accuracy.levels[3].finalWape).toBeLessThanOrEqual(accuracy.levels[0].finalWape);
    expect(accuracy.reps.length).toBeGreaterThan(10);
    expect(accuracy.products.every((p: { repValueAdded: number | null }) => p.repValueAdded !== null)).toBe(true);
  });

  it('puts the diagnosis calls in the OpenAPI document with their exact path and verb', async () => {
    const paths = (await t.app.inject({ url: '/prod-api/openapi.json', headers: { host: 'localhost' } })).json().paths;
    expect(paths['/prod-api/API-LUNDBECK/diagnosis/page']?.post).toBeTruthy();
    expect(paths['/prod-api/API-LUNDBECK/diagnosis/export']?.post).toBeTruthy();
  });
});
