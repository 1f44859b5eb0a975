// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAccess } from './access-check';
import { Access } from './use-access';
import { buttonPermissionsQueryOptions } from '../menu/button-permissions';
import { userInfoQueryOptions, type UserInfo } from '../session/user-info';

function user(roles: string[], permissions: string[]): UserInfo {
  return {
    id: 1,
    username: 'u',
    userName: 'u',
    firstName: '用户',
    nameEn: 'User',
    email: null,
    phone: null,
    avatar: null,
    enabled: true,
    language: 'zh',
    roles: roles.map((code, id) => ({ id, code, name: code, nameEn: code, dataRange: 'self' })),
    permissions,
    groups: [],
    enterpriseVO: { id: 1, name: '企业', nameEn: 'Enterprise', timeZone: 'Asia/Shanghai' },
    dataRange: 'self',
    mustChangePassword: false,
  };
}

describe('createAccess', () => {
  const rep = createAccess({ roles: ['rep'], permissions: ['customer:doctor:list', 'task:*:list'], buttons: ['customer:doctor:add'] });

  it('checks roles, permissions (with wildcards) and buttons', () => {
    expect(rep.hasRole(['manager', 'rep'])).toBe(true);
    expect(rep.hasRole(['manager'])).toBe(false);
    expect(rep.hasPermission(['customer:doctor:list'])).toBe(true);
    expect(rep.hasPermission(['task:task:list'])).toBe(true);
    expect(rep.hasPermission(['customer:doctor:export'])).toBe(false);
    expect(rep.hasButton(['customer:doctor:add'])).toBe(true);
    expect(rep.hasButton(['customer:doctor:export'])).toBe(false);
  });

  it('lets admin and *:*:* pass', () => {
    const admin = createAccess({ roles: ['admin'], permissions: [], buttons: [] });
    expect(admin.hasRole(['finance'])).toBe(true);
    expect(admin.hasPermission(['customer:doctor:export'])).toBe(true);
    expect(admin.hasButton(['customer:doctor:export'])).toBe(true);
    const all = createAccess({ roles: ['reader'], permissions: ['*:*:*'], buttons: [] });
    expect(all.hasPermission(['customer:doctor:export'])).toBe(true);
    expect(all.hasButton(['customer:doctor:export'])).toBe(true);
  });

  it('raises an error when given no values', () => {
    expect(() => rep.hasRole([])).toThrow(/at least one role/);
    expect(() => rep.hasPermission([])).toThrow(/at least one permission/);
    expect(() => rep.hasButton([])).toThrow(/at least one button/);
    expect(() => rep.allows({})).toThrow();
  });
});

describe('<Access>', () => {
  it('shows or removes its children and follows a change of user', async () => {
    const client = new QueryClient();
    client.setQueryData(userInfoQueryOptions.queryKey, user(['rep'], ['customer:doctor:list']));
    client.setQueryData(buttonPermissionsQueryOptions.queryKey, []);
    render(
      <QueryClientProvider client={client}>
        <Access permissions={['customer:doctor:export']}>
          <button type="button">export</button>
        </Access>
        <Access roles={['rep']}>
          <span>rep tools</span>
        </Access>
      </QueryClientProvider>,
    );
    expect(screen.queryByText('export')).toBeNull();
    expect(screen.getByText('rep tools')).toBeTruthy();

    act(() => {
      client.setQueryData(userInfoQueryOptions.queryKey, user(['manager'], ['customer:doctor:export']));
    });
    expect(await screen.findByText('export')).toBeTruthy();
    expect(screen.queryByText('rep tools')).toBeNull();
  });
});
