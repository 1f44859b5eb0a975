import { menuCatalog, type MenuCatalogEntry } from '@crm/shared/menu-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePermission } from '../src/platform/route-access';
import { api, buildTestApp, login, type TestApp } from './helpers';

/** Actions of a permission mark that only let one look. */
const READ_ACTIONS = new Set(['view', 'list', 'query', 'find', 'search', 'page', 'detail', 'read']);
/** POSTs that only read: searches whose filters do not fit a query string. */
const READ_ONLY_POSTS = [
  /\/doctor\/search$/,
  /\/v2\/visit\/find\/.*\/page$/,
  /\/find\/page$/,
  /\/page$/,
  /\/dict\/(data\/)?find(\/codeList)?$/,
  /\/doctor\/get\/hospital\/list$/,
  /\/doctorSpeaker\/findHospital$/,
  /\/group\/rules\/find\/relation\/?$/,
  /\/province\/area\/cityIds$/,
  /\/sales\/region(\/county)?$/,
];
/** GETs that change data, as the client calls them. */
const WRITING_GETS = [/\/correct\/insert$/, /\/bind\/friend\/list\/refresh\/:id$/, /\/tp\/bind\/sync\/external\/contact\/single$/];

describe('writes need write permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  /** A POST its contract declares read-only (a search with a body), or one of the older searches above. */
  const isWrite = (method: string, url: string, readOnly: boolean) =>
    (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && !readOnly && !READ_ONLY_POSTS.some((pattern) => pattern.test(url))) ||
    (method === 'GET' && WRITING_GETS.some((pattern) => pattern.test(url)));

  it('declares no view, list or query permission on a route that changes data', () => {
    const routes = t.app.routeAccessTable.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(200);
    const offenders = routes
      .filter((route) => isWrite(route.method, route.url, route.readOnly) && 'permission' in route.access)
      .filter((route) => READ_ACTIONS.has(String((route.access as { permission: string }).permission.split(':').at(-1))))
      .map((route) => `${route.method} ${route.url} → ${(route.access as { permission: string }).permission}`);
    expect(offenders).toEqual([]);
  });

  it('declares only permissions that some menu entry grants', () => {
    const marks = (entries: MenuCatalogEntry[]): string[] => entries.flatMap((entry) => [...(entry.permission ? [entry.permission] : []), ...marks(entry.children ?? [])]);
    const granted = new Set(marks(menuCatalog));
    const declared = (access: (typeof t.app.routeAccessTable)[number]['access']) => [...('permission' in access ? [access.permission] : []), ...(access.checks ?? [])];
    const orphans = new Set(t.app.routeAccessTable.flatMap((route) => declared(route.access).filter((permission) => !granted.has(permission))));
    expect([...orphans]).toEqual([]);
  });

  it('declares the permissions handlers check for some requests only, and refuses a check that is not declared', async () => {
    const checksOf = (method: string, url: string) => t.app.routeAccessTable.find((route) => route.method === method && route.url === url)?.access.checks;
    expect(checksOf('GET', '/prod-api/v2/visit/export')).toEqual(['visit:teamVisit:list']);
    expect(checksOf('POST', '/prod-api/doctor/search')).toEqual(['customer:follow:list', 'customer:doctor:list', 'customer:allDoctor:list']);
    expect(checksOf('POST', '/prod-api/hospital/search')).toEqual(['customer:hospital:list', 'customer:allHospital:list']);
    expect(checksOf('GET', '/prod-api/sda/treatment/record/page')).toEqual(['sda:treatmentRecord:approve']);
    const document = (await t.app.inject({ url: '/prod-api/openapi.json' })).json();
    expect(document.paths['/prod-api/v2/visit/export'].get.description).toContain('`visit:teamVisit:list`');

    // A handler checking a permission its route does not declare is refused even for the administrator.
    const admin = { tenant: { id: 1 }, userId: 1, permissions: new Set<string>(), roleCodes: ['admin'] };
    const request = (access: object) =>
      ({ method: 'GET', url: '/x', routeOptions: { url: '/x', config: { access } }, principal: admin }) as unknown as Parameters<typeof requirePermission>[0];
    const route = request({ authenticated: true, checks: ['visit:visit:list'] });
    expect(requirePermission(route, 'visit:visit:list')).toBe(admin);
    expect(() => requirePermission(route, 'system:user:edit')).toThrow('GET /x checks system:user:edit, which its access does not declare');
    expect(requirePermission(request({ permission: 'system:user:edit' }), 'system:user:edit')).toBe(admin);
  });

  it('refuses the read-only role the writes it could make before, and lets a rep make them', async () => {
    const reader = (await login(t.app, 'reader')).access_token;
    const rep = (await login(t.app, 'rep')).access_token;
    const doctors = (await api(t.app, rep, { url: '/prod-api/doctor/find/page?listType=MY_CUSTOMER&size=1' })).json().result.content as Array<{ id: number }>;
    const doctorId = doctors[0]!.id;
    const writes = [
      { method: 'POST' as const, url: '/prod-api/channel/set', payload: { doctorId, channels: [] } },
      { method: 'GET' as const, url: `/prod-api/correct/insert?doctorId=${doctorId}&field=mobile&newValue=13800000000` },
      { method: 'POST' as const, url: '/prod-api/bind/external/user', payload: { doctorId, externalUserId: 'wm-test' } },
      { method: 'DELETE' as const, url: `/prod-api/bind/doctor/unbind/${doctorId}` },
      { method: 'POST' as const, url: '/prod-api/doctor/focus', payload: { id: doctorId, attention: true } },
      { method: 'POST' as const, url: `/prod-api/customer/tag/add/${doctorId}?addedValue=${encodeURIComponent('周三门诊')}` },
    ];
    for (const write of writes) expect((await api(t.app, reader, write)).statusCode, write.url).toBe(403);
    for (const write of [writes[0]!, writes[1]!, writes[4]!, writes[5]!]) expect((await api(t.app, rep, write)).statusCode, write.url).toBe(200);
    // The reader still saves their own searches: that changes nothing anyone else sees.
    const saved = await api(t.app, reader, { method: 'POST', url: '/prod-api/doctor/save/common/search/param', payload: { name: '三甲心内', params: { keyword: '心内' } } });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('lets the budget owners change budgets and leaves compliance to review them', async () => {
    const pool = { method: 'GET' as const, url: '/prod-api/budget/pool/page?year=2026&size=1' };
    for (const user of ['finance', 'marketing', 'compliance']) expect((await api(t.app, (await login(t.app, user)).access_token, pool)).statusCode, user).toBe(200);
    const costCentre = { method: 'POST' as const, url: '/prod-api/budget/cost-centre', payload: { code: `CC-${Date.now()}`, name: '学术推广部' } };
    expect((await api(t.app, (await login(t.app, 'compliance')).access_token, costCentre)).statusCode).toBe(403);
    const created = await api(t.app, (await login(t.app, 'finance')).access_token, costCentre);
    expect(created.statusCode, created.body).toBe(200);
  });
});
