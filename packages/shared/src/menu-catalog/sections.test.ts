import { describe, expect, it } from 'vitest';
import { loadMenuSections } from './sections';

const page = { kind: 'page', path: 'doctors', permission: 'customer:doctor:list', name: '医生', nameEn: 'Doctors', roles: ['FIELD'] };
const sectionOf = (child: object) => [{ kind: 'section', path: 'customer', name: '客户', nameEn: 'Customers', icon: 'TeamOutlined', children: [child] }];

describe('menu catalog: declared sections', () => {
  it('expands role groups and names a button by its permission', () => {
    const [section] = loadMenuSections(
      sectionOf({ ...page, children: [{ kind: 'button', permission: 'customer:doctor:add', name: '新建', nameEn: 'New', roles: ['MANAGER', 'msl'] }] }),
    );
    const doctors = section!.children![0]!;
    expect(doctors.roles).toEqual(['manager', 'rep', 'msl']);
    expect(doctors.children![0]).toMatchObject({ type: 'BUTTON', path: 'customer:doctor:add', code: 'doctorAdd', roles: ['manager', 'msl'] });
  });

  it.each([
    ['a permission not in the vocabulary', { ...page, permission: 'customer:doctor:fly' }],
    ['an unknown role or role group', { ...page, roles: ['FIELDS'] }],
    ['a misspelt key', { ...page, isDefualt: true }],
    ['a button without roles', { kind: 'button', permission: 'customer:doctor:add', name: '新建', nameEn: 'New' }],
  ])('refuses %s', (_, child) => {
    expect(() => loadMenuSections(sectionOf(child))).toThrow();
  });
});
