import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabel, isAuditAction } from '@crm/shared/audit-messages';
import { api, buildTestApp, login, tokenRequest, TENANT_A, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

const BASE = '/prod-api/API-SYSTEM';
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

interface Row {
  id: number;
  action: string;
  actionLabel: string;
  entityType: string | null;
  entityLabel: string | null;
  summary: string;
  detail: Record<string, unknown> | null;
}

/** Every source file of the server, for the codes its audit records use. */
function serverSources(): Array<{ file: string; text: string }> {
  const root = path.resolve(import.meta.dirname, '../src');
  return (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
}

describe('every audit action has a label', () => {
  const writers = serverSources().filter(({ text }) => /\brecordAudit\(|\bsaveAudited\(/.test(text));

  it('in both languages for each code a record is written with', () => {
    const used = new Set<string>();
    for (const { file, text } of writers) {
      // The action of a record is a code written out, never built: `action: '…'` (maybe in a ternary) or a master-data kind's `create:`/`update:`.
      expect(text, `${file} builds an audit action from a template`).not.toMatch(/\baction: `/);
      for (const [, expression] of text.matchAll(/\baction: ([^,\n]+)/g)) {
        if (expression!.includes(' | ')) continue; // a parameter's type, not a record's action
        const outcomes = expression!.slice(expression!.indexOf('?') + 1); // of a ternary, its two outcomes, not its condition
        for (const [, code] of outcomes.matchAll(/'([a-z][\w.]*)'/g)) used.add(code!);
      }
      for (const [, code] of text.matchAll(/\b(?:create|update): '([a-z]+\.[\w.]+)'/g)) used.add(code!);
    }
    expect(used.size).toBeGreaterThan(50);
    const unlabelled = [...used].filter((code) => !isAuditAction(code));
    expect(unlabelled, 'codes recorded without a label in packages/shared/src/audit-messages.json').toEqual([]);
    for (const code of AUDIT_ACTIONS) {
      expect(auditActionLabel(code, 'zh')).toMatch(CJK);
      expect(auditActionLabel(code, 'en')).not.toMatch(CJK);
    }
  });

  it('and an action not known yet reads as its group and words, not as its code', () => {
    expect(auditActionLabel('admin.widget.archiveAll', 'en')).toBe('Administration: widget archive all');
    expect(auditActionLabel('admin.widget.archiveAll', 'zh')).toBe('系统管理：widget archive all');
    expect(auditActionLabel('sample.dispatch', 'en')).toBe('sample: dispatch');
  });
});

describe('the audit trail in the reader’s language', () => {
  let t: TestApp;
  let admin: string;
  let firstId: number;
  let doctorName: string;

  const trail = async (lang: string, query = 'size=200') =>
    ((await api(t.app, admin, { url: `${BASE}/admin/audit/page?${query}`, lang })).json().result.content as Row[]).filter((row) => row.id >= firstId);

  beforeAll(async () => {
    t = await buildTestApp();
    const [last] = rowsOf<{ id: number }>(await t.app.db.execute(sql`select coalesce(max(id), 0)::int as id from audit_log`));
    firstId = last!.id + 1;
    admin = (await login(t.app, 'admin')).access_token;
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => api(t.app, admin, { method, url: `${BASE}${url}`, payload });

    await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'manager', password: 'wrong' });
    const role = await call('POST', '/admin/role', { code: 'trailreader', name: '审计员', nameEn: 'Auditor', dataRange: 'all' });
    expect(role.statusCode, role.body).toBe(200);
    const user = await call('POST', '/admin/user', { username: 'trail.reader', firstName: '审读员', password: 'Welcome2026', roleIds: [role.json().result.id] });
    expect(user.statusCode, user.body).toBe(200);
    expect((await call('PUT', `/admin/user/${user.json().result.id}/status`, { enabled: false })).statusCode).toBe(200);
    const org = await call('POST', '/admin/org', { name: '审计部', nameEn: 'Audit office', code: 'AUDIT-OFFICE', type: 'company', parentId: null });
    expect(org.statusCode, org.body).toBe(200);
    expect((await call('DELETE', `/admin/org/${org.json().result.id}`)).statusCode).toBe(200);
    expect((await call('POST', '/admin/dict/data', { dictKey: 'visitType', code: 'TRAIL', label: '审计拜访', labelEn: 'Trail visit' })).statusCode).toBe(200);
    expect((await api(t.app, admin, { url: '/prod-api/v2/visit/export?scope=my', lang: 'en' })).statusCode).toBe(200);
    const [ledger] = rowsOf<{ doctor_id: number; year: number; name: string }>(
      await t.app.db.execute(
        sql`select t.doctor_id, t.year, d.name from transfer_of_value t join doctor d on d.id = t.doctor_id join enterprise e on e.id = t.tenant_id where e.domain = ${TENANT_A} order by t.id limit 1`,
      ),
    );
    doctorName = ledger!.name;
    expect((await api(t.app, admin, { url: `/prod-api/meeting/tov/doctor/${ledger!.doctor_id}/export?year=${ledger!.year}`, lang: 'en' })).statusCode).toBe(200);
    // A record written before summaries were messages, and one of an action the catalogue does not know.
    await t.app.db.execute(sql`insert into audit_log (tenant_id, actor_id, actor_name, action, summary)
      select id, null, 'admin', 'admin.user.update', '修改用户 legacy' from enterprise where domain = ${TENANT_A}`);
    await t.app.db.execute(sql`insert into audit_log (tenant_id, actor_id, actor_name, action, summary, detail)
      select id, null, 'admin', 'admin.widget.archive', '归档', '{"message":{"key":"comment","params":{"comment":"w-1"}}}'::jsonb from enterprise where domain = ${TENANT_A}`);
  });
  afterAll(() => t.close());

  it('answers English labels and summaries, with no Chinese but people’s names', async () => {
    const rows = await trail('en');
    const actions = rows.map((row) => row.action);
    for (const action of [
      'login.failure',
      'login.success',
      'admin.role.create',
      'admin.user.create',
      'admin.user.disable',
      'admin.org.create',
      'admin.org.delete',
      'admin.dict.createData',
      'export',
    ]) {
      expect(actions).toContain(action);
    }
    const fresh = rows.filter((row) => row.summary !== '修改用户 legacy');
    for (const row of fresh) {
      expect(row.actionLabel, row.action).not.toMatch(CJK);
      expect(row.actionLabel).not.toBe(row.action);
      expect(row.entityLabel ?? '', row.action).not.toMatch(CJK);
      expect(row.summary.replace(doctorName, ''), `${row.action}: ${row.summary}`).not.toMatch(CJK);
      expect(row.detail?.message, 'the stored message is rendered, not shown').toBeUndefined();
    }
    const by = (action: string) => rows.find((row) => row.action === action)!;
    expect(by('login.failure')).toMatchObject({ actionLabel: 'Failed sign-in', summary: 'Sign-in failed: manager (Invalid user credentials)', entityLabel: 'User' });
    expect(by('admin.role.create')).toMatchObject({ actionLabel: 'Created a role', summary: 'Created role Auditor' });
    expect(by('admin.user.disable').summary).toBe('Disabled user trail.reader');
    expect(by('admin.org.delete').summary).toBe('Deleted organization Audit office (sub-organizations deleted with it: 0)');
    expect(by('admin.dict.createData').summary).toBe('Added dictionary item visitType.TRAIL');
    expect(rows.find((row) => row.entityType === 'visit')).toMatchObject({ actionLabel: 'Export', entityLabel: 'Visits', summary: 'Exported visits (mine)' });
    expect(rows.find((row) => row.entityType === 'transfer_of_value')!.summary).toMatch(new RegExp(`^Transfer-of-value ledger \\d{4} ${doctorName}$`));
    // What was stored before stays as it was; an action not known yet still reads as words.
    expect(rows.find((row) => row.summary === '修改用户 legacy')).toMatchObject({ actionLabel: 'Changed a user' });
    expect(by('admin.widget.archive')).toMatchObject({ actionLabel: 'Administration: widget archive', summary: 'w-1' });
  });

  it('answers Chinese that reads as the summaries always did', async () => {
    const rows = await trail('zh-CN');
    const by = (action: string) => rows.find((row) => row.action === action)!;
    expect(by('login.failure')).toMatchObject({ actionLabel: '登录失败', summary: '登录失败：manager（用户名或密码错误）', entityLabel: '用户' });
    expect(by('login.success')).toMatchObject({ actionLabel: '登录成功', summary: '登录成功：admin' });
    expect(by('admin.role.create')).toMatchObject({ actionLabel: '创建角色', summary: '创建角色 审计员' });
    expect(by('admin.user.create').summary).toBe('创建用户 trail.reader');
    expect(by('admin.user.disable').summary).toBe('停用用户 trail.reader');
    expect(by('admin.org.delete').summary).toBe('删除组织 审计部 及其 0 个下级组织');
    expect(rows.find((row) => row.entityType === 'visit')).toMatchObject({ actionLabel: '导出', entityLabel: '拜访记录', summary: '导出拜访记录（我的）' });
    // The stored text is the Chinese rendering, as before.
    const stored = rowsOf<{ summary: string }>(await t.app.db.execute(sql`select summary from audit_log where id >= ${firstId} and action = 'admin.user.disable'`));
    expect(stored.map((row) => row.summary)).toEqual(['停用用户 trail.reader']);
  });

  it('finds a record by a name in its summary whichever language the name is in', async () => {
    for (const keyword of ['Auditor', '审计员']) {
      const rows = await trail('en', `size=50&keyword=${encodeURIComponent(keyword)}`);
      expect(
        rows.map((row) => row.action),
        keyword,
      ).toEqual(['admin.role.create']);
    }
  });
});
