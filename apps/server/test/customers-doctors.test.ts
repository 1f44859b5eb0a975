import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

interface Card {
  id: number;
  doctorId: string;
  doctorName: string;
  hospital: string;
  department: string | null;
  city: string | null;
  hospitalLevel: string | null;
  attention: boolean;
}
interface SearchResult {
  content: Card[];
  totalElements: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

describe('doctor lists (doctor/search)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const search = async (user: string, body: Record<string, unknown>, host?: string) => {
    const response = await api(t.app, tokens[user]!, { method: 'POST', url: '/prod-api/doctor/search', payload: body, ...(host ? { host } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as SearchResult;
  };
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.app.db.execute(query));

  beforeAll(async () => {
    t = await buildTestApp();
    for (const user of ['admin', 'manager', 'rep', 'rep2', 'msl', 'marketing', 'reader']) tokens[user] = (await login(t.app, user)).access_token;
    tokens.repB = (await login(t.app, 'rep', TENANT_B)).access_token;
  });
  afterAll(() => t.close());

  it('gives a rep the doctors of their own territory, in Shanghai, ordered by pinyin', async () => {
    const page = await search('rep', { listType: 'MY_CUSTOMER', size: 100 });
    const { n } = (
      await rows<{ n: number }>(sql`select count(*)::int as n from doctor_assignment a join organization o on o.id = a.org_id where o.code = 'T-SH1-1' and o.tenant_id = 1`)
    )[0]!;
    expect(page.totalElements).toBe(n);
    expect(page.totalElements).toBeGreaterThan(50);
    expect(new Set(page.content.map((d) => d.city))).toEqual(new Set(['上海市']));
    const pinyins = await rows<{ id: number; name_pinyin: string }>(sql`select id, name_pinyin from doctor where id = any(${sql.param(page.content.map((d) => d.id))}::bigint[])`);
    const pinyinOf = new Map(pinyins.map((p) => [Number(p.id), p.name_pinyin]));
    const listed = page.content.map((d) => pinyinOf.get(d.id)!);
    expect(listed).toEqual([...listed].sort());
    const rep2 = await search('rep2', { listType: 'MY_CUSTOMER', size: 50 });
    expect(new Set(rep2.content.map((d) => d.city))).toEqual(new Set(['北京市']));
    expect(rep2.content.some((d) => page.content.some((p) => p.id === d.id))).toBe(false);
  });

  it('widens with the data range: a manager sees the district, the reader and admin everyone, medical affairs its KOLs', async () => {
    const rep = await search('rep', { listType: 'ALL_CUSTOMER' });
    const manager = await search('manager', { listType: 'MY_CUSTOMER' });
    const managerAll = await search('manager', { listType: 'ALL_CUSTOMER' });
    const admin = await search('admin', { listType: 'ALL_CUSTOMER' });
    const reader = await search('reader', { listType: 'ALL_CUSTOMER' });
    expect(manager.totalElements).toBeGreaterThan(rep.totalElements * 2);
    expect(managerAll.totalElements).toBe(manager.totalElements);
    const { n } = (await rows<{ n: number }>(sql`select count(*)::int as n from doctor where tenant_id = 1`))[0]!;
    expect(admin.totalElements).toBe(n);
    expect(reader.totalElements).toBe(n);
    const msl = await search('msl', { listType: 'ALL_CUSTOMER', size: 100 });
    expect(msl.totalElements).toBeGreaterThan(0);
    const types = await rows<{ doctor_type: string }>(sql`select distinct doctor_type from doctor where id = any(${sql.param(msl.content.map((d) => d.id))}::bigint[])`);
    expect(types.map((r) => r.doctor_type)).toEqual(['KOL']);
  });

  it('needs the permission of the tab asked for', async () => {
    const response = await api(t.app, tokens.marketing!, { method: 'POST', url: '/prod-api/doctor/search', payload: { listType: 'MY_CUSTOMER' }, lang: 'en' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You have no permission to operate!');
  });

  it('finds a Chinese name by full pinyin, by initials, by its characters and as the English screen shows it', async () => {
    const [target] = await rows<{
      id: number;
      name: string;
      name_en: string;
      name_pinyin: string;
      name_initials: string;
    }>(sql`select d.id, d.name, d.name_en, d.name_pinyin, d.name_initials from doctor d
      join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id where o.code = 'T-SH1-1' and o.tenant_id = 1 and d.name_en like '% %' order by d.id limit 1`);
    // The English name puts the family name last ("Haoxiu Cao" for 曹浩秀); a rep types what they read.
    const [given, family] = target!.name_en.split(' ') as [string, string];
    for (const keyword of [
      target!.name_pinyin,
      target!.name_initials,
      target!.name_initials.toUpperCase(),
      target!.name,
      target!.name_en,
      `${given.toLowerCase()} ${family}`,
      `${family} ${given}`,
    ]) {
      const found = await search('rep', { listType: 'MY_CUSTOMER', keyword, size: 100 });
      expect(
        found.content.map((d) => d.id),
        keyword,
      ).toContain(Number(target!.id));
    }
    const byInitials = await search('rep', { listType: 'MY_CUSTOMER', keyword: target!.name_initials, size: 100 });
    const initials = await rows<{ name_initials: string }>(sql`select name_initials from doctor where id = any(${sql.param(byInitials.content.map((d) => d.id))}::bigint[])`);
    expect(initials.every((r) => r.name_initials.startsWith(target!.name_initials))).toBe(true);
  });

  it('finds doctors by hospital and by department name', async () => {
    const [place] = await rows<{ hospital: string; department: string }>(sql`select h.name as hospital, hd.name as department from doctor d join hospital h on h.id = d.hospital_id
      join hospital_department hd on hd.id = d.hospital_department_id where d.tenant_id = 1 and hd.name = '心内科' limit 1`);
    const byHospital = await search('admin', { listType: 'ALL_CUSTOMER', keyword: place!.hospital, size: 100 });
    expect(byHospital.totalElements).toBeGreaterThan(0);
    expect(byHospital.content.every((d) => d.hospital === place!.hospital)).toBe(true);
    const byDepartment = await search('admin', { listType: 'ALL_CUSTOMER', keyword: '心内', size: 100 });
    expect(byDepartment.content.length).toBeGreaterThan(0);
    expect(byDepartment.content.every((d) => d.department?.includes('心内'))).toBe(true);
  });

  it('combines filters, each of which narrows the list', async () => {
    const all = await search('manager', { listType: 'MY_CUSTOMER' });
    const tertiary = await search('manager', { listType: 'MY_CUSTOMER', hospitalLevels: ['3A'], size: 100 });
    expect(tertiary.totalElements).toBeLessThan(all.totalElements);
    expect(tertiary.content.every((d) => d.hospitalLevel === '3A')).toBe(true);
    const chiefs = await search('manager', { listType: 'MY_CUSTOMER', hospitalLevels: ['3A'], titleCodes: ['CHIEF'] });
    expect(chiefs.totalElements).toBeLessThan(tertiary.totalElements);
    const [product] = await rows<{ id: number }>(sql`select p.id from product p where p.tenant_id = 1 and p.code = 'P-ESC'`);
    const listed = await search('manager', { listType: 'MY_CUSTOMER', productId: Number(product!.id), procurementStatuses: ['LISTED'], coverageStatuses: ['COVERED'] });
    const selling = await search('manager', { listType: 'MY_CUSTOMER', productId: Number(product!.id), hasSales: true });
    const notSelling = await search('manager', { listType: 'MY_CUSTOMER', productId: Number(product!.id), hasSales: false });
    expect(listed.totalElements).toBeGreaterThan(0);
    expect(listed.totalElements).toBeLessThan(all.totalElements);
    expect(selling.totalElements + notSelling.totalElements).toBe(all.totalElements);
    const wecom = await search('manager', { listType: 'MY_CUSTOMER', channels: ['WECOM'] });
    const never = await search('manager', { listType: 'MY_CUSTOMER', lastVisit: 'NEVER' });
    const recent = await search('manager', { listType: 'MY_CUSTOMER', lastVisit: 'OVER_QUARTER' });
    for (const narrowed of [wecom, never, recent]) expect(narrowed.totalElements).toBeLessThan(all.totalElements);
    const [term] = await rows<{ id: number }>(
      sql`select t.id from tag_term t join tag_group g on g.id = t.group_id where g.code = 'SEGMENT' and t.value = 'KOL专家' and t.tenant_id = 1`,
    );
    const kols = await search('manager', { listType: 'MY_CUSTOMER', tagTermIds: [Number(term!.id)], size: 100 });
    const types = await rows<{ doctor_type: string }>(sql`select distinct doctor_type from doctor where id = any(${sql.param(kols.content.map((d) => d.id))}::bigint[])`);
    expect(types.map((r) => r.doctor_type)).toEqual(['KOL']);
    const shanghai = await search('admin', { listType: 'ALL_CUSTOMER', provinceCode: '31', cityCode: '3101', size: 100 });
    expect(shanghai.content.every((d) => d.city === '上海市')).toBe(true);
  });

  it('pages with a cursor: every doctor once, in order, the total carried along', async () => {
    const first = await search('rep', { listType: 'MY_CUSTOMER', size: 7 });
    const seen = first.content.map((d) => d.id);
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await search('rep', { listType: 'MY_CUSTOMER', size: 7, cursor });
      expect(next.totalElements).toBe(first.totalElements);
      seen.push(...next.content.map((d) => d.id));
      cursor = next.nextCursor;
    }
    expect(seen).toHaveLength(first.totalElements);
    expect(new Set(seen).size).toBe(seen.length);
    const whole = await search('rep', { listType: 'MY_CUSTOMER', size: 100 });
    expect(seen.slice(0, 100)).toEqual(whole.content.map((d) => d.id));
  });

  it('counts a doctor who matches a keyword two ways once', async () => {
    // By full pinyin only, by initials only, and by both.
    await t.app.db.execute(sql`insert into doctor (tenant_id, code, name, name_pinyin, name_initials, hospital_id)
      select 1, v.code, '测试', v.pinyin, v.initials, (select hospital_id from doctor where tenant_id = 1 order by id limit 1)
      from (values ('TWO1', 'qqzone', 'q'), ('TWO2', 'qiqizhang', 'qqz'), ('TWO3', 'qqzz', 'qqz')) v(code, pinyin, initials)`);
    const [{ n }] = (await rows<{ n: number }>(sql`select count(*)::int as n from doctor where tenant_id = 1 and (name_pinyin like 'qqz%' or name_initials like 'qqz%')`)) as [
      { n: number },
    ];
    expect(n).toBeGreaterThanOrEqual(3);
    const first = await search('admin', { listType: 'ALL_CUSTOMER', keyword: 'qqz', size: 1 });
    expect(first).toMatchObject({ totalElements: n, totalCapped: false });
    await t.app.db.execute(sql`delete from doctor where tenant_id = 1 and code in ('TWO1', 'TWO2', 'TWO3')`);
  });

  it('caps the count at 10,000 and says so', async () => {
    const exact = await search('admin', { listType: 'ALL_CUSTOMER' });
    expect(exact.totalCapped).toBe(false);
    await t.app.db.execute(sql`insert into doctor (tenant_id, code, name, name_pinyin, name_initials, hospital_id, province_code, city_code, hospital_level)
      select d.tenant_id, 'CAP' || g, d.name, d.name_pinyin, d.name_initials, d.hospital_id, d.province_code, d.city_code, d.hospital_level
      from generate_series(1, ${10_001 - exact.totalElements}::int) g, (select * from doctor where tenant_id = 1 order by id limit 1) d`);
    const capped = await search('admin', { listType: 'ALL_CUSTOMER' });
    expect(capped).toMatchObject({ totalElements: 10_000, totalCapped: true });
    // The added doctors stay: removing them checks every table that refers to a doctor, once per
    // doctor (half a minute on PostgreSQL), and the tests after this one count no list of all doctors.
  });

  it('remembers a count that reached the cap for a minute, while the page itself is current', async () => {
    const keyword = 'qqqcap';
    await t.app.db.execute(sql`insert into doctor (tenant_id, code, name, name_pinyin, name_initials, hospital_id, province_code, city_code, hospital_level)
      select d.tenant_id, 'QCAP' || g, d.name, ${keyword} || g, 'q', d.hospital_id, d.province_code, d.city_code, d.hospital_level
      from generate_series(1, 10001) g, (select * from doctor where tenant_id = 1 order by id limit 1) d`);
    expect(await search('admin', { listType: 'ALL_CUSTOMER', keyword })).toMatchObject({ totalElements: 10_000, totalCapped: true });
    // All but seven leave the keyword's matches: the page shows the seven at once, the count stays.
    await t.app.db.execute(
      sql`update doctor set name_pinyin = 'zzzcap' || code where tenant_id = 1 and code like 'QCAP%' and code not in ('QCAP1', 'QCAP2', 'QCAP3', 'QCAP4', 'QCAP5', 'QCAP6', 'QCAP7')`,
    );
    const within = await search('admin', { listType: 'ALL_CUSTOMER', keyword, size: 5 });
    expect(within).toMatchObject({ totalElements: 10_000, totalCapped: true });
    const whole = await search('admin', { listType: 'ALL_CUSTOMER', keyword, size: 100 });
    expect(whole.content.map((d) => d.doctorId).sort()).toEqual(['QCAP1', 'QCAP2', 'QCAP3', 'QCAP4', 'QCAP5', 'QCAP6', 'QCAP7']);
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      expect(await search('admin', { listType: 'ALL_CUSTOMER', keyword, size: 5 })).toMatchObject({ totalElements: 7, totalCapped: false });
    } finally {
      later.mockRestore();
    }
  });

  it('refuses bad input with the field named', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ listType: 'EVERYONE' }, /listType/],
      [{ size: 500 }, /size/],
      [{ provinceCode: 'Shanghai' }, /provinceCode/],
      [{ hospitalLevels: ['4A'] }, /hospitalLevels/],
      [{ cursor: 'not-a-cursor' }, /cursor/],
    ];
    for (const [body, field] of cases) {
      const response = await api(t.app, tokens.admin!, { method: 'POST', url: '/prod-api/doctor/search', payload: body, lang: 'en' });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(field);
    }
  });

  it('keeps tenants apart', async () => {
    const a = await search('rep', { listType: 'MY_CUSTOMER', size: 100 });
    const b = await search('repB', { listType: 'MY_CUSTOMER', size: 100 }, TENANT_B);
    expect(b.totalElements).toBeGreaterThan(0);
    expect(b.content.some((d) => a.content.some((x) => x.id === d.id))).toBe(false);
  });
});

