import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCount } from '@crm/shared/contracts/notifications';
import { callContract } from '../request/contract-client';
import { notificationsKey } from './notification-types';

export const unreadCountQueryOptions = queryOptions({
  queryKey: [...notificationsKey, 'unreadCount'],
  queryFn: () => callContract(unreadCount, {}),
});

/** How many of the user's messages are unread. */
export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions);
}
