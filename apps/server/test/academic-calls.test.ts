import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/** The calls of issue 5 as the client makes them (relative to /prod-api). */
const CALLS = `
GET get/paper/range/{id}
GET get/paper/info
GET get/activity/range/{startYear}/{endYear}
GET get/activity/info
GET get/guide/info
GET get/meeting/info
GET get/live/info
GET get/project/range/{id}
GET get/patent/info
GET get/research/info
GET get/fund/info
GET relation/findRelationType/list/{id}
GET relation/findBy/list
GET doctor/action/activeness
GET doctor/action/statistical
GET doctor/action/tendency
GET API-EDUCATION/educate/tendency
GET doctor/action/detail
GET action/find/by/list/dataType
GET doctor/get/other/works/{id}
GET doctor/get/product/leve/{id}
GET academicNetwork/doctorAcademicNetworkCenterChart
GET academicNetwork/doctorAcademicNetworkCenterTable
GET academicNetwork/findRelationList
GET academicNetwork/findDoctorRelation
GET kol/mapping/list
GET kol/mapping/province
GET kol/mapping/score/{id}
GET kol/mapping/options
`
  .trim()
  .split('\n')
  .map((line) => line.split(' ') as [string, string]);

describe('academic profile, network and KOL calls', () => {
  let t: TestApp;
  let admin: string;
  let hub: { id: number; code: string };
  let quiet: number;
  // Typed as non-empty: a fixture query that finds nothing fails the test on use.
  const rows = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await t.app.db.execute(statement)) as [T, ...T[]];
  const get = (url: string, token = admin, lang?: string) => api(t.app, token, { url, lang });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, 'admin')).access_token;
    // The top-ranked doctor of tenant A: a hub with papers, guidelines, records and ties.
    [hub] = await rows<{ id: number; code: string }>(
      sql`select d.id::int as id, d.code from kol_score k join doctor d on d.id = k.doctor_id join enterprise e on e.id = d.tenant_id where e.domain = 'localhost' order by k.rank limit 1`,
    );
    // A doctor with no academic record, no tie and no interaction.
    [{ id: quiet }] = await rows<{ id: number }>(
      sql`select d.id::int as id from doctor d join enterprise e on e.id = d.tenant_id where e.domain = 'localhost'
          and not exists (select 1 from academic_paper_author a where a.doctor_id = d.id) and not exists (select 1 from doctor_relation r where r.doctor_id = d.id)
          and not exists (select 1 from doctor_academic_record r where r.doctor_id = d.id) and not exists (select 1 from doctor_interaction i where i.doctor_id = d.id)
          and not exists (select 1 from academic_guideline_member m where m.doctor_id = d.id) order by d.id limit 1`,
    );
  });
  afterAll(() => t.close());

  it('has every call with its exact path and verb in the OpenAPI document, protected and described', async () => {
    const paths = (await t.app.inject({ url: '/prod-api/openapi.json', headers: { host: 'localhost' } })).json().paths as Record<
      string,
      Record<string, { security?: unknown; summary?: string }>
    >;
    const missing = CALLS.filter(([method, path]) => !paths[`/prod-api/${path}`]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
    for (const [method, path] of CALLS) {
      const operation = paths[`/prod-api/${path}`]![method.toLowerCase()]!;
      expect(operation.security, path).toEqual([{ bearer: [] }]);
      expect(operation.summary, path).toBeTruthy();
    }
  });

  it('answers every call with the seeded data of a hub doctor', async () => {
    const id = hub.id;
    const year = new Date().getUTCFullYear();
    const urls = [
      `get/paper/range/${id}`,
      `get/paper/info?id=${id}`,
      `get/activity/range/${year - 10}/${year}?id=${id}`,
      `get/activity/info?id=${id}`,
      `get/guide/info?id=${id}`,
      `get/meeting/info?id=${id}`,
      `get/live/info?id=${id}`,
      `get/project/range/${id}`,
      `get/patent/info?id=${id}`,
      `get/research/info?id=${id}`,
      `get/fund/info?id=${id}`,
      `relation/findRelationType/list/${id}`,
      `relation/findBy/list?id=${id}`,
      `academicNetwork/doctorAcademicNetworkCenterChart?id=${id}`,
      `academicNetwork/doctorAcademicNetworkCenterTable?id=${id}`,
      `academicNetwork/findRelationList`,
      `kol/mapping/list`,
      `kol/mapping/province`,
      `kol/mapping/score/${id}`,
    ];
    for (const url of urls) {
      const response = await get(`/prod-api/${url}`);
      expect(response.statusCode, url).toBe(200);
      const { result } = response.json();
      const size = Array.isArray(result) ? result.length : 'content' in result ? result.totalElements : 'nodes' in result ? result.nodes.length : result.components.length;
      expect(size, url).toBeGreaterThan(0);
    }
    const papers = (await get(`/prod-api/get/paper/info?id=${id}&size=50`)).json().result;
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from academic_paper_author where doctor_id = ${id}`);
    expect(papers.totalElements).toBe(n);
    expect(papers.content[0]).toMatchObject({ title: expect.any(String), publishPeriodical: expect.any(String), quotedTimes: expect.any(Number) });
    // Newest first, and co-authors are doctors of the tenant.
    const years = papers.content.map((p: { publishYear: number }) => p.publishYear);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(papers.content.some((p: { coAuthors: unknown[] }) => p.coAuthors.length > 0)).toBe(true);
    const guide = (await get(`/prod-api/get/guide/info?id=${id}`, admin, 'en')).json().result.content[0];
    expect(['Chair', 'Writing expert', 'Committee member']).toContain(guide.role);
    expect(guide.guideFormulateInstitutions).toMatch(/^中华医学会/);
  });

  it('serves the interaction widgets of an engaged doctor, zero-filled per day or month', async () => {
    const [{ id }] = await rows<{ id: number }>(
      sql`select i.doctor_id::int as id from doctor_interaction i join enterprise e on e.id = i.tenant_id where e.domain = 'localhost' group by i.doctor_id order by count(*) desc limit 1`,
    );
    const monthly = (await get(`/prod-api/doctor/action/activeness?id=${id}&granularity=month`)).json().result;
    expect(monthly.TOTAL).toHaveLength(12);
    expect(monthly.TOTAL[11].actionDate).toMatch(/^\d{4}-\d{2}$/);
    const total = (series: Array<{ counts: number }>) => series.reduce((sum, p) => sum + p.counts, 0);
    expect(total(monthly.TOTAL)).toBe(total(monthly.EDUCATION) + total(monthly.LIVE) + total(monthly.SURVEY));
    expect(total(monthly.TOTAL)).toBeGreaterThan(0);
    const daily = (await get(`/prod-api/doctor/action/activeness?id=${id}&granularity=day&startDate=2026-01-01&endDate=2026-01-31`)).json().result;
    expect(daily.TOTAL).toHaveLength(31);
    expect(daily.TOTAL[0].actionDate).toBe('2026-01-01');

    const statistical = (await get(`/prod-api/doctor/action/statistical?id=${id}`)).json().result;
    const counts = statistical.map((s: { counts: number }) => s.counts);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(statistical[0]).toMatchObject({ name: expect.any(String), nameEn: expect.any(String) });
    expect((await get(`/prod-api/doctor/action/tendency?id=${id}`)).json().result.length).toBeGreaterThan(0);
    expect((await get(`/prod-api/API-EDUCATION/educate/tendency?id=${id}`, admin, 'en')).json().result[0].nameEn).toMatch(/^[A-Z]/);

    const detail = (await get(`/prod-api/doctor/action/detail?id=${id}&size=5`)).json().result;
    expect(detail.content).toHaveLength(5);
    const surveysAndLives = (await get(`/prod-api/action/find/by/list/dataType?id=${id}&dataType=SURVEY&dataType=LIVE&size=100`)).json().result;
    expect(surveysAndLives.content.every((a: { dataType: string }) => a.dataType !== 'EDUCATION')).toBe(true);
    expect(surveysAndLives.totalElements).toBeLessThan(detail.totalElements);
  });

  it('answers empty lists (not errors) for a doctor without academic data', async () => {
    for (const url of [
      `get/paper/info?id=${quiet}`,
      `get/guide/info?id=${quiet}`,
      `get/patent/info?id=${quiet}`,
      `relation/findBy/list?id=${quiet}`,
      `doctor/action/detail?id=${quiet}`,
    ]) {
      const response = await get(`/prod-api/${url}`);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().result).toMatchObject({ content: [], totalElements: 0 });
    }
    expect((await get(`/prod-api/get/paper/range/${quiet}`)).json().result).toEqual([]);
    expect((await get(`/prod-api/doctor/action/statistical?id=${quiet}`)).json().result).toEqual([]);
    const chart = (await get(`/prod-api/academicNetwork/doctorAcademicNetworkCenterChart?id=${quiet}`)).json().result;
    expect(chart.nodes).toHaveLength(1);
    expect(chart.links).toEqual([]);
    const monthly = (await get(`/prod-api/doctor/action/activeness?id=${quiet}`)).json().result;
    expect(monthly.TOTAL.every((p: { counts: number }) => p.counts === 0)).toBe(true);
  });

  it('records profile views in the audit trail, once per doctor and caller within minutes', async () => {
    const [{ id }] = await rows<{ id: number }>(
      sql`select d.id::int as id from doctor d join enterprise e on e.id = d.tenant_id where e.domain = 'localhost'
          and not exists (select 1 from audit_log l where l.entity_id = d.id::text and l.action = 'doctor.profile.view') order by d.id desc limit 1`,
    );
    const views = async () =>
      rows<{ actor: string; path: string }>(
        sql`select actor_name as actor, detail->>'path' as path from audit_log where action = 'doctor.profile.view' and entity_id = ${String(id)}`,
      );
    expect(await views()).toEqual([]);
    await get(`/prod-api/get/paper/info?id=${id}`);
    await get(`/prod-api/get/fund/info?id=${id}`);
    await get(`/prod-api/doctor/action/activeness?id=${id}`);
    expect(await views()).toEqual([{ actor: 'admin', path: '/prod-api/get/paper/info' }]);
    const msl = (await login(t.app, 'marketing')).access_token;
    await get(`/prod-api/kol/mapping/score/${id}`, msl);
    expect((await views()).map((v) => v.actor).sort()).toEqual(['admin', 'marketing']);
  });

  it('keeps doctors outside the data range and of other tenants out (404)', async () => {
    const rep = (await login(t.app, 'rep')).access_token;
    const [outside] = await rows<{ id: number }>(
      sql`select d.id::int as id from doctor d join enterprise e on e.id = d.tenant_id where e.domain = 'localhost'
          and not exists (select 1 from doctor_assignment a join app_user u on u.org_id = a.org_id where a.doctor_id = d.id and u.username = 'rep' and u.tenant_id = d.tenant_id) order by d.id limit 1`,
    );
    const [inside] = await rows<{ id: number }>(
      sql`select a.doctor_id::int as id from doctor_assignment a join app_user u on u.org_id = a.org_id join enterprise e on e.id = u.tenant_id where u.username = 'rep' and e.domain = 'localhost' order by a.doctor_id limit 1`,
    );
    expect((await get(`/prod-api/get/paper/info?id=${inside!.id}`, rep)).statusCode).toBe(200);
    expect((await get(`/prod-api/get/paper/info?id=${outside!.id}`, rep)).statusCode).toBe(404);
    expect((await get(`/prod-api/doctor/action/activeness?id=${outside!.id}`, rep)).statusCode).toBe(404);
    const otherTenant = (await login(t.app, 'admin', TENANT_B)).access_token;
    for (const url of [
      `get/paper/info?id=${hub.id}`,
      `get/paper/range/${hub.id}`,
      `relation/findBy/list?id=${hub.id}`,
      `academicNetwork/doctorAcademicNetworkCenterChart?id=${hub.id}`,
      `kol/mapping/score/${hub.id}`,
      `API-EDUCATION/educate/tendency?id=${hub.id}`,
    ]) {
      expect((await api(t.app, otherTenant, { url: `/prod-api/${url}`, host: TENANT_B })).statusCode, url).toBe(404);
    }
    // The other tenant's KOL list never shows this tenant's doctors.
    const list = (await api(t.app, otherTenant, { url: '/prod-api/kol/mapping/list?size=100', host: TENANT_B })).json().result.content;
    expect(list.some((row: { id: number }) => row.id === hub.id)).toBe(false);
  });

  it('refuses callers without the menu permission', async () => {
    const rep = (await login(t.app, 'rep')).access_token;
    expect((await get('/prod-api/kol/mapping/list', rep)).statusCode).toBe(403);
    expect((await get(`/prod-api/academicNetwork/doctorAcademicNetworkCenterChart?id=${hub.id}`, rep)).statusCode).toBe(403);
    const finance = (await login(t.app, 'finance')).access_token;
    expect((await get(`/prod-api/get/paper/info?id=${hub.id}`, finance)).statusCode).toBe(403);
  });

  it('rejects bad input with 400 naming the field, in the caller’s language', async () => {
    const cases: Array<[string, RegExp]> = [
      ['get/paper/info', /id/],
      [`get/paper/info?id=abc`, /id/],
      [`get/paper/info?id=${hub.id}&size=1000`, /size/],
      [`doctor/action/activeness?id=${hub.id}&granularity=week`, /granularity/],
      [`doctor/action/activeness?id=${hub.id}&startDate=2026-02-30x`, /startDate/],
      [`action/find/by/list/dataType?id=${hub.id}&dataType=PHONE`, /dataType/],
      [`academicNetwork/doctorAcademicNetworkCenterChart?id=${hub.id}&depth=3`, /depth/],
      [`kol/mapping/list?tier=GLOBAL`, /tier/],
      [`kol/mapping/list?provinceCode=abc`, /provinceCode/],
      [`get/paper/info?id=${hub.id}&productId=999999`, /productId/],
    ];
    for (const [url, field] of cases) {
      const response = await get(`/prod-api/${url}`, admin, 'en');
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(field);
    }
    const reversed = await get(`/prod-api/get/activity/range/2025/2010?id=${hub.id}`, admin, 'zh');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/起始年份/);
    const same = await get(`/prod-api/academicNetwork/findDoctorRelation?id=${hub.id}&otherId=${hub.id}`, admin, 'en');
    expect(same.statusCode).toBe(400);
  });

  it('withholds the academic data of a withheld drug with the spec’s message', async () => {
    const [withheld] = await rows<{ id: number }>(
      sql`select a.product_id::int as id from academic_product_policy a join enterprise e on e.id = a.tenant_id where e.domain = 'localhost' and a.withheld`,
    );
    const en = await get(`/prod-api/get/paper/info?id=${hub.id}&productId=${withheld!.id}`, admin, 'en');
    expect(en.statusCode).toBe(200);
    expect(en.json().result).toMatchObject({
      content: [],
      totalElements: 0,
      withheld: true,
      withheldNotice: 'No detailed information on the academic data of this drug is available',
    });
    expect(en.json().message).toBe('No detailed information on the academic data of this drug is available');
    const zh = await get(`/prod-api/kol/mapping/list?productId=${withheld!.id}`, admin, 'zh');
    expect(zh.json().result.withheld).toBe(true);
    expect(zh.json().result.withheldNotice).toBe('暂无该药品学术数据的详细信息');
    const options = (await get('/prod-api/kol/mapping/options')).json().result;
    expect(options.products.find((p: { id: number }) => p.id === withheld!.id).academicDataWithheld).toBe(true);
    // Another drug filters by its indications instead.
    const other = options.products.find((p: { academicDataWithheld: boolean }) => !p.academicDataWithheld);
    const filtered = (await get(`/prod-api/get/paper/info?id=${hub.id}&productId=${other.id}`)).json().result;
    expect(filtered.withheld).toBe(false);
  });

  it('serves the other practice sites and product levels of a doctor', async () => {
    const [withSites] = await rows<{ id: number }>(
      sql`select d.id::int as id from doctor d join enterprise e on e.id = d.tenant_id where e.domain = 'localhost' and jsonb_array_length(d.serving_hospital) > 0 order by d.id limit 1`,
    );
    const works = await get(`/prod-api/doctor/get/other/works/${withSites!.id}`);
    expect(works.statusCode).toBe(200);
    expect(works.json().result[0]).toMatchObject({ hospital: expect.any(String), department: expect.any(String) });
    const levels = await get(`/prod-api/doctor/get/product/leve/${hub.id}`);
    expect(levels.statusCode).toBe(200);
    expect(Array.isArray(levels.json().result)).toBe(true);
  });
});
