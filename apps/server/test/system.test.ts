import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCatalog, flattenMenuCatalog } from '@crm/shared/menu-catalog';
import { api, buildTestApp, login, TENANT_A, TENANT_B, type TestApp } from './helpers';

interface MenuNode {
  type: string;
  path: string;
  name: string;
  enName: string;
  children: MenuNode[];
  attributes: Array<{ name: string; value: string }>;
}

function fullPaths(nodes: MenuNode[], prefix = ''): string[] {
  return nodes.flatMap((n) => (n.type === 'BUTTON' ? [] : [`${prefix}/${n.path}`, ...fullPaths(n.children, `${prefix}/${n.path}`)]));
}

describe('system API', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['admin', 'manager', 'rep', 'reader', 'msl']) tokens[name] = (await login(t.app, name)).access_token;
  });
  afterAll(() => t.close());

  describe('enterprise/find', () => {
    it('answers each demo tenant by its origin, with baseUrl derived', async () => {
      const a = await api(t.app, null, { url: '/prod-api/API-SYSTEM/enterprise/find?domain=http%3A%2F%2Flocalhost%3A8080' });
      expect(a.statusCode).toBe(200);
      expect(a.json()).toMatchObject({
        code: 200,
        result: [
          {
            name: '康宁医药（演示）',
            domain: 'localhost',
            realm: 'kangning',
            clientId: 'crm-web',
            interfaceAddress: '/prod-api',
            authAddress: '/auth',
            baseUrl: 'http://localhost:8080/prod-api',
          },
        ],
      });
      const b = await api(t.app, null, { url: '/prod-api/API-SYSTEM/enterprise/find?domain=http://127.0.0.1:8080', host: TENANT_B });
      expect(b.json().result).toHaveLength(1);
      expect(b.json().result[0]).toMatchObject({ realm: 'huaze', domain: '127.0.0.1' });
    });

    it('answers an empty result for an unknown domain, and 400 without one', async () => {
      const unknown = await api(t.app, null, { url: '/prod-api/API-SYSTEM/enterprise/find?domain=https://crm.unknown.example' });
      expect(unknown.json()).toEqual({ code: 200, message: 'success', result: [] });
      const missing = await api(t.app, null, { url: '/prod-api/API-SYSTEM/enterprise/find', lang: 'en' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Invalid field domain: is required');
    });
  });

  describe('user/info', () => {
    it('answers the spec’s user shape with roles, permissions, groups and enterprise', async () => {
      const response = await api(t.app, tokens.rep!, { url: '/prod-api/API-SYSTEM/user/info' });
      expect(response.statusCode).toBe(200);
      const user = response.json().result;
      expect(user).toMatchObject({ username: 'rep', userName: 'rep', enabled: true, enterpriseVO: { name: '康宁医药（演示）' }, dataRange: 'self' });
      expect(user.roles.map((r: { code: string }) => r.code)).toEqual(['rep']);
      expect(user.groups[0].name).toBe('上海一区1号辖区');
      expect(user.permissions).toContain('task:task:add');
      expect(user.permissions).not.toContain('*:*:*');
      const admin = (await api(t.app, tokens.admin!, { url: '/prod-api/API-SYSTEM/user/info' })).json().result;
      expect(admin.permissions).toContain('*:*:*');
      const msl = (await api(t.app, tokens.msl!, { url: '/prod-api/API-SYSTEM/user/info' })).json().result;
      expect(msl.roles.map((r: { code: string }) => r.code)).toEqual(['MAF']);
    });

    it('answers 401 without a token or with a forged one', async () => {
      expect((await api(t.app, null, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(401);
      const forged = await api(t.app, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', { url: '/prod-api/API-SYSTEM/user/info', lang: 'en' });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ code: 401, message: 'Your session has expired, please log in again', result: null });
    });
  });

  describe('menus', () => {
    it('gives the admin the complete catalog with both languages', async () => {
      const response = await api(t.app, tokens.admin!, { url: '/prod-api/API-SYSTEM/menu/all/tree?ignorePermission=false&view=pc' });
      expect(response.statusCode).toBe(200);
      const tree = response.json().result as MenuNode[];
      const catalogPaths = flattenMenuCatalog(menuCatalog)
        .map((e) => e.fullPath)
        .sort();
      expect(fullPaths(tree).sort()).toEqual(catalogPaths);
      const customer = tree.find((n) => n.path === 'customer')!;
      expect(customer.name).toBeTruthy();
      expect(customer.enName).toBeTruthy();
    });

    it('gives each role only what it is granted', async () => {
      const repTree = (await api(t.app, tokens.rep!, { url: '/prod-api/API-SYSTEM/menu/all/tree' })).json().result as MenuNode[];
      const repPaths = fullPaths(repTree);
      expect(repPaths).toContain('/customer/visitTeamManager/myVisit');
      expect(repPaths).not.toContain('/customer/visitTeamManager/teamVisit');
      const managerPaths = fullPaths((await api(t.app, tokens.manager!, { url: '/prod-api/API-SYSTEM/menu/all/tree' })).json().result);
      expect(managerPaths).toContain('/customer/visitTeamManager/teamVisit');
      const expectedForRep = flattenMenuCatalog(menuCatalog)
        .filter((e) => e.roles.includes('rep'))
        .map((e) => e.fullPath)
        .sort();
      expect(repPaths.sort()).toEqual(expectedForRep);
    });

    it('lets only menu administrators ask for the whole tree', async () => {
      expect((await api(t.app, tokens.rep!, { url: '/prod-api/API-SYSTEM/menu/all/tree?ignorePermission=true' })).statusCode).toBe(403);
      expect((await api(t.app, tokens.admin!, { url: '/prod-api/API-SYSTEM/menu/all/tree?ignorePermission=true' })).statusCode).toBe(200);
    });

    it('lists the caller’s button permissions flat', async () => {
      const response = await api(t.app, tokens.rep!, { url: '/prod-api/API-SYSTEM/menu/user/all?ignorePermission=false&type=BUTTON&view=pc&status=true' });
      expect(response.statusCode).toBe(200);
      const buttons = response.json().result as Array<{ type: string; path: string }>;
      expect(buttons.length).toBeGreaterThan(0);
      expect(buttons.every((b) => b.type === 'BUTTON')).toBe(true);
      expect(buttons.map((b) => b.path)).toContain('visit:visit:add');
      // The reader's only button saves their own searches (decision 27).
      const readerButtons = (await api(t.app, tokens.reader!, { url: '/prod-api/API-SYSTEM/menu/user/all?type=BUTTON' })).json().result as Array<{ path: string }>;
      expect(readerButtons.map((b) => b.path)).toEqual(['customer:savedSearch:edit']);
    });
  });

  describe('colleagues', () => {
    it('pages the other members of the user’s team', async () => {
      const me = (await api(t.app, tokens.rep!, { url: '/prod-api/API-SYSTEM/user/info' })).json().result;
      const response = await api(t.app, tokens.rep!, { url: `/prod-api/API-SYSTEM/user/colleagues/${me.id}?page=0&seize=1000` });
      expect(response.statusCode).toBe(200);
      const { content, totalElements } = response.json().result;
      expect(totalElements).toBe(3); // the district manager and the two other reps of 上海一区
      expect(content.map((c: { id: number }) => c.id)).not.toContain(me.id);
      expect(content[0]).toHaveProperty('groups');
      const paged = (await api(t.app, tokens.rep!, { url: `/prod-api/API-SYSTEM/user/colleagues/${me.id}?page=1&seize=2` })).json().result;
      expect(paged.content).toHaveLength(1);
      expect(paged.totalElements).toBe(3);
    });

    it('hides users outside the caller’s data range and other tenants’ users', async () => {
      const admin = (await api(t.app, tokens.admin!, { url: '/prod-api/API-SYSTEM/user/info' })).json().result;
      expect((await api(t.app, tokens.rep!, { url: `/prod-api/API-SYSTEM/user/colleagues/${admin.id}` })).statusCode).toBe(404);
      const other = await login(t.app, 'admin', TENANT_B);
      const otherAdmin = (await api(t.app, other.access_token, { url: '/prod-api/API-SYSTEM/user/info', host: TENANT_B })).json().result;
      expect((await api(t.app, tokens.admin!, { url: `/prod-api/API-SYSTEM/user/colleagues/${otherAdmin.id}` })).statusCode).toBe(404);
    });
  });

  describe('dictionaries and products', () => {
    it('answers the items of each key asked, in both languages', async () => {
      const response = await api(t.app, tokens.rep!, {
        method: 'POST',
        url: '/prod-api/API-SYSTEM/dict/data/find',
        payload: ['doctorType', 'visitDuration', 'visitType', 'visitResults', 'visitPurpose', 'unknownKey'],
      });
      expect(response.statusCode).toBe(200);
      const result = response.json().result;
      for (const key of ['doctorType', 'visitDuration', 'visitType', 'visitResults', 'visitPurpose']) {
        expect(result[key].length).toBeGreaterThan(2);
        expect(result[key][0]).toEqual(expect.objectContaining({ code: expect.any(String), label: expect.any(String), labelEn: expect.any(String) }));
      }
      expect(result.unknownKey).toEqual([]);
      const bad = await api(t.app, tokens.rep!, { method: 'POST', url: '/prod-api/API-SYSTEM/dict/data/find', payload: { key: 'x' }, lang: 'en' });
      expect(bad.statusCode).toBe(400);
    });

    it('lists the products a rep works on, and all of them for others', async () => {
      const rep = (await api(t.app, tokens.rep!, { url: '/prod-api/API-SYSTEM/product/user/product/all' })).json().result;
      expect(rep.map((p: { code: string }) => p.code)).toEqual(['P-ESC', 'P-VOR']);
      const marketing = await login(t.app, 'marketing');
      const all = (await api(t.app, marketing.access_token, { url: '/prod-api/API-SYSTEM/product/user/product/all' })).json().result;
      expect(all).toHaveLength(5);
    });
  });

  describe('envelope and errors', () => {
    it('answers unknown API addresses with the catalogue’s 404 message', async () => {
      const response = await api(t.app, tokens.rep!, { url: '/prod-api/API-SYSTEM/nothing-here', lang: 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'Request address error: /prod-api/API-SYSTEM/nothing-here', result: null });
    });

    it('redirects the root to the web app', async () => {
      const response = await t.app.inject({ url: '/', headers: { host: TENANT_A } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/pc/');
    });
  });
});
