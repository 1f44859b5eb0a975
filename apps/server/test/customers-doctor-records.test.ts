import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

describe('creating doctors and their archive', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let place: { hospital_id: number; department_id: number; hospital: string };
  let existing: { id: number; name: string; hospital_id: number; hospital_department_id: number; mobile: string };
  const add = (user: string, payload: Record<string, unknown>, lang?: string) =>
    api(t.app, tokens[user]!, { method: 'POST', url: '/prod-api/doctor/add', payload, ...(lang ? { lang } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const user of ['rep', 'rep2', 'reader', 'manager']) tokens[user] = (await login(t.app, user)).access_token;
    const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.app.db.execute(q))[0]!;
    place = await query(
      sql`select h.id as hospital_id, hd.id as department_id, h.name as hospital from hospital h join hospital_department hd on hd.hospital_id = h.id where h.tenant_id = 1 and h.city_code = '3101' order by h.id limit 1`,
    );
    existing = await query(
      sql`select d.id, d.name, d.hospital_id, d.hospital_department_id, d.mobile from doctor d join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id where o.code = 'T-SH1-1' and d.tenant_id = 1 order by d.id limit 1`,
    );
  });
  afterAll(() => t.close());

  it('creates a doctor in the rep’s own customers, found by pinyin at once', async () => {
    const response = await add('rep', {
      doctorName: '欧阳明哲',
      doctorNameEn: 'Mingzhe Ouyang',
      hospitalId: Number(place.hospital_id),
      hospitalDepartmentId: Number(place.department_id),
      titleCode: 'ATTENDING',
      mobile: '13900001111',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { saved, doctor, duplicates } = response.json().result;
    expect(saved).toBe(true);
    expect(duplicates).toEqual([]);
    expect(doctor).toMatchObject({ doctorName: '欧阳明哲', hospital: place.hospital, doctorTitle: '主治医师', doctorTitleEn: 'Attending physician' });
    const found = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/doctor/search', payload: { listType: 'MY_CUSTOMER', keyword: 'oymz' } });
    expect(found.json().result.content.map((d: { id: number }) => d.id)).toContain(doctor.id);
    expect((await api(t.app, tokens.rep2!, { url: `/prod-api/doctor/find/${doctor.id}` })).statusCode).toBe(404);
  });

  it('shows likely duplicates before saving, and saves when told to', async () => {
    const twin = { doctorName: existing.name, hospitalId: Number(existing.hospital_id), hospitalDepartmentId: Number(existing.hospital_department_id), titleCode: 'RESIDENT' };
    const first = await add('rep', twin);
    expect(first.json().result).toMatchObject({ saved: false, doctor: null });
    expect(first.json().result.duplicates.map((d: { id: number }) => d.id)).toContain(Number(existing.id));
    const samePhone = await add('rep', { ...twin, doctorName: '路人甲', mobile: existing.mobile });
    expect(samePhone.json().result.duplicates.map((d: { id: number }) => d.id)).toContain(Number(existing.id));
    const forced = await add('rep', { ...twin, ignoreDuplicates: true });
    expect(forced.json().result.saved).toBe(true);
    expect(forced.json().result.doctor.id).not.toBe(Number(existing.id));
  });

  it('validates the new doctor, naming the field', async () => {
    const base = { doctorName: '林晨', hospitalId: Number(place.hospital_id), hospitalDepartmentId: Number(place.department_id), titleCode: 'CHIEF' };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...base, doctorName: '' }, /doctorName/],
      [{ ...base, titleCode: 'PROFESSOR' }, /titleCode/],
      [{ ...base, mobile: '12345' }, /mobile/],
      [{ ...base, hospitalId: undefined }, /hospitalId.*required/],
      [{ ...base, hospitalId: 999_999 }, /hospitalId/],
      [{ ...base, hospitalDepartmentId: 999_999 }, /hospitalDepartmentId/],
    ];
    for (const [payload, message] of cases) {
      const response = await add('rep', payload, 'en');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await add('reader', base)).statusCode).toBe(403);
  });

  it('fills the profile archive and checks name#position entries', async () => {
    const archive = {
      id: Number(existing.id),
      degreeTitle: '博士&硕士&学士',
      personalResume: '长期从事抑郁障碍的临床与研究工作。',
      professionalDirection: '难治性抑郁症',
      servingHospital: [{ hospital: '明德大学附属第一医院', department: '精神科', hospitalLevel: '3A' }],
      administrativePosition: ['科主任'],
      mainAcademicTitle: ['教授', '博士生导师'],
      association: ['中华医学会精神医学分会#委员'],
      academicJournal: ['《临床精神医学研究》#编委'],
    };
    const response = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/archive/add', payload: archive });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ ...archive, highestDegree: '博士' });
    const tags = await api(t.app, tokens.rep!, { url: `/prod-api/doctor/find/${existing.id}/system` });
    expect(tags.json().result.map((term: { value: string }) => term.value)).toContain('科室带头人');
    const bad = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/archive/add', payload: { id: Number(existing.id), association: ['没有职位'] }, lang: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/association/);
    expect((await api(t.app, tokens.rep2!, { method: 'POST', url: '/prod-api/archive/add', payload: { id: Number(existing.id), nativePlace: '江苏' } })).statusCode).toBe(404);
  });

  it('lists the other practice sites, linked to a known hospital when it matches', async () => {
    const [known] = rowsOf<{ name: string }>(await t.app.db.execute(sql`select name from hospital where tenant_id = 1 and id <> ${existing.hospital_id} limit 1`));
    await api(t.app, tokens.rep!, {
      method: 'POST',
      url: '/prod-api/archive/add',
      payload: {
        id: Number(existing.id),
        servingHospital: [
          { hospital: known!.name, department: '心内科' },
          { hospital: '某私立诊所', department: '' },
        ],
      },
    });
    const works = await api(t.app, tokens.rep!, { url: `/prod-api/doctor/get/other/works/${existing.id}` });
    expect(works.json().result).toEqual([
      { hospital: known!.name, department: '心内科', hospitalLevel: null, hospitalId: expect.any(Number) },
      { hospital: '某私立诊所', department: '', hospitalLevel: null, hospitalId: null },
    ]);
  });

  it('answers the doctor’s level per product with indications and the drug’s status at the hospital', async () => {
    const response = await api(t.app, tokens.rep!, { url: `/prod-api/doctor/get/product/leve/${existing.id}` });
    expect(response.statusCode).toBe(200);
    const levels = response.json().result;
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) {
      expect(['A', 'B', 'C', 'D']).toContain(level.level);
      expect(level.indications.length).toBeGreaterThan(0);
      expect(['LISTED', 'IN_PROGRESS', 'TEMPORARY', 'NOT_LISTED', null]).toContain(level.procurementStatus);
    }
    expect((await api(t.app, tokens.rep2!, { url: `/prod-api/doctor/get/product/leve/${existing.id}` })).statusCode).toBe(404);
  });
});
