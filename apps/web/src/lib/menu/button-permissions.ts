import { queryOptions } from '@tanstack/react-query';
import { api } from '../request/api';
import type { MenuNode } from './menu-types';

/** BUTTON entries granted to the user; a button's path is its permission mark (spec 6). */
export const buttonPermissionsQueryOptions = queryOptions({
  queryKey: ['session', 'buttonPermissions'],
  queryFn: async () => {
    const buttons = await api.get<MenuNode[]>('/API-SYSTEM/menu/user/all', { ignorePermission: false, type: 'BUTTON', view: 'pc', status: true });
    return buttons.filter((button) => button.type === 'BUTTON').map((button) => button.path);
  },
  staleTime: 5 * 60_000,
  retry: false,
});
