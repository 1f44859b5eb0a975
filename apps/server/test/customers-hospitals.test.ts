import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

interface Hospital {
  id: number;
  name: string;
  nameEn: string | null;
  level: string;
  city: string | null;
  doctorCount: number;
}

describe('hospitals', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const post = (user: string, url: string, payload: unknown, lang?: string) => api(t.app, tokens[user]!, { method: 'POST', url, payload, ...(lang ? { lang } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const user of ['rep', 'rep2', 'manager', 'reader', 'marketing']) tokens[user] = (await login(t.app, user)).access_token;
    tokens.readerB = (await login(t.app, 'reader', TENANT_B)).access_token;
  });
  afterAll(() => t.close());

  it('lists my hospitals (where my customers work) and all hospitals, highest level first', async () => {
    const mine = (await post('rep', '/prod-api/hospital/search', { listType: 'MY_HOSPITAL', size: 100 })).json().result;
    expect(mine.totalElements).toBeGreaterThan(3);
    expect(mine.content.every((h: Hospital) => h.city === '上海市' && h.doctorCount > 0)).toBe(true);
    const all = (await post('reader', '/prod-api/hospital/search', { listType: 'ALL_HOSPITAL', size: 20 })).json().result;
    expect(all.totalElements).toBeGreaterThan(200);
    expect(all.content[0].level).toBe('3A');
    const filtered = (await post('reader', '/prod-api/hospital/search', { listType: 'ALL_HOSPITAL', cityCode: '1101', levels: ['3A'], size: 100 })).json().result;
    expect(filtered.content.every((h: Hospital) => h.city === '北京市' && h.level === '3A')).toBe(true);
    expect((await post('marketing', '/prod-api/hospital/search', { listType: 'ALL_HOSPITAL' })).statusCode).toBe(403);
  });

  it('finds hospitals for pickers by Chinese name, initials or English name', async () => {
    const [sample] = rowsOf<{ name: string; name_initials: string; name_en: string }>(
      await t.app.db.execute(sql`select name, name_initials, name_en from hospital where tenant_id = 1 and name like '%人民医院' limit 1`),
    );
    for (const keyword of [sample!.name, sample!.name_initials, sample!.name_en.split(' ')[0]!]) {
      const picked = (await post('rep', '/prod-api/doctor/get/hospital/list', { keyword, size: 100 })).json().result;
      expect(
        picked.content.map((h: Hospital) => h.name),
        keyword,
      ).toContain(sample!.name);
    }
    const speaker = (await post('rep', '/prod-api/doctorSpeaker/findHospital', { keyword: '人民医院' })).json().result;
    expect(speaker.length).toBeGreaterThan(0);
    expect(speaker.length).toBeLessThanOrEqual(20);
    expect(speaker.every((h: Hospital) => h.name.includes('人民医院'))).toBe(true);
    const missing = await post('rep', '/prod-api/doctorSpeaker/findHospital', {}, 'en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/keyword/);
  });

  it('shows a hospital’s profile, departments, drug status and its doctors', async () => {
    const [mine] = (await post('rep', '/prod-api/hospital/search', { listType: 'MY_HOSPITAL', levels: ['3A', '3B', '2A'] })).json().result.content as Hospital[];
    const detail = (await api(t.app, tokens.rep!, { url: `/prod-api/hospital/find/${mine!.id}` })).json().result;
    expect(detail).toMatchObject({ id: mine!.id, name: mine!.name, city: '上海市' });
    expect(detail.departments.length).toBeGreaterThan(3);
    expect(detail.departments.reduce((sum: number, d: { doctorCount: number }) => sum + d.doctorCount, 0)).toBe(detail.doctorCount);
    expect(detail.products.length).toBeGreaterThan(0);
    expect(detail.products[0]).toMatchObject({ procurementStatus: expect.any(String), coverageStatus: expect.any(String) });
    const doctors = (await post('rep', '/prod-api/doctor/search', { listType: 'ALL_CUSTOMER', hospitalId: mine!.id, size: 100 })).json().result;
    expect(doctors.totalElements).toBe(detail.doctorCount);
    const departments = (await api(t.app, tokens.rep!, { url: `/prod-api/doctor/get/department?hospitalId=${mine!.id}` })).json().result;
    expect(departments.map((d: { id: number }) => d.id)).toEqual(detail.departments.map((d: { id: number }) => d.id));
    expect(departments[0]).toHaveProperty('standardName');
    // Another rep sees the hospital but none of its doctors: they are outside that rep's range.
    const other = (await api(t.app, tokens.rep2!, { url: `/prod-api/hospital/find/${mine!.id}` })).json().result;
    expect(other.doctorCount).toBe(0);
  });

  it('answers 404 for another tenant’s hospital and 400 for a bad id', async () => {
    const [mine] = (await post('rep', '/prod-api/hospital/search', { listType: 'MY_HOSPITAL' })).json().result.content as Hospital[];
    expect((await api(t.app, tokens.readerB!, { url: `/prod-api/hospital/find/${mine!.id}`, host: TENANT_B })).statusCode).toBe(404);
    const departments = await api(t.app, tokens.readerB!, { url: `/prod-api/doctor/get/department?hospitalId=${mine!.id}`, host: TENANT_B });
    expect(departments.json().result).toEqual([]);
    const bad = await api(t.app, tokens.rep!, { url: '/prod-api/doctor/get/department', lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/hospitalId/);
  });
});
