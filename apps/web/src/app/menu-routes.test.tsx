// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { menuCatalog, type MenuCatalogEntry, type RoleCode } from '@crm/shared/menu-catalog';
import '@/features/layout/locales/i18n';
import '@/components/exception/locales/i18n';
import { toMenuRoutes } from '@/lib/menu/menu-tree';
import type { MenuNode, MenuRoute } from '@/lib/menu/menu-types';
import { MenuPageFrame } from './menu-page-frame';
import { buildPageResolver, buildShellRoutes } from './menu-routes';

/** The menu tree the server sends a role: the catalog entries granted to it, as menu nodes. */
function menuFor(role: RoleCode): MenuNode[] {
  let id = 0;
  const convert = (entries: MenuCatalogEntry[], parentId: number | null): MenuNode[] =>
    entries
      .filter((entry) => entry.roles.includes(role))
      .map((entry) => {
        const node: MenuNode = {
          id: ++id,
          parentId,
          type: entry.type,
          path: entry.path,
          code: entry.code,
          name: entry.name,
          enName: entry.nameEn,
          api: entry.api ?? null,
          icon: entry.icon ?? null,
          sort: entry.sort,
          isHidden: entry.isHidden ?? false,
          permission: entry.permission ?? null,
          attributes: entry.attributes ?? [],
          children: [],
        };
        node.children = convert(entry.children ?? [], node.id);
        return node;
      });
  return convert(menuCatalog, null);
}

describe('page resolver', () => {
  const resolve = buildPageResolver(toMenuRoutes(menuFor('manager')));

  it('groups status tabs under their page and builds the breadcrumb from the menu', () => {
    const meta = resolve('/customer/doctorTeamManager/allCustomer');
    expect(meta.tabKey).toBe('/customer/doctorTeamManager');
    expect(meta.title).toEqual({ zh: '医生管理', en: 'Doctors' });
    expect(meta.trail.map((crumb) => crumb.title.zh)).toEqual(['客户管理', '医生管理', '全部客户']);
    expect(meta.noCache).toBe(false);
    expect(meta.menuKey).toBe('/customer/doctorTeamManager');
  });

  it('resolves a section path to the page it opens', () => {
    expect(resolve('/customer/doctorTeamManager').tabKey).toBe('/customer/doctorTeamManager');
    expect(resolve('/task').title.en).toBe('Tasks');
  });

  it('gives each detail page its own uncached tab, a fresh breadcrumb and the menu entry it belongs to', () => {
    const meta = resolve('/customer/businessRecord/42/Wang');
    expect(meta).toMatchObject({ tabKey: '/customer/businessRecord/42/Wang', noCache: true, menuKey: '/customer/doctorTeamManager' });
    expect(meta.trail).toEqual([{ title: { zh: '医生详情', en: 'Doctor details' } }]);
  });

  it('tells pages the role lacks (401) from addresses that do not exist (404)', () => {
    const rep = buildPageResolver(toMenuRoutes(menuFor('rep')));
    expect(rep('/meeting/budgetIndex').title.en).toBe('No access');
    expect(rep('/no/such/page').title.en).toBe('Page not found');
  });

  it('routes every granted page, with the params of detail pages, and a catch-all', () => {
    const paths = buildShellRoutes(toMenuRoutes(menuFor('manager'))).map((route) => route.path);
    expect(paths).toContain('/customer/businessRecord/:doctorId/:doctorName');
    expect(paths).toContain('/customer/hospitalList/hospitalDetail/:id/:name');
    expect(paths).toContain('/dashboard');
    expect(paths[paths.length - 1]).toBe('*');
  });
});

describe('menu page frame', () => {
  function external(attributes: MenuNode['attributes']): MenuRoute {
    const [route] = toMenuRoutes([
      {
        id: 1,
        parentId: null,
        type: 'MENU',
        path: 'bi',
        code: 'bi',
        name: '经营分析',
        enName: 'Business analysis',
        api: 'https://bi.example.com/board',
        icon: null,
        sort: 1,
        isHidden: false,
        permission: null,
        attributes,
        children: [],
      },
    ]);
    return route!;
  }

  it('shows an http address in an embedded frame', () => {
    render(<MenuPageFrame route={external([])} page={undefined} />);
    expect(screen.getByTitle('经营分析').getAttribute('src')).toBe('https://bi.example.com/board');
    expect(screen.getByText('页面加载中…')).toBeTruthy();
  });

  it('offers to open an externalApi address in a new window instead', () => {
    render(<MenuPageFrame route={external([{ name: 'externalApi', value: 'true' }])} page={undefined} />);
    expect(screen.queryByTitle('经营分析')).toBeNull();
    expect(screen.getByRole('button', { name: /在新窗口打开/ })).toBeTruthy();
  });
});
