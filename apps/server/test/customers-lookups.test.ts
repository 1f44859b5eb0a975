import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

interface UserRow {
  id: number;
  username: string;
  orgName: string | null;
  roles: Array<{ code: string }>;
}

describe('user and system look-ups', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (user: string, url: string, lang?: string) => api(t.app, tokens[user]!, { url, ...(lang ? { lang } : {}), ...(user.endsWith('B') ? { host: TENANT_B } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const user of ['admin', 'manager', 'rep', 'rep2', 'marketing']) tokens[user] = (await login(t.app, user)).access_token;
    tokens.adminB = (await login(t.app, 'admin', TENANT_B)).access_token;
  });
  afterAll(() => t.close());

  it('lists users with their roles within the caller’s range, by role or name', async () => {
    const reps = (await get('manager', '/prod-api/user/findUserRoleList?roleCode=rep')).json().result;
    expect(reps.content.map((u: UserRow) => u.username).sort()).toEqual(['rep', 'rep.sh12', 'rep.sh13']);
    expect(reps.content[0].roles).toEqual([{ code: 'rep', name: '医药代表', nameEn: 'Sales representative' }]);
    const everyone = (await get('admin', '/prod-api/user/findUserRoleList?roleCode=rep&size=200')).json().result;
    expect(everyone.totalElements).toBe(24);
    const self = (await get('rep', '/prod-api/user/findUserRoleList')).json().result;
    expect(self.content.map((u: UserRow) => u.username)).toEqual(['rep']);
    const named = (await get('admin', '/prod-api/user/findUserRoleList?keyword=finance')).json().result;
    expect(named.content.map((u: UserRow) => u.username).sort()).toEqual(['finance', 'finance.ap']);
  });

  it('finds a user of the enterprise by id, not another enterprise’s', async () => {
    const rep = (await get('rep', '/prod-api/user/findUserRoleList')).json().result.content[0] as UserRow;
    const found = (await get('rep2', `/prod-api/user/findById?id=${rep.id}`)).json().result;
    expect(found).toMatchObject({ id: rep.id, username: 'rep', orgName: '上海一区1号辖区', roles: [{ code: 'rep' }] });
    expect((await get('adminB', `/prod-api/user/findById?id=${rep.id}`)).statusCode).toBe(404);
    const bad = await get('rep', '/prod-api/user/findById?id=me', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });

  it('answers the caller’s products with their indications', async () => {
    const rep = (await get('rep', '/prod-api/product/user/product/all')).json().result;
    expect(rep.map((p: { code: string }) => p.code)).toEqual(['P-ESC', 'P-VOR']);
    // The generic name in each language, for the screen of that language.
    expect(rep[0]).toMatchObject({ genericName: '艾司西酞普兰', genericNameEn: 'escitalopram' });
    expect(rep[0].indications.map((i: { nameEn: string }) => i.nameEn)).toEqual(['Major depressive disorder', 'Generalized anxiety disorder']);
    const marketing = (await get('marketing', '/prod-api/product/user/product/all')).json().result;
    expect(marketing).toHaveLength(5);
  });

  it('describes the doctor fields in both languages', async () => {
    const fields = (await get('rep', '/prod-api/field/all')).json().result;
    expect(fields.find((f: { field: string }) => f.field === 'hospitalLevel')).toEqual({
      field: 'hospitalLevel',
      label: '医院等级',
      labelEn: 'Hospital level',
      type: 'enum',
      dictKey: 'hospitalLevel',
      filterable: true,
      correctable: false,
    });
    expect(fields.filter((f: { filterable: boolean }) => f.filterable).map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['province', 'city', 'hospital', 'department', 'hospitalLevel', 'hasSales', 'procurementStatus', 'coverageStatus', 'lastVisitAt', 'channels']),
    );
  });

  it('lists library material of one type', async () => {
    const guidelines = (await get('rep', '/prod-api/library/findByMaterialType?materialType=GUIDELINE')).json().result;
    expect(guidelines.length).toBe(2);
    expect(guidelines.every((m: { materialType: string }) => m.materialType === 'GUIDELINE')).toBe(true);
    const bad = await get('rep', '/prod-api/library/findByMaterialType?materialType=MEME', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/materialType/);
  });

  it('files a data-correction request with the current value, shown on the business record', async () => {
    const [doctor] = rowsOf<{ id: number; mobile: string }>(
      await t.app.db.execute(sql`select d.id, d.mobile from doctor d join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-1' and d.tenant_id = 1 order by d.id desc limit 1`),
    );
    const filed = await get('rep', `/prod-api/correct/insert?doctorId=${doctor!.id}&field=mobile&newValue=13912345678&reason=${encodeURIComponent('医生更换了手机号')}`);
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().result).toMatchObject({ doctorId: Number(doctor!.id), field: 'mobile', oldValue: doctor!.mobile, newValue: '13912345678', status: 'PENDING' });
    const record = (await get('rep', `/prod-api/doctor/find/${doctor!.id}`)).json().result;
    expect(record.corrections[0]).toMatchObject({ field: 'mobile', newValue: '13912345678', reason: '医生更换了手机号' });
    const badField = await get('rep', `/prod-api/correct/insert?doctorId=${doctor!.id}&field=salary&newValue=1`, 'en');
    expect(badField.statusCode).toBe(400);
    expect(badField.json().message).toMatch(/field/);
    expect((await get('rep2', `/prod-api/correct/insert?doctorId=${doctor!.id}&field=mobile&newValue=1`)).statusCode).toBe(404);
  });
});
