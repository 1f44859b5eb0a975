import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

interface Term {
  id: number;
  groupId: number | null;
  value: string;
  kind: 'SYSTEM' | 'PERSONAL';
  isRuleBased: boolean;
  addedBy: { id: number; firstName: string } | null;
}
interface Group {
  id: number;
  code: string;
  isRuleBased: boolean;
  terms: Term[];
}

describe('tags', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let doctorId: number;
  let colleagueDoctorId: number;
  const get = (user: string, url: string) => api(t.app, tokens[user]!, { url });
  const call = (user: string, method: 'POST' | 'PUT', url: string, payload?: unknown, lang?: string) =>
    api(t.app, tokens[user]!, { method, url, ...(payload === undefined ? {} : { payload }), ...(lang ? { lang } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const user of ['rep', 'rep2', 'manager', 'reader']) tokens[user] = (await login(t.app, user)).access_token;
    tokens.repB = (await login(t.app, 'rep', TENANT_B)).access_token;
    const kol = rowsOf<{ id: number }>(
      await t.app.db.execute(sql`select d.id from doctor d join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-1' and d.tenant_id = 1 and d.doctor_type = 'KOL' order by d.id limit 1`),
    )[0]!;
    doctorId = Number(kol.id);
    const other = rowsOf<{ id: number }>(
      await t.app.db.execute(sql`select d.id from doctor d join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-2' and d.tenant_id = 1 order by d.id limit 1`),
    )[0]!;
    colleagueDoctorId = Number(other.id);
  });
  afterAll(() => t.close());

  it('lists the system groups with their terms and the caller’s personal terms', async () => {
    const { groups, personal } = (await get('rep', '/prod-api/tag/term/find/user')).json().result as { groups: Group[]; personal: Term[] };
    expect(groups.map((g) => g.code)).toEqual(['SEGMENT', 'STANDING', 'POTENTIAL', 'INTEREST', 'ENGAGEMENT']);
    expect(groups.find((g) => g.code === 'SEGMENT')!.isRuleBased).toBe(true);
    expect(personal.map((p) => p.value)).toEqual(['周三上午门诊', '需二次拜访', '关注用药安全']);
    expect(personal.every((p) => p.kind === 'PERSONAL')).toBe(true);
    const group = (await get('rep', `/prod-api/tag/group/find/${groups[3]!.id}`)).json().result as Group;
    expect(group.terms.map((term) => term.value)).toContain('睡眠障碍');
    expect((await api(t.app, tokens.repB!, { url: `/prod-api/tag/group/find/${groups[3]!.id}`, host: TENANT_B })).statusCode).toBe(404);
  });

  it('applies rule-defined tags by their rules', async () => {
    const system = (await get('rep', `/prod-api/doctor/find/${doctorId}/system`)).json().result as Term[];
    expect(system.map((term) => term.value)).toContain('KOL专家');
    expect(system.every((term) => term.isRuleBased && term.addedBy === null)).toBe(true);
    const relation = (await call('rep', 'POST', '/prod-api/group/rules/find/relation/', { doctorIds: [doctorId, colleagueDoctorId] })).json().result;
    // The colleague's doctor is outside the rep's range: it is left out.
    expect(relation).toHaveLength(1);
    expect(relation[0]).toMatchObject({
      doctorId,
      terms: expect.arrayContaining([expect.objectContaining({ value: 'KOL专家', groupName: '医生分层', groupNameEn: 'Doctor segment' })]),
    });
    // The path as the API document names it, without the spec's trailing slash, answers the same.
    const documented = (await call('rep', 'POST', '/prod-api/group/rules/find/relation', { doctorIds: [doctorId, colleagueDoctorId] })).json().result;
    expect(documented).toEqual(relation);
  });

  it('creates personal terms, puts them on a doctor and takes them off', async () => {
    const created = (await call('rep', 'POST', `/prod-api/tag/personal/add/${encodeURIComponent('喜欢学术会议')}`)).json().result as Term;
    expect(created).toMatchObject({ value: '喜欢学术会议', kind: 'PERSONAL' });
    const again = (await call('rep', 'POST', `/prod-api/tag/personal/add/${encodeURIComponent('喜欢学术会议')}`)).json().result as Term;
    expect(again.id).toBe(created.id);
    const added = (await call('rep', 'POST', `/prod-api/customer/tag/add/${doctorId}?addedValue=${encodeURIComponent('午休后方便拜访')}&mobileTagType=PERSONAL`)).json()
      .result as Term;
    expect(added).toMatchObject({ value: '午休后方便拜访', kind: 'PERSONAL', addedBy: expect.objectContaining({ id: expect.any(Number) }) });
    const personal = (await get('rep', `/prod-api/doctor/find/${doctorId}/personal`)).json().result as Term[];
    expect(personal.map((term) => term.value)).toContain('午休后方便拜访');
    const uses = (await get('rep', '/prod-api/tag/personal/find')).json().result as Array<Term & { uses: number }>;
    expect(uses.find((term) => term.id === added.id)!.uses).toBe(1);
    const removed = (await call('rep', 'POST', `/prod-api/customer/tag/delete/${added.id}?mobileTagType=PERSONAL`, [doctorId])).json().result;
    expect(removed).toEqual({ removed: 1 });
    expect(((await get('rep', `/prod-api/doctor/find/${doctorId}/personal`)).json().result as Term[]).map((term) => term.id)).not.toContain(added.id);
  });

  it('keeps personal tags private, and refuses changes to another rep’s', async () => {
    const repTerms = (await get('rep', '/prod-api/tag/personal/find')).json().result as Term[];
    await call('rep', 'PUT', `/prod-api/doctor/update/personalTerm/${doctorId}`, [repTerms[0]!.id]);
    const managerView = (await get('manager', `/prod-api/doctor/find/${doctorId}/personal`)).json().result as Term[];
    expect(managerView).toEqual([]);
    const stolen = await call('manager', 'PUT', `/prod-api/doctor/update/personalTerm/${doctorId}`, [repTerms[0]!.id], 'en');
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().message).toBe('You can only change your own personal tags');
    const deleted = await call('manager', 'POST', `/prod-api/customer/tag/delete/${repTerms[0]!.id}?mobileTagType=PERSONAL`, [doctorId]);
    expect(deleted.statusCode).toBe(403);
    expect(((await get('rep', `/prod-api/doctor/find/${doctorId}/personal`)).json().result as Term[]).map((term) => term.id)).toEqual([repTerms[0]!.id]);
  });

  it('sets the hand-applied system tags, shows who added them, and refuses rule tags', async () => {
    const { groups } = (await get('rep', '/prod-api/tag/term/find/user')).json().result as { groups: Group[] };
    const interest = groups.find((g) => g.code === 'INTEREST')!.terms;
    const rule = groups.find((g) => g.code === 'SEGMENT')!.terms[0]!;
    const set = await call('rep', 'PUT', `/prod-api/doctor/update/term/${doctorId}`, [interest[0]!.id, interest[1]!.id]);
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json().result as Term[]).map((term) => term.id).sort()).toEqual([interest[0]!.id, interest[1]!.id].sort());
    const staff = (await get('manager', `/prod-api/doctor/find/staff/${doctorId}`)).json().result as Term[];
    expect(staff.every((term) => term.addedBy?.firstName)).toBe(true);
    const replaced = (await call('rep', 'PUT', `/prod-api/doctor/update/term/${doctorId}`, [interest[2]!.id])).json().result as Term[];
    expect(replaced.map((term) => term.id)).toEqual([interest[2]!.id]);
    const notTag = (await get('rep', `/prod-api/doctor/find/notTag/${doctorId}`)).json().result as Term[];
    expect(notTag.map((term) => term.id)).toContain(interest[0]!.id);
    expect(notTag.map((term) => term.id)).not.toContain(interest[2]!.id);
    expect(notTag.some((term) => term.isRuleBased)).toBe(false);
    const ruleChange = await call('rep', 'PUT', `/prod-api/doctor/update/term/${doctorId}`, [rule.id], 'en');
    expect(ruleChange.statusCode).toBe(400);
    expect(ruleChange.json().message).toMatch(/maintained by their rules/);
    const systemAdd = (await call('rep', 'POST', `/prod-api/customer/tag/add/${doctorId}?addedValue=${interest[3]!.id}&mobileTagType=SYSTEM`)).json().result as Term;
    expect(systemAdd).toMatchObject({ id: interest[3]!.id, kind: 'SYSTEM', isRuleBased: false });
    expect((await call('reader', 'PUT', `/prod-api/doctor/update/term/${doctorId}`, [interest[0]!.id])).statusCode).toBe(403);
  });

  it('filters doctor lists by tag', async () => {
    const { groups } = (await get('rep', '/prod-api/tag/term/find/user')).json().result as { groups: Group[] };
    const interest = groups.find((g) => g.code === 'INTEREST')!.terms[3]!;
    const tagged = (await call('rep', 'POST', '/prod-api/doctor/search', { listType: 'MY_CUSTOMER', tagTermIds: [interest.id], size: 100 })).json().result;
    expect(tagged.content.map((d: { id: number }) => d.id)).toContain(doctorId);
  });

  it('answers 404 for doctors out of range or of another tenant, and 400 for bad input', async () => {
    expect((await get('rep2', `/prod-api/doctor/find/${doctorId}/system`)).statusCode).toBe(404);
    expect((await get('rep2', `/prod-api/doctor/find/notTag/${doctorId}`)).statusCode).toBe(404);
    expect((await api(t.app, tokens.repB!, { url: `/prod-api/doctor/find/staff/${doctorId}`, host: TENANT_B })).statusCode).toBe(404);
    expect((await call('rep2', 'POST', `/prod-api/customer/tag/add/${doctorId}?addedValue=x`)).statusCode).toBe(404);
    const badType = await call('rep', 'POST', `/prod-api/customer/tag/add/${doctorId}?addedValue=x&mobileTagType=TEAM`, undefined, 'en');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toMatch(/mobileTagType/);
    const badBody = await call('rep', 'PUT', `/prod-api/doctor/update/term/${doctorId}`, { termIds: [1] }, 'en');
    expect(badBody.statusCode).toBe(400);
    const longTag = await call('rep', 'POST', `/prod-api/tag/personal/add/${'长'.repeat(30)}`, undefined, 'en');
    expect(longTag.statusCode).toBe(400);
    expect(longTag.json().message).toMatch(/termValue/);
  });
});
