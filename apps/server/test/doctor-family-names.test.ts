import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/**
 * A doctor is found by the characters of their name, its full pinyin and its initials alike, the
 * family name read as one: compound surnames (尉迟, 长孙, 万俟 moqi, 澹台 tantai, 单于 chanyu) and
 * the surname readings of characters that read otherwise in everyday words (单 shan, 种 chong).
 */
const NAMES: Record<string, string[]> = {
  尉迟恭: ['尉迟恭', '尉迟', '尉', 'yuchigong', 'yuchi', 'ycg'],
  长孙无忌: ['长孙无忌', '长孙', '长', 'zhangsunwuji', 'zhangsun', 'zswj'],
  万俟卨: ['万俟卨', '万俟', '万', 'moqixie', 'moqi', 'mqx'],
  澹台灭明: ['澹台灭明', '澹台', '澹', 'tantaimieming', 'tantai', 'ttmm'],
  欧阳修: ['欧阳修', '欧阳', '欧', 'ouyangxiu', 'oyx'],
  司马光: ['司马光', '司马', '司', 'simaguang', 'smg'],
  单于琼: ['单于琼', '单于', '单', 'chanyuqiong', 'chanyu', 'cyq'],
  单雄信: ['单雄信', '单', 'shanxiongxin', 'sxx'],
  种师道: ['种师道', '种', 'chongshidao', 'csd'],
  尉缭: ['尉缭', '尉', 'weiliao', 'wl'],
};

describe('doctors with compound and polyphonic family names', () => {
  let t: TestApp;
  let rep: string;
  const ids = new Map<string, number>();
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.app.db.execute(query));

  beforeAll(async () => {
    t = await buildTestApp();
    rep = (await login(t.app, 'rep')).access_token;
    const [place] = await rows<{ hospital_id: number; department_id: number }>(
      sql`select h.id as hospital_id, hd.id as department_id from hospital h join hospital_department hd on hd.hospital_id = h.id where h.tenant_id = 1 and h.city_code = '3101' order by h.id limit 1`,
    );
    for (const name of Object.keys(NAMES)) {
      const payload = {
        doctorName: name,
        hospitalId: Number(place!.hospital_id),
        hospitalDepartmentId: Number(place!.department_id),
        titleCode: 'ATTENDING',
        ignoreDuplicates: true,
      };
      const response = await api(t.app, rep, { method: 'POST', url: '/prod-api/doctor/add', payload });
      expect(response.statusCode, response.body).toBe(200);
      ids.set(name, response.json().result.doctor.id);
    }
  });
  afterAll(() => t.close());

  it('stores each name’s pinyin and initials with its family name read as one', async () => {
    const stored = await rows<{ name: string; name_pinyin: string; name_initials: string }>(
      sql`select name, name_pinyin, name_initials from doctor where id = any(${sql.param([...ids.values()])}::bigint[]) order by name`,
    );
    expect(Object.fromEntries(stored.map((row) => [row.name, `${row.name_pinyin} ${row.name_initials}`]))).toEqual({
      尉迟恭: 'yuchigong ycg',
      长孙无忌: 'zhangsunwuji zswj',
      万俟卨: 'moqixie mqx',
      澹台灭明: 'tantaimieming ttmm',
      欧阳修: 'ouyangxiu oyx',
      司马光: 'simaguang smg',
      单于琼: 'chanyuqiong cyq',
      单雄信: 'shanxiongxin sxx',
      种师道: 'chongshidao csd',
      尉缭: 'weiliao wl',
    });
  });

  it('finds each by its characters, family name, pinyin and initials in doctor/search and doctor/find/page', async () => {
    const missing: string[] = [];
    for (const [name, keywords] of Object.entries(NAMES)) {
      for (const keyword of keywords) {
        const searched = await api(t.app, rep, { method: 'POST', url: '/prod-api/doctor/search', payload: { listType: 'MY_CUSTOMER', keyword, size: 100 } });
        expect(searched.statusCode, searched.body).toBe(200);
        if (!searched.json().result.content.some((d: { id: number }) => d.id === ids.get(name))) missing.push(`doctor/search ${keyword} → ${name}`);
        const paged = await api(t.app, rep, { url: `/prod-api/doctor/find/page?size=100&keyword=${encodeURIComponent(keyword)}` });
        expect(paged.statusCode, paged.body).toBe(200);
        if (!paged.json().result.content.some((d: { id: number }) => d.id === ids.get(name))) missing.push(`doctor/find/page ${keyword} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
    // A family name's characters do not find another family's doctors.
    const yuchi = await api(t.app, rep, { method: 'POST', url: '/prod-api/doctor/search', payload: { listType: 'MY_CUSTOMER', keyword: '尉迟', size: 100 } });
    expect(yuchi.json().result.content.map((d: { id: number }) => d.id)).not.toContain(ids.get('尉缭'));
  });

  it('reads again the names stored before with the everyday reading of their family name (migration 0043)', async () => {
    const [hospital] = await rows<{ id: number }>(sql`select id from hospital where tenant_id = 1 order by id limit 1`);
    await t.app.db.execute(sql`insert into doctor (tenant_id, code, name, name_pinyin, name_initials, hospital_id)
      select 1, v.code, v.name, v.pinyin, v.initials, ${hospital!.id} from (values ('OLD1', '种谔', 'zhonge', 'ze'), ('OLD2', '单于豹', 'shanyubao', 'syb'),
        ('OLD3', '单超', 'shanchao', 'sc'), ('OLD4', '秘书', 'mishu', 'ms')) v(code, name, pinyin, initials)`);
    const migration = fs.readFileSync(path.join(import.meta.dirname, '../drizzle/0043_doctor_family_name_readings.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.app.db.execute(sql.raw(statement));
    const read = await rows<{ code: string; name_pinyin: string; name_initials: string }>(
      sql`select code, name_pinyin, name_initials from doctor where tenant_id = 1 and code like 'OLD%' order by code`,
    );
    expect(read.map((row) => `${row.code} ${row.name_pinyin} ${row.name_initials}`)).toEqual(['OLD1 chonge ce', 'OLD2 chanyubao cyb', 'OLD3 shanchao sc', 'OLD4 bishu bs']);
    const [forced] = await rows<{ forced: boolean }>(sql`select relforcerowsecurity as forced from pg_class where relname = 'doctor'`);
    expect(forced!.forced).toBe(true);
  });
});
