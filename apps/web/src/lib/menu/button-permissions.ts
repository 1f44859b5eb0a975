import { queryOptions } from '@tanstack/react-query';
import { menuEntries } from '@crm/shared/contracts/system';
import { callContract } from '../request/contract-client';

/** BUTTON entries granted to the user; a button's path is its permission mark (spec 6). */
export const buttonPermissionsQueryOptions = queryOptions({
  queryKey: ['session', 'buttonPermissions'],
  queryFn: async () => {
    const buttons = await callContract(menuEntries, { query: { ignorePermission: false, type: 'BUTTON', view: 'pc', status: true } });
    return buttons.filter((button) => button.type === 'BUTTON').map((button) => button.path);
  },
  staleTime: 5 * 60_000,
  retry: false,
});
