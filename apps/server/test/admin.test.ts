import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, tokenRequest, TENANT_A, TENANT_B, type TestApp } from './helpers';

const BASE = '/prod-api/API-SYSTEM';

describe('admin console API', () => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await login(t.app, 'admin')).access_token;
    adminB = (await login(t.app, 'admin', TENANT_B)).access_token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin, lang?: string) =>
    api(t.app, token, { method, url: `${BASE}${url}`, payload, lang, host: token === adminB ? TENANT_B : TENANT_A });

  async function roleId(code: string) {
    const roles = (await call('GET', '/admin/role/list')).json().result as Array<{ id: number; code: string }>;
    return roles.find((r) => r.code === code)!.id;
  }

  it('refuses every admin route to a non-admin with 403', async () => {
    const rep = (await login(t.app, 'rep')).access_token;
    const routes: Array<[string, string]> = [
      ['GET', '/admin/user/page'],
      ['POST', '/admin/user'],
      ['GET', '/admin/role/list'],
      ['POST', '/admin/role'],
      ['GET', '/admin/org/tree'],
      ['POST', '/admin/org'],
      ['GET', '/admin/menu/tree'],
      ['POST', '/admin/menu'],
      ['GET', '/admin/language/page'],
      ['POST', '/admin/language'],
      ['GET', '/admin/dict/type/list'],
      ['POST', '/admin/dict/data'],
      ['GET', '/admin/audit/page'],
      ['PUT', '/admin/user/1/status'],
      ['DELETE', '/admin/org/1'],
    ];
    for (const [method, url] of routes) {
      const response = await call(method as 'GET', url, method === 'GET' || method === 'DELETE' ? undefined : {}, rep);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses every admin-console route, whatever its method, to a non-admin with 403', async () => {
    const rep = (await login(t.app, 'rep')).access_token;
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const adminRoutes = Object.entries(paths)
      .filter(([path]) => path.startsWith(`${BASE}/admin/`))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')] as const));
    expect(adminRoutes.length).toBeGreaterThan(30);
    for (const [method, url] of adminRoutes) {
      const response = await api(t.app, rep, { method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // The audit trail offers no way to change or remove a record.
    expect(adminRoutes.filter(([method, url]) => url.includes('/admin/audit') && method !== 'GET')).toEqual([]);
  });

  it('creates a user with a role who can then sign in and sees that role’s menus; refuses missing password or role', async () => {
    const repRole = await roleId('rep');
    const noRole = await call('POST', '/admin/user', { username: 'new.rep', firstName: '新代表', password: 'Welcome2026', roleIds: [] }, admin, 'en');
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().message).toBe('User role is required');
    const noPassword = await call('POST', '/admin/user', { username: 'new.rep', firstName: '新代表', password: '', roleIds: [repRole] }, admin, 'en');
    expect(noPassword.json().message).toBe('Password is required');
    const created = await call('POST', '/admin/user', {
      username: 'new.rep',
      firstName: '新代表',
      email: 'new.rep@kangning.example.com',
      password: 'Welcome2026',
      roleIds: [repRole],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().result).toMatchObject({ username: 'new.rep', roleIds: [repRole], enabled: true });
    const duplicate = await call('POST', '/admin/user', { username: 'new.rep', firstName: 'x', password: 'Welcome2026', roleIds: [repRole] });
    expect(duplicate.json().message).toBe('登录名 new.rep 已存在');
    const tokens = await login(t.app, 'new.rep', TENANT_A, 'Welcome2026');
    // The password an administrator set is changed at first sign-in before anything else.
    const changed = await api(t.app, tokens.access_token, {
      method: 'PUT',
      url: `${BASE}/user/profile/password`,
      payload: { oldPassword: 'Welcome2026', newPassword: 'OwnChoice2026', confirmPassword: 'OwnChoice2026' },
    });
    expect(changed.statusCode).toBe(200);
    const menus = (await api(t.app, tokens.access_token, { url: `${BASE}/menu/all/tree` })).json().result as Array<{ path: string }>;
    expect(menus.map((m) => m.path)).toContain('customer');
  });

  it('removing a menu grant takes effect on the user’s next request', async () => {
    const rep = (await login(t.app, 'rep')).access_token;
    const menuPaths = async () => ((await api(t.app, rep, { url: `${BASE}/menu/all/tree` })).json().result as Array<{ path: string }>).map((m) => m.path);
    expect(await menuPaths()).toContain('task');
    const repRoleId = await roleId('rep');
    const role = (await call('GET', `/admin/role/${repRoleId}`)).json().result;
    const tree = (await call('GET', '/admin/menu/tree')).json().result as Array<{ id: number; path: string; children: unknown[] }>;
    const taskIds = new Set<number>();
    const collect = (node: { id: number; children: unknown[] }) => {
      taskIds.add(node.id);
      (node.children as Array<{ id: number; children: unknown[] }>).forEach(collect);
    };
    collect(tree.find((m) => m.path === 'task')!);
    const updated = await call('PUT', `/admin/role/${repRoleId}`, { ...role, menuIds: role.menuIds.filter((id: number) => !taskIds.has(id)) });
    expect(updated.statusCode).toBe(200);
    expect(await menuPaths()).not.toContain('task');
  });

  it('requires both role names', async () => {
    const response = await call('POST', '/admin/role', { code: 'auditor', name: '', nameEn: 'Auditor', dataRange: 'all' }, admin, 'en');
    expect(response.json().message).toBe('Role name is required');
    const english = await call('POST', '/admin/role', { code: 'auditor', name: '审计员', nameEn: '', dataRange: 'all' });
    expect(english.json().message).toBe('请输入角色英文名称');
  });

  it('deletes an organization together with all its sub-organizations', async () => {
    const tree = (await call('GET', '/admin/org/tree')).json().result;
    const sales = tree[0].children.find((o: { code: string }) => o.code === 'SALES');
    const west = sales.children.find((o: { code: string }) => o.code === 'R-WEST');
    const response = await call('DELETE', `/admin/org/${west.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.deleted).toBe(1 + 2 + 6); // region, its two districts, six territories
    const after = (await call('GET', '/admin/org/tree')).json().result[0].children.find((o: { code: string }) => o.code === 'SALES');
    expect(after.children.map((o: { code: string }) => o.code)).not.toContain('R-WEST');
  });

  it('serves language entries as run-time overrides of interface strings in each language', async () => {
    const zh = await call('POST', '/admin/language', { type: 'shell', key: 'menu.home', lang: 'zh', content: '工作台首页' });
    expect(zh.statusCode).toBe(200);
    await call('POST', '/admin/language', { type: 'shell', key: 'menu.home', lang: 'en', content: 'Home base' });
    const overrides = await api(t.app, null, { url: `${BASE}/i18n/overrides?lang=en` });
    expect(overrides.json().result).toEqual({ shell: { 'menu.home': 'Home base' } });
    const otherTenant = await api(t.app, null, { url: `${BASE}/i18n/overrides?lang=en`, host: TENANT_B });
    expect(otherTenant.json().result).toEqual({});
  });

  it('maintains dictionaries in both languages', async () => {
    const created = await call('POST', '/admin/dict/data', { dictKey: 'visitType', code: 'CONGRESS', label: '学术会议拜访', labelEn: 'Congress visit' });
    expect(created.statusCode).toBe(200);
    const rep = (await login(t.app, 'rep2')).access_token;
    const items = (await api(t.app, rep, { method: 'POST', url: `${BASE}/dict/data/find`, payload: ['visitType'] })).json().result.visitType;
    expect(items.map((i: { code: string }) => i.code)).toContain('CONGRESS');
    const unknownType = await call('POST', '/admin/dict/data', { dictKey: 'nope', code: 'X', label: 'x', labelEn: 'x' });
    expect(unknownType.statusCode).toBe(400);
  });

  it('disabling a user ends their sessions and stops sign-in; an admin cannot disable themself', async () => {
    const users = (await call('GET', '/admin/user/page?keyword=reader')).json().result.content;
    const reader = users.find((u: { username: string }) => u.username === 'reader');
    const session = await login(t.app, 'reader');
    expect((await call('PUT', `/admin/user/${reader.id}/status`, { enabled: false })).statusCode).toBe(200);
    expect((await api(t.app, session.access_token, { url: `${BASE}/user/info` })).statusCode).toBe(401);
    expect((await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'reader', password: 'Demo@2026' })).statusCode).toBe(400);
    const me = (await api(t.app, admin, { url: `${BASE}/user/info` })).json().result;
    expect((await call('PUT', `/admin/user/${me.id}/status`, { enabled: false })).statusCode).toBe(400);
  });

  it('answers 404 for another tenant’s ids', async () => {
    const usersB = (await call('GET', '/admin/user/page?keyword=rep2', undefined, adminB)).json().result.content;
    const rep2B = usersB.find((u: { username: string }) => u.username === 'rep2');
    expect((await call('GET', `/admin/user/${rep2B.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/admin/user/${rep2B.id}/status`, { enabled: false })).statusCode).toBe(404);
    const rolesB = (await call('GET', '/admin/role/list', undefined, adminB)).json().result;
    expect((await call('DELETE', `/admin/role/${rolesB[0].id}`)).statusCode).toBe(404);
    const orgB = (await call('GET', '/admin/org/tree', undefined, adminB)).json().result[0];
    expect((await call('DELETE', `/admin/org/${orgB.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another tenant’s menus, language entries, dictionaries, organizations, roles and users', async () => {
    const menuB = (await call('GET', '/admin/menu/tree', undefined, adminB)).json().result[0];
    const menuPayload = { parentId: null, type: 'MENU', name: '菜单', nameEn: 'Menu', code: 'x-menu', path: 'x', sort: 0, isHidden: false, status: true, attributes: [] };
    expect((await call('PUT', `/admin/menu/${menuB.id}`, menuPayload)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/menu/${menuB.id}`)).statusCode).toBe(404);
    const entryB = (await call('POST', '/admin/language', { type: 'layout', key: 'logout', lang: 'zh', content: '离开' }, adminB)).json().result;
    expect((await call('PUT', `/admin/language/${entryB.id}`, { content: '改' })).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/language/${entryB.id}`)).statusCode).toBe(404);
    const typeB = (await call('GET', '/admin/dict/type/list', undefined, adminB)).json().result[0];
    expect((await call('PUT', `/admin/dict/type/${typeB.id}`, { name: '改', nameEn: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/dict/type/${typeB.id}`)).statusCode).toBe(404);
    const dataB = (await call('GET', `/admin/dict/data?dictKey=${typeB.dictKey}`, undefined, adminB)).json().result[0];
    expect((await call('PUT', `/admin/dict/data/${dataB.id}`, { label: '改', labelEn: 'x', sort: 0, enabled: true })).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/dict/data/${dataB.id}`)).statusCode).toBe(404);
    const orgB = (await call('GET', '/admin/org/tree', undefined, adminB)).json().result[0];
    expect((await call('PUT', `/admin/org/${orgB.id}`, { name: 'x', code: 'X-ORG', type: 'company', parentId: null })).statusCode).toBe(404);
    const roleB = (await call('GET', '/admin/role/list', undefined, adminB)).json().result[0];
    expect((await call('GET', `/admin/role/${roleB.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/admin/role/${roleB.id}`, { code: 'x', name: 'x', nameEn: 'x', dataRange: 'all' })).statusCode).toBe(404);
    const userB = (await call('GET', '/admin/user/page', undefined, adminB)).json().result.content[0];
    expect((await call('PUT', `/admin/user/${userB.id}/password`, { password: 'Welcome2026' })).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/user/${userB.id}`)).statusCode).toBe(404);
    // Nothing of tenant B changed.
    expect((await call('GET', '/admin/menu/tree', undefined, adminB)).json().result[0].name).toBe(menuB.name);
    expect((await call('GET', `/admin/dict/data?dictKey=${typeB.dictKey}`, undefined, adminB)).json().result[0].label).toBe(dataB.label);
  });

  it('records every export a signed-in user takes away as a file', async () => {
    const exported = await api(t.app, admin, { url: '/prod-api/doctor/verify/download' });
    expect(exported.statusCode).toBe(200);
    const visits = await api(t.app, admin, { url: '/prod-api/v2/visit/export?scope=my' });
    expect(visits.statusCode).toBe(200);
    const records = (await call('GET', '/admin/audit/page?action=export&size=50')).json().result.content as Array<{ entityType: string; summary: string; actorName: string }>;
    expect(records.some((r) => r.entityType.includes('/doctor/verify/download') && r.actorName === 'admin')).toBe(true);
    // A route that records its own export is not recorded twice.
    expect(records.filter((r) => r.entityType === 'visit')).toHaveLength(1);
  });

  it('records logins, failed logins and admin changes in an audit trail that cannot be changed', async () => {
    await tokenRequest(t.app, TENANT_A, { grant_type: 'password', username: 'manager', password: 'wrong' });
    const page = (await call('GET', '/admin/audit/page?size=200')).json().result;
    const actions = page.content.map((r: { action: string }) => r.action);
    for (const action of ['login.success', 'login.failure', 'admin.user.create', 'admin.role.update', 'admin.org.delete', 'admin.language.create', 'admin.user.disable']) {
      expect(actions).toContain(action);
    }
    const failure = page.content.find((r: { action: string }) => r.action === 'login.failure');
    expect(failure).toMatchObject({ actorName: 'manager', actorId: null });
    expect(failure.remoteAddress).toBeTruthy();
    const onlyAdmin = (await call('GET', '/admin/audit/page?action=admin.org')).json().result;
    expect(onlyAdmin.content.every((r: { action: string }) => r.action.startsWith('admin.org'))).toBe(true);
    // Neither the product nor a direct statement can rewrite history.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await refusal(t.app.db.execute(sql`update audit_log set summary = 'tampered'`))).toMatch(/cannot be changed/);
    expect(await refusal(t.app.db.execute(sql`delete from audit_log`))).toMatch(/cannot be changed/);
    const otherTenant = (await call('GET', '/admin/audit/page?size=200', undefined, adminB)).json().result.content;
    expect(otherTenant.some((r: { actorName: string; action: string }) => r.action === 'admin.user.create')).toBe(false);
  });
});

describe('moving an organization', () => {
  it('carries its doctors, visits and tasks along, so the new line of managers sees them', async () => {
    const t = await buildTestApp();
    try {
      const admin = (await login(t.app, 'admin')).access_token;
      const northManager = (await login(t.app, 'rm.north')).access_token;
      const teamVisits = async () =>
        (await api(t.app, northManager, { method: 'POST', url: '/prod-api/v2/visit/find/team/page?size=1', payload: {} })).json().result.totalElements as number;
      const myCustomers = async () => (await api(t.app, northManager, { method: 'POST', url: '/prod-api/doctor/search', payload: { type: 'MY_CUSTOMER' } })).json().result;
      const before = await teamVisits();
      const doctorsBefore = await myCustomers();
      const tree = (await api(t.app, admin, { url: `${BASE}/admin/org/tree` })).json().result;
      const regions = tree[0].children.find((o: { code: string }) => o.code === 'SALES').children;
      const north = regions.find((o: { code: string }) => o.code === 'R-NORTH');
      const shanghai = regions.find((o: { code: string }) => o.code === 'R-EAST').children.find((o: { code: string }) => o.code === 'D-SH1');
      const moved = await api(t.app, admin, { method: 'PUT', url: `${BASE}/admin/org/${shanghai.id}`, payload: { ...shanghai, parentId: north.id } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await teamVisits()).toBeGreaterThan(before);
      const doctorsAfter = await myCustomers();
      expect(doctorsAfter.totalElements).toBeGreaterThan(doctorsBefore.totalElements);
      const cycle = await api(t.app, admin, { method: 'PUT', url: `${BASE}/admin/org/${north.id}`, payload: { ...north, parentId: shanghai.id } });
      expect(cycle.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
