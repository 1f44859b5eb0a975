import { existsSync, readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { ROLE_CODES, adminConsoleSections, flattenMenuCatalog, isRouteLeaf, menuCatalog, menuRoutePaths, type MenuCatalogEntry, type RoleCode } from './menu-catalog';
import { PERMISSIONS, isPermissionMark } from './permissions';

interface RouteSpec {
  path: string;
  menu: boolean;
}

/**
 * The product specification sits beside the repository in the workplace (`../shared/spec`), not in
 * it: the conformance checks against its route list run where it exists and are skipped, saying so,
 * in a clone that has nothing beside it.
 */
const specRoutesUrl = new URL('../../../../shared/spec/routes.json', import.meta.url);
const hasSpec = existsSync(specRoutesUrl);
const routes = hasSpec ? (JSON.parse(readFileSync(specRoutesUrl, 'utf8')) as { routes: RouteSpec[] }).routes : [];
if (!hasSpec) console.info(`menu catalog: ${specRoutesUrl.pathname} is not there, so the checks against the specification's route list are skipped`);

const iconDir = new URL('../../../node_modules/@ant-design/icons/lib/icons/', import.meta.url);

function allEntries(entries: MenuCatalogEntry[] = menuCatalog): MenuCatalogEntry[] {
  return entries.flatMap((entry) => [entry, ...allEntries(entry.children ?? [])]);
}

function attr(entry: MenuCatalogEntry, name: string): string | undefined {
  return entry.attributes?.find((a) => a.name === name)?.value;
}

const flat = flattenMenuCatalog();
const byPath = (fullPath: string) => flat.filter((entry) => entry.fullPath === fullPath);
const one = (fullPath: string) => {
  const found = byPath(fullPath);
  expect(found, fullPath).toHaveLength(1);
  return found[0]!;
};
const buttons = allEntries().filter((entry) => entry.type === 'BUTTON');
const permissionsOf = (role: RoleCode) => new Set(allEntries().flatMap((entry) => (entry.roles.includes(role) && entry.permission ? [entry.permission] : [])));
const pathsOf = (role: RoleCode) => new Set(flat.filter((entry) => entry.roles.includes(role)).map((e) => e.fullPath));

describe.skipIf(!hasSpec)('menu catalog: the specification’s menu routes', () => {
  const menuRoutes = routes.filter((route) => route.menu);

  it('reads the menu routes from the spec', () => {
    expect(menuRoutes.length).toBeGreaterThan(80);
  });

  it.each(menuRoutes.map((route) => route.path))('%s resolves to exactly one MENU/TAG leaf', (path) => {
    const entry = one(path);
    expect(['MENU', 'TAG']).toContain(entry.type);
    expect(isRouteLeaf(entry)).toBe(true);
    expect(menuRoutePaths.filter((p) => p === path)).toHaveLength(1);
  });
});

describe('menu catalog: routes', () => {
  it.each([
    ['/customer/businessRecord', ':doctorId/:doctorName'],
    ['/customer/hospitalList/hospitalDetail', ':id/:name'],
    ['/customer/doctorProfile', undefined],
    ['/content/contentDetail', undefined],
    ['/meeting/paymentApprovalDetail', undefined],
    ['/meeting/speakerAdd', undefined],
    ['/meeting/speakerDetail', undefined],
    ['/meeting/speakerApproveDetail', undefined],
    ['/meeting/meetDetail', undefined],
    ['/meeting/approvalDetail', undefined],
    ['/meeting/meeting-form', undefined],
    ['/task/myPlan', undefined],
    ['/task/taskRecordDetail', undefined],
  ])('%s is a hidden, uncached MENU leaf', (path, params) => {
    const entry = one(path);
    expect(entry.type).toBe('MENU');
    expect(entry.isHidden).toBe(true);
    expect(isRouteLeaf(entry)).toBe(true);
    expect(attr(entry, 'noCache')).toBe('true');
    expect(attr(entry, 'params')).toBe(params);
  });

  it('full paths are unique and menuRoutePaths lists exactly the leaves', () => {
    const fullPaths = flat.map((entry) => entry.fullPath);
    expect(new Set(fullPaths).size).toBe(fullPaths.length);
    expect([...menuRoutePaths]).toEqual(flat.filter(isRouteLeaf).map((entry) => entry.fullPath));
  });

  it('flattening skips buttons and records parent codes', () => {
    expect(flat.some((entry) => entry.type === 'BUTTON')).toBe(false);
    expect(one('/customer').parentCode).toBeNull();
    expect(one('/customer/doctorTeamManager/focusCustomer').parentCode).toBe('customer.doctorTeamManager');
    expect(one('/taskManager/process-instance/create').code).toBe('taskManager.processInstanceCreate');
  });

  it('keeps the top-level order and leaves the dashboard out', () => {
    expect(menuCatalog.map((entry) => entry.path)).toEqual([
      'customer',
      'task',
      'content',
      'meeting',
      'userInsights',
      'nextBestAction',
      'clueScore',
      'salesFunnel',
      'transit',
      'marketActive',
      'Customer360',
      'data',
      'systemReport',
      'dataAssets',
      'DataCollection',
      'sdaManager',
      'forecast',
      'taskManager',
      'ai',
      'news',
      'admin',
    ]);
    expect(menuCatalog.every((entry) => entry.type === 'MENU')).toBe(true);
    // Only the administration console's section stays out of the sidebar: it opens in its own tab.
    expect(menuCatalog.filter((entry) => entry.isHidden).map((entry) => entry.path)).toEqual(['admin']);
  });
});

describe('menu catalog: entries', () => {
  const entries = allEntries();

  it('codes are unique', () => {
    const codes = entries.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('every entry has a Chinese and an English name', () => {
    for (const entry of entries) {
      expect(entry.name.trim(), entry.code).not.toBe('');
      expect(entry.nameEn.trim(), entry.code).not.toBe('');
      expect(entry.name, entry.code).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('sort orders are distinct among siblings', () => {
    for (const list of [menuCatalog, ...entries.map((entry) => entry.children ?? [])]) {
      const sorts = list.map((entry) => entry.sort);
      expect(new Set(sorts).size).toBe(sorts.length);
    }
  });

  it('every BUTTON carries a module:entity:action permission as its path', () => {
    expect(buttons.length).toBeGreaterThan(10);
    for (const entry of buttons) {
      expect(entry.permission, entry.code).toMatch(/^[A-Za-z0-9]+:[A-Za-z0-9]+:[A-Za-z0-9]+$/);
      expect(entry.path).toBe(entry.permission);
      expect(entry.children ?? []).toHaveLength(0);
    }
  });

  it('every MENU/TAG leaf grants a list or view permission', () => {
    // The console's sections open with the mark their calls check, an edit mark for the editing-only ones.
    for (const entry of flat.filter((entry) => isRouteLeaf(entry) && entry.parentCode !== 'admin')) {
      expect(entry.permission, entry.fullPath).toMatch(/^[A-Za-z0-9]+:[A-Za-z0-9]+:(list|view)$/);
    }
  });

  it('names only icons that exist, and every visible MENU has one', () => {
    for (const entry of entries) {
      if (entry.icon) expect(existsSync(new URL(`${entry.icon}.js`, iconDir)), entry.icon).toBe(true);
      if (entry.type === 'MENU' && !entry.isHidden) expect(entry.icon, entry.code).toBeTruthy();
    }
  });

  it('every page with several sub-pages has exactly one visible default child', () => {
    // The console's section is hidden as a whole: the console opens the first section its user may open.
    for (const entry of entries.filter((entry) => !entry.isHidden)) {
      const routeChildren = (entry.children ?? []).filter((child) => child.type !== 'BUTTON');
      if (routeChildren.length === 0) continue;
      const defaults = routeChildren.filter((child) => attr(child, 'default') === 'true');
      if (routeChildren.length > 1) expect(defaults, entry.code).toHaveLength(1);
      else expect(defaults.length, entry.code).toBeLessThanOrEqual(1);
      for (const child of defaults) expect(child.isHidden, child.code).toBeFalsy();
    }
    expect(attr(one('/customer/doctorTeamManager/focusCustomer'), 'default')).toBe('true');
    expect(attr(one('/customer/visitTeamManager/myVisit'), 'default')).toBe('true');
    expect(attr(one('/task/all'), 'default')).toBe('true');
    expect(attr(one('/taskManager/myProcess'), 'default')).toBe('true');
    expect(attr(one('/meeting/met/beConfirmed'), 'default')).toBe('true');
  });

  it('api is only ever an http address', () => {
    for (const entry of entries) if (entry.api !== undefined) expect(entry.api).toMatch(/^https?:\/\//);
    const analysis = one('/data/analysis');
    expect(analysis.api).toBeUndefined();
    expect(attr(analysis, 'externalApi')).toBe('true');
    expect(attr(analysis, 'openInNewWindow')).toBe('true');
  });

  it('carries the list types, dashboard ids and reused components', () => {
    expect(attr(one('/customer/doctorTeamManager/myCustomer'), 'listType')).toBe('MY_FOCUS');
    expect(attr(one('/customer/doctorTeamManager/focusCustomer'), 'listType')).toBe('MY_CUSTOMER');
    expect(attr(one('/customer/doctorTeamManager/allCustomer'), 'listType')).toBe('ALL_CUSTOMER');
    expect(one('/customer/doctorTeamManager/myCustomer').name).toBe('我的关注');
    expect(one('/customer/doctorTeamManager/focusCustomer').name).toBe('我的客户');
    for (const child of one('/systemReport').children ?? []) expect(attr(child, 'dashboardId'), child.code).toBeTruthy();
    expect(attr(one('/Customer360/ClueScore'), 'component')).toBe('/clueScore/ruleManagement');
    for (const child of one('/Customer360').children ?? []) {
      const component = attr(child, 'component');
      expect(component, child.code).toBeTruthy();
      expect(byPath(component!), child.code).toHaveLength(1);
    }
  });
});

describe('menu catalog: the permission vocabulary', () => {
  const granted = new Set(allEntries().flatMap((entry) => (entry.permission ? [entry.permission] : [])));

  it('grants every mark of the vocabulary through some entry, so a custom role can hold it', () => {
    expect(PERMISSIONS.filter((mark) => !granted.has(mark))).toEqual([]);
  });

  it('lists each mark once, in the module:entity:action form', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const mark of PERMISSIONS) expect(mark).toMatch(/^[a-z][A-Za-z0-9]*:[a-z][A-Za-z0-9]*:[a-z][A-Za-z0-9]*$/);
    expect(isPermissionMark('customer:doctor:list')).toBe(true);
    expect(isPermissionMark('customer:doctor:drop')).toBe(false);
  });

  it('gives each console section a page whose mark opens it, granted to the administrator only', () => {
    expect(adminConsoleSections.map((section) => section.path)).toEqual([
      'users',
      'roles',
      'organizations',
      'menus',
      'language',
      'dictionaries',
      'products',
      'audit',
      'sms',
      'signIn',
    ]);
    const console = allEntries(menuCatalog.filter((entry) => entry.path === 'admin'));
    expect(new Set(console.flatMap((entry) => entry.roles))).toEqual(new Set(['admin']));
  });
});

describe('menu catalog: role grants', () => {
  const entries = allEntries();

  it('uses known roles and always grants admin', () => {
    for (const entry of entries) {
      expect(entry.roles, entry.code).toContain('admin');
      for (const role of entry.roles) expect(ROLE_CODES).toContain(role);
    }
  });

  it("every child's roles are a subset of its parent's", () => {
    for (const entry of entries) {
      for (const child of entry.children ?? []) {
        for (const role of child.roles) expect(entry.roles, `${child.code} -> ${role}`).toContain(role);
      }
    }
  });

  it('a section is granted only to roles granted some page below it', () => {
    for (const entry of entries) {
      if (isRouteLeaf(entry)) continue;
      const pages = allEntries(entry.children).filter((child) => child.type !== 'BUTTON');
      const below = new Set(pages.flatMap((child) => child.roles));
      for (const role of entry.roles) expect(below.has(role), `${entry.code} -> ${role}`).toBe(true);
    }
  });

  it('admin is granted every entry', () => {
    expect(entries.every((entry) => entry.roles.includes('admin'))).toBe(true);
  });

  it('the default role only sees messages', () => {
    expect([...pathsOf('default')].sort()).toEqual(['/news', '/news/newsIndex']);
  });

  it('reps see their own work but no approvals or team views', () => {
    const paths = pathsOf('rep');
    const perms = permissionsOf('rep');
    expect(paths).toContain('/customer/doctorTeamManager/allCustomer');
    expect(paths).toContain('/customer/doctorDataValidation');
    expect(paths).toContain('/customer/visitTeamManager/myVisit');
    expect(paths).not.toContain('/customer/visitTeamManager/teamVisit');
    expect(paths).not.toContain('/meeting/approve/pendingApproved');
    expect(paths).not.toContain('/meeting/budgetIndex');
    // Reps receive targets down the tree and accept or dispute them; only managers issue.
    expect(paths).toContain('/forecast/issuancePredict');
    expect(perms).not.toContain('forecast:issuance:publish');
    // Reps open the dashboards (each scoped to their own data) and write their daily reports, but not the usage report.
    expect(paths).toContain('/data/managerDashboard');
    expect(paths).toContain('/systemReport/rbRecords');
    expect(paths).not.toContain('/systemReport/systemUseAnalysis');
    expect(perms).toContain('customer:doctor:add');
    expect(perms).toContain('meeting:application:add');
    expect(perms).not.toContain('customer:verify:approve');
    expect(perms).not.toContain('meeting:application:approve');
  });

  it('managers approve and see their team', () => {
    const paths = pathsOf('manager');
    expect(paths).toContain('/customer/visitTeamManager/teamVisit');
    expect(paths).toContain('/meeting/approve/pendingApproved');
    expect(paths).toContain('/forecast/issuancePredict');
    expect(paths).toContain('/systemReport/rbRecords');
    expect(permissionsOf('manager')).toContain('customer:verify:approve');
  });

  it('compliance and finance see approvals, not customers', () => {
    const compliance = pathsOf('compliance');
    expect(compliance).toContain('/meeting/approve/pendingApproved');
    expect(compliance).toContain('/meeting/speakerApprove/sApproval');
    expect(compliance).toContain('/meeting/approvalDetail');
    expect(compliance).not.toContain('/customer');
    const finance = pathsOf('finance');
    expect(finance).toContain('/meeting/paymentApprove/pendingApproved');
    expect(finance).toContain('/data/managerDashboard');
    expect(finance).not.toContain('/data/businessDashboard-1');
    expect(finance).not.toContain('/customer');
  });

  it('readers get lists and reports but no buttons', () => {
    const paths = pathsOf('reader');
    expect(paths).toContain('/customer/doctorTeamManager/focusCustomer');
    expect(paths).toContain('/customer/hospitalList/totalHospital');
    expect(paths).toContain('/systemReport/qfRecord');
    expect(paths).not.toContain('/meeting');
    // Except saving their own searches, which changes nothing anyone else sees.
    expect(buttons.filter((entry) => entry.roles.includes('reader')).map((entry) => entry.permission)).toEqual(['customer:savedSearch:edit']);
  });

  it('msl and marketing get insights and KOL mapping', () => {
    for (const role of ['msl', 'marketing'] as const) {
      expect(pathsOf(role)).toContain('/customer/KolMapping');
      expect(pathsOf(role)).toContain('/userInsights/HCPGrouPortrait/DocGroup');
    }
    expect(pathsOf('marketing')).toContain('/Customer360/ClueScore');
    expect(pathsOf('marketing')).toContain('/systemReport/qfRecord');
    expect(pathsOf('msl')).not.toContain('/Customer360');
  });
});
