import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearIn } from '../src/modules/meetings/calendar';
import { api, buildTestApp, type TestApp } from './helpers';
import { tokens } from './meeting-fixtures';
import { rowsOf } from '../src/db/rows';

/** Speakers, budgets, CC/IO, institutions, suppliers, the medical library, the ledger and the public limits. */
describe('meeting master data', () => {
  let t: TestApp;
  let token: Record<string, string>;
  const year = yearIn(new Date(), 'Asia/Shanghai');

  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokens(t, ['rep', 'manager', 'msl', 'medical.head', 'compliance', 'finance', 'marketing', 'admin']);
  });
  afterAll(() => t.close());

  it('approves a speaker through the speaker chain and shows the honoraria cap', async () => {
    const [doctor] = rowsOf<{ id: number }>(
      await t.app.db.execute(sql`select d.id from doctor d join enterprise e on e.id = d.tenant_id where e.domain = 'localhost'
      and not exists (select 1 from speaker_profile s where s.doctor_id = d.id) order by d.id limit 1`),
    );
    const body = {
      doctorId: Number(doctor!.id),
      tier: 'REGIONAL',
      feeRateCents: 500_000,
      contractNo: 'SPK-TEST-001',
      contractStart: `${year}-01-01`,
      contractEnd: `${year + 1}-12-31`,
      qualifications: [{ productId: null, topic: '抑郁症诊疗', level: 'EXPERT' }],
    };
    expect((await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/speaker', payload: body })).statusCode).toBe(403);
    const created = await api(t.app, token.msl!, { method: 'POST', url: '/prod-api/speaker', payload: body });
    expect(created.json().result.status).toBe('DRAFT');
    const id = created.json().result.id as number;
    expect((await api(t.app, token.msl!, { method: 'POST', url: '/prod-api/speaker', payload: body, lang: 'en' })).json().message).toBe(
      'This doctor already has a speaker profile',
    );
    expect((await api(t.app, token.msl!, { method: 'POST', url: `/prod-api/speaker/${id}/submit` })).json().result.status).toBe('IN_APPROVAL');
    const listed = async (user: string, url: string) => ((await api(t.app, token[user]!, { url })).json().result.content as Array<{ id: number }>).map((s) => s.id);
    expect(await listed('msl', '/prod-api/speaker/page?tab=speakerApproval')).toContain(id);
    const mslId = (await api(t.app, token.msl!, { url: '/prod-api/API-SYSTEM/user/info' })).json().result.id as number;
    const inApproval = (await api(t.app, token.msl!, { url: '/prod-api/speaker/page?tab=speakerApproval&mine=true' })).json().result.content as Array<{
      id: number;
      createdById: number;
    }>;
    expect(inApproval.find((s) => s.id === id)?.createdById).toBe(mslId);
    expect(await listed('medical.head', '/prod-api/speaker/page?tab=speakerApproval&mine=false')).toContain(id);
    expect(await listed('medical.head', '/prod-api/speaker/page?tab=speakerApproval&mine=true')).not.toContain(id);
    expect(await listed('medical.head', '/prod-api/speaker/approval/page?tab=sApproval')).toContain(id);
    expect((await api(t.app, token['medical.head']!, { method: 'POST', url: `/prod-api/speaker/${id}/approval`, payload: { decision: 'APPROVE' } })).json().result.status).toBe(
      'IN_APPROVAL',
    );
    expect(await listed('medical.head', '/prod-api/speaker/approval/page?tab=sApproved')).toContain(id);
    expect((await api(t.app, token.compliance!, { method: 'POST', url: `/prod-api/speaker/${id}/approval`, payload: { decision: 'APPROVE' } })).json().result.status).toBe(
      'APPROVED',
    );
    expect(await listed('msl', '/prod-api/speaker/page?tab=speakerApproved')).toContain(id);
    const detail = (await api(t.app, token.msl!, { url: `/prod-api/speaker/${id}` })).json().result;
    expect(detail.honoraria).toEqual({ year, usedCents: 0, capCents: 10_000_000, remainingCents: 10_000_000 });
    expect((await api(t.app, token.msl!, { method: 'PUT', url: `/prod-api/speaker/${id}`, payload: body })).statusCode).toBe(409);
  });

  it('rolls budgets up the org tree and guards them', async () => {
    const pools = (await api(t.app, token.finance!, { url: `/prod-api/budget/pool/page?year=${year}&size=200` })).json().result.content;
    const district = pools.find((p: { orgName: string }) => p.orgName === '上海一区');
    expect(district.budgetCents - district.estimatedCents - district.committedCents - district.actualCents).toBe(district.availableCents);
    const tree = (await api(t.app, token.finance!, { url: `/prod-api/budget/tree?year=${year}&productId=${district.productId}` })).json().result;
    const node = (name: string) => tree.find((n: { name: string }) => n.name === name);
    const east = node('华东大区');
    const districts = tree.filter((n: { parentId: number }) => n.parentId === east.orgId);
    expect(east.total.budgetCents).toBe(east.own.budgetCents + districts.reduce((sum: number, d: { total: { budgetCents: number } }) => sum + d.total.budgetCents, 0));
    expect(node('上海一区').own.committedCents).toBeGreaterThan(0);
    const used = district.estimatedCents + district.committedCents + district.actualCents;
    const tooLow = await api(t.app, token.finance!, { method: 'PUT', url: `/prod-api/budget/pool/${district.id}`, payload: { budgetCents: used - 1 } });
    expect(tooLow.statusCode).toBe(400);
    const again = await api(t.app, token.finance!, {
      method: 'POST',
      url: '/prod-api/budget/pool',
      payload: { orgId: district.orgId, productId: district.productId, year, budgetCents: 1 },
      lang: 'en',
    });
    expect(again.json().message).toBe('A budget for this unit, product and year already exists');
    expect((await api(t.app, token.rep!, { url: `/prod-api/budget/pool/page?year=${year}` })).statusCode).toBe(403);
    const units = (await api(t.app, token.finance!, { url: '/prod-api/budget/org-units' })).json().result as Array<{ id: number; parentId: number | null; name: string }>;
    expect(units.find((u) => u.id === district.orgId)?.name).toBe('上海一区');
    expect(units.find((u) => u.id === east.orgId)?.parentId).not.toBeNull();
    expect((await api(t.app, token.rep!, { url: '/prod-api/budget/org-units' })).statusCode).toBe(200);
    expect((await api(t.app, token.msl!, { url: '/prod-api/budget/org-units' })).statusCode).toBe(403);
  });

  it('keeps cost centres, internal orders, institutions and suppliers', async () => {
    expect((await api(t.app, token.rep!, { url: '/prod-api/budget/cost-centre/page' })).json().result.totalElements).toBeGreaterThan(0);
    expect((await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/budget/cost-centre', payload: { code: 'CC-X', name: 'x' } })).statusCode).toBe(403);
    const cc = await api(t.app, token.finance!, { method: 'POST', url: '/prod-api/budget/cost-centre', payload: { code: 'CC-TEST', name: '测试成本中心' } });
    expect(cc.statusCode, cc.body).toBe(200);
    expect((await api(t.app, token.finance!, { method: 'POST', url: '/prod-api/budget/cost-centre', payload: { code: 'CC-TEST', name: '重复' } })).statusCode).toBe(400);
    const io = await api(t.app, token.finance!, {
      method: 'POST',
      url: '/prod-api/budget/internal-order',
      payload: { code: 'IO-TEST', name: '测试内部订单', nameEn: 'Test internal order', costCentreId: cc.json().result.id },
    });
    expect(io.statusCode, io.body).toBe(200);
    // An internal order has an English name, found by it, and the demo ones have theirs.
    const byEnglish = (await api(t.app, token.finance!, { url: '/prod-api/budget/internal-order/page?keyword=Test%20internal' })).json().result.content;
    expect(byEnglish).toEqual([expect.objectContaining({ code: 'IO-TEST', name: '测试内部订单', nameEn: 'Test internal order' })]);
    const demo = (await api(t.app, token.finance!, { url: '/prod-api/budget/internal-order/page?keyword=IO-&size=200' })).json().result.content as Array<{ nameEn: string | null }>;
    expect(demo.length).toBeGreaterThan(1);
    expect(demo.filter((row) => !row.nameEn)).toEqual([]);
    const created = await api(t.app, token.marketing!, {
      method: 'POST',
      url: '/prod-api/meeting/supplier',
      payload: { name: '测试会务公司', nameEn: 'Test Event Co.', creditCode: '91310000MA1K3LQ99X', type: 'EVENT_AGENCY', qualificationExpiry: '2020-01-01' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const suppliers = (await api(t.app, token.marketing!, { url: '/prod-api/meeting/supplier/page?keyword=测试会务' })).json().result.content;
    expect(suppliers).toEqual([expect.objectContaining({ isQualified: false, nameEn: 'Test Event Co.' })]);
    // Found by its English name too; the demo suppliers have theirs.
    expect((await api(t.app, token.marketing!, { url: '/prod-api/meeting/supplier/page?keyword=test%20event' })).json().result.content).toHaveLength(1);
    const demoSuppliers = (await api(t.app, token.marketing!, { url: '/prod-api/meeting/supplier/page?size=100' })).json().result.content as Array<{
      name: string;
      nameEn: string | null;
    }>;
    expect(demoSuppliers.length).toBeGreaterThan(1);
    expect(demoSuppliers.filter((row) => !row.nameEn).map((row) => row.name)).toEqual([]);
    // English screens read the contact person in pinyin and an institution's city in English; what was entered stays.
    const jincheng = (await api(t.app, token.marketing!, { url: '/prod-api/meeting/supplier/page?keyword=锦程', lang: 'en' })).json().result.content[0];
    expect(jincheng).toMatchObject({ contactName: '陈静', contactNameEn: 'Jing Chen' });
    const institutions = (await api(t.app, token.marketing!, { url: '/prod-api/meeting/institution/page?size=100', lang: 'en' })).json().result.content as Array<{
      city: string | null;
      cityEn: string | null;
    }>;
    expect(new Map(institutions.map((row) => [row.city, row.cityEn]))).toEqual(
      new Map([
        ['北京', 'Beijing'],
        ['上海', 'Shanghai'],
        ['广州', 'Guangzhou'],
      ]),
    );
    const badCode = await api(t.app, token.marketing!, { method: 'POST', url: '/prod-api/meeting/supplier', payload: { name: 'x', creditCode: '123', type: 'VENUE' }, lang: 'en' });
    expect(badCode.json().message).toContain('creditCode');
    expect((await api(t.app, token.marketing!, { method: 'POST', url: '/prod-api/meeting/institution', payload: { name: '测试学会', type: 'ASSOCIATION' } })).statusCode).toBe(200);
  });

  it('lets only an approved, valid library version be used', async () => {
    const created = await api(t.app, token.admin!, {
      method: 'POST',
      url: '/prod-api/meeting/library',
      payload: { materialType: 'SLIDES', title: '测试幻灯', validUntil: `${year + 1}-12-31` },
    });
    const { materialId, versionId } = created.json().result;
    const usable = async () => (await api(t.app, token.rep!, { url: '/prod-api/meeting/library/page?keyword=测试幻灯' })).json().result.content[0].usableVersionId;
    expect(await usable()).toBeNull();
    expect((await api(t.app, token.admin!, { method: 'POST', url: `/prod-api/meeting/library/version/${versionId}/approve` })).json().result.status).toBe('APPROVED');
    expect(await usable()).toBe(versionId);
    const next = (await api(t.app, token.admin!, { method: 'POST', url: `/prod-api/meeting/library/${materialId}/version`, payload: { validUntil: `${year + 1}-12-31` } })).json()
      .result.versionId;
    await api(t.app, token.admin!, { method: 'POST', url: `/prod-api/meeting/library/version/${next}/approve` });
    const versions = (await api(t.app, token.rep!, { url: `/prod-api/meeting/library/${materialId}/versions` })).json().result;
    expect(versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [2, 'APPROVED'],
      [1, 'EXPIRED'],
    ]);
    expect(
      (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/meeting/library', payload: { materialType: 'SLIDES', title: 'x', validUntil: '2030-01-01' } })).statusCode,
    ).toBe(403);
  });

  it('lists the transfer-of-value ledger for budget owners and exports it', async () => {
    const [paid] = rowsOf<{ year: number }>(await t.app.db.execute(sql`select max(year) as year from transfer_of_value`));
    const ledgerYear = Number(paid!.year);
    const ledger = (await api(t.app, token.finance!, { url: `/prod-api/meeting/tov/page?year=${ledgerYear}` })).json().result;
    expect((await api(t.app, token.rep!, { url: `/prod-api/meeting/tov/page?year=${ledgerYear}` })).statusCode).toBe(403);
    expect(ledger.totalElements).toBeGreaterThan(0);
    const [top] = ledger.content;
    expect(top.totalCents).toBe(top.honorariumCents + top.travelCents + top.mealCents);
    const perDoctor = (await api(t.app, token.rep!, { url: `/prod-api/meeting/tov/doctor/${top.doctorId}?year=${ledgerYear}` })).json().result;
    expect(perDoctor.totals.totalCents).toBe(top.totalCents);
    const file = await api(t.app, token.finance!, { url: `/prod-api/meeting/tov/export?year=${ledgerYear}` });
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('exports the ledger as the page reads: date cells, categories in words, names in the reader’s language', async () => {
    const [paid] = rowsOf<{ year: number }>(await t.app.db.execute(sql`select max(year) as year from transfer_of_value`));
    const ledgerYear = Number(paid!.year);
    const sheetOf = async (lang: string, url: string, who = token.finance!) => {
      const file = await api(t.app, who, { url, lang });
      expect(file.statusCode).toBe(200);
      // The file is named in the reader's language.
      expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain(lang === 'en' ? 'transfer-of-value-' : '利益转移-');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const rows = (workbook.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
      return { header: rows[0]!, body: rows.slice(1) };
    };
    const english = await sheetOf('en', `/prod-api/meeting/tov/export?year=${ledgerYear}`);
    expect(english.header).toEqual(['Doctor code', 'Doctor', 'Hospital', 'Meeting', 'Topic', 'Date', 'Category', 'Amount (CNY)']);
    expect(english.body.length).toBeGreaterThan(0);
    for (const row of english.body) {
      expect(row[5]).toBeInstanceOf(Date);
      expect((row[5] as Date).getUTCFullYear()).toBe(ledgerYear);
      expect(['Honorarium', 'Travel', 'Meal']).toContain(row[6]);
      expect(typeof row[7]).toBe('number');
      // The doctor and the hospital by their English names.
      expect(`${row[1]} ${row[2]}`).not.toMatch(/\p{Script=Han}/u);
    }
    const chinese = await sheetOf('zh', `/prod-api/meeting/tov/export?year=${ledgerYear}`);
    expect(new Set(chinese.body.map((row) => row[6]))).toEqual(new Set(english.body.map((row) => ({ Honorarium: '讲课费', Travel: '差旅', Meal: '餐饮' })[row[6] as string])));
    expect(chinese.body.some((row) => /\p{Script=Han}/u.test(String(row[1])))).toBe(true);
    // One doctor's ledger likewise.
    const [top] = (await api(t.app, token.finance!, { url: `/prod-api/meeting/tov/page?year=${ledgerYear}` })).json().result.content;
    const own = await sheetOf('en', `/prod-api/meeting/tov/doctor/${top.doctorId}/export?year=${ledgerYear}`, token.rep!);
    expect(own.header).toEqual(['Meeting', 'Topic', 'Date', 'Category', 'Amount (CNY)']);
    for (const row of own.body) {
      expect(row[2]).toBeInstanceOf(Date);
      expect(['Honorarium', 'Travel', 'Meal']).toContain(row[3]);
    }
  });

  it('documents the meeting, workflow and public calls, the public ones without a token', async () => {
    const document = (await t.app.inject({ url: '/prod-api/openapi.json', headers: { host: 'localhost' } })).json();
    for (const path of [
      '/prod-api/meeting/page',
      '/prod-api/meeting/{id}/submit',
      '/prod-api/workflow/task/todo/page',
      '/prod-api/workflow/instance/{id}/diagram',
      '/prod-api/speaker/page',
      '/prod-api/budget/tree',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    for (const path of [
      '/prod-api/API-MEET-TOOLS/public/validateCode',
      '/prod-api/API-MEET-TOOLS/meeting/expand/{meetingId}',
      '/prod-api/API-MEET-TOOLS/public/findByHospital',
      '/prod-api/API-MEET-TOOLS/public/meetingSign',
    ]) {
      const operation = Object.values(document.paths[path] as Record<string, { security?: unknown }>)[0]!;
      // An empty requirement: no token needed.
      expect(operation.security, path).toEqual([]);
    }
  });

  it('limits how often the public page may try sign-in codes', async () => {
    const [row] = rowsOf<{ public_id: string }>(
      await t.app.db.execute(sql`select m.public_id from meeting m join enterprise e on e.id = m.tenant_id where e.domain = 'localhost' and m.status = 'APPROVED' limit 1`),
    );
    const url = `/prod-api/API-MEET-TOOLS/public/validateCode?meetingId=${row!.public_id}&realm=kangning`;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await api(t.app, null, { method: 'POST', url, payload: { code: 'ZZZZZZ' } })).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