describe('one doctor, the star and the follow list', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let own: Card;
  let foreign: Card;
  beforeAll(async () => {
    t = await buildTestApp();
    for (const user of ['rep', 'rep2', 'manager', 'reader']) tokens[user] = (await login(t.app, user)).access_token;
    tokens.adminB = (await login(t.app, 'admin', TENANT_B)).access_token;
    const mine = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/search', payload: { listType: 'MY_CUSTOMER', size: 50 } });
    own = mine.json().result.content.find((d: Card) => !d.attention);
    const other = await api(t.app, tokens.adminB!, { method: 'POST', url: '/prod-api/doctor/search', payload: { listType: 'ALL_CUSTOMER', size: 1 }, host: TENANT_B });
    foreign = other.json().result.content[0];
  });
  afterAll(() => t.close());

  it('answers the business record with every spec 3 field, by id and by master-data code', async () => {
    const byId = await api(t.app, tokens.rep!, { url: `/prod-api/doctor/find/${own.id}` });
    expect(byId.statusCode).toBe(200);
    const detail = byId.json().result;
    expect(detail).toMatchObject({ id: own.id, doctorId: own.doctorId, doctorName: own.doctorName, hospital: own.hospital, attention: false });
    for (const field of [
      'doctorSex',
      'nativePlace',
      'ageRange',
      'workingTime',
      'degreeTitle',
      'highestDegree',
      'practiceChannel',
      'indication',
      'hospitalBeds',
      'hospitalYearOutpatient',
      'personalResume',
      'professionalDirection',
      'servingHospital',
      'administrativePosition',
      'mainAcademicTitle',
      'association',
      'academicJournal',
    ]) {
      expect(detail, field).toHaveProperty(field);
    }
    expect(detail.highestDegree).toBe(detail.degreeTitle.split('&')[0]);
    expect(detail.assignments[0]).toMatchObject({ orgName: '上海一区1号辖区', reps: [expect.objectContaining({ firstName: expect.any(String) })] });
    const byCode = await api(t.app, tokens.rep!, { url: `/prod-api/doctor/get/one/${own.doctorId}` });
    expect(byCode.json().result.id).toBe(own.id);
  });

  it('answers 404 outside the data range and for another tenant’s doctor', async () => {
    expect((await api(t.app, tokens.rep2!, { url: `/prod-api/doctor/find/${own.id}` })).statusCode).toBe(404);
    expect((await api(t.app, tokens.manager!, { url: `/prod-api/doctor/find/${own.id}` })).statusCode).toBe(200);
    expect((await api(t.app, tokens.reader!, { url: `/prod-api/doctor/find/${foreign.id}` })).statusCode).toBe(404);
    // Master-data codes are per tenant: the same code names this tenant's own doctor, never the other's.
    const sameCode = await api(t.app, tokens.reader!, { url: `/prod-api/doctor/get/one/${foreign.doctorId}` });
    expect(sameCode.json().result?.id).not.toBe(foreign.id);
    expect((await api(t.app, tokens.reader!, { url: '/prod-api/doctor/get/one/NO-SUCH-CODE' })).statusCode).toBe(404);
    const bad = await api(t.app, tokens.rep!, { url: '/prod-api/doctor/find/abc', lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });

  it('toggles the star, and the follow list follows', async () => {
    const star = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/focus', payload: { id: own.id } });
    expect(star.json().result).toEqual({ id: own.id, attention: true });
    const follows = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/search', payload: { listType: 'MY_FOCUS', size: 100 } });
    expect(follows.json().result.content.find((d: Card) => d.id === own.id)).toMatchObject({ attention: true });
    expect(follows.json().result.content.every((d: Card) => d.attention)).toBe(true);
    const unstar = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/focus', payload: { id: own.id } });
    expect(unstar.json().result.attention).toBe(false);
    const after = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/search', payload: { listType: 'MY_FOCUS', size: 100 } });
    expect(after.json().result.content.some((d: Card) => d.id === own.id)).toBe(false);
    const explicit = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/focus', payload: { id: own.id, attention: false } });
    expect(explicit.json().result.attention).toBe(false);
    expect((await api(t.app, tokens.rep2!, { method: 'POST', url: '/prod-api/doctor/focus', payload: { id: own.id } })).statusCode).toBe(404);
  });

  it('pages the simple list by number, and refuses pages past the cap', async () => {
    const first = await api(t.app, tokens.rep!, { url: '/prod-api/doctor/find/page?page=0&size=5' });
    const second = await api(t.app, tokens.rep!, { url: '/prod-api/doctor/find/page?page=1&size=5' });
    expect(first.json().result.content).toHaveLength(5);
    expect(second.json().result.content[0].id).not.toBe(first.json().result.content[0].id);
    expect(first.json().result.totalElements).toBe(second.json().result.totalElements);
    const deep = await api(t.app, tokens.rep!, { url: '/prod-api/doctor/find/page?page=600&size=20', lang: 'en' });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toMatch(/10000/);
  });
});

describe('a data range larger than the assignment look-up serves', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = (await login(t.app, 'manager')).access_token;
  });
  afterAll(() => t.close());

  it('keeps unit paths in step with assignments and answers the same doctors once the range is large', async () => {
    const search = async (body: Record<string, unknown>) =>
      (await api(t.app, token, { method: 'POST', url: '/prod-api/doctor/search', payload: { listType: 'MY_CUSTOMER', size: 100, ...body } })).json().result as SearchResult;
    const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.app.db.execute(query));
    const [own] = await rows<{ id: number; name: string; unit_paths: string; path: string }>(sql`select d.id, d.name, d.unit_paths, o.path from doctor d
      join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id where o.code = 'T-SH1-2' and o.tenant_id = 1 order by d.id limit 1`);
    expect(own!.unit_paths).toBe(` ${own!.path} `);
    // Enough filler doctors in another SH1 territory to make the manager's range large.
    await t.app.db.execute(sql`insert into doctor (tenant_id, code, name, name_pinyin, name_initials, hospital_id)
      select 1, 'BIG' || g, '填充', 'zzzz' || g, 'zz', (select hospital_id from doctor where id = ${own!.id}) from generate_series(1, 20001) g`);
    await t.app.db.execute(sql`insert into doctor_assignment (tenant_id, doctor_id, org_id, org_path)
      select 1, d.id, o.id, o.path from doctor d, organization o where d.code like 'BIG%' and o.code = 'T-SH1-3' and o.tenant_id = 1`);
    const [filler] = await rows<{ unit_paths: string }>(sql`select unit_paths from doctor where code = 'BIG1'`);
    expect(filler!.unit_paths).toMatch(/^ \/[\d/]+\/ $/);
    const found = await search({ keyword: own!.name });
    expect(found.content.map((d) => d.id)).toContain(Number(own!.id));
    const all = await search({});
    expect(all).toMatchObject({ totalElements: 10_000, totalCapped: true });
    // Moving the doctor away from the district takes it out of the manager's list.
    await t.app.db.execute(
      sql`update doctor_assignment set org_id = o.id, org_path = o.path from organization o where o.code = 'T-BJ-1' and o.tenant_id = 1 and doctor_id = ${own!.id}`,
    );
    const [moved] = await rows<{ unit_paths: string; path: string }>(
      sql`select d.unit_paths, o.path from doctor d, organization o where d.id = ${own!.id} and o.code = 'T-BJ-1' and o.tenant_id = 1`,
    );
    expect(moved!.unit_paths).toBe(` ${moved!.path} `);
    expect((await search({ keyword: own!.name })).content.map((d) => d.id)).not.toContain(Number(own!.id));
  });
});
