import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../request/api';
import { notificationsKey } from './notification-types';

export const unreadCountQueryOptions = queryOptions({
  queryKey: [...notificationsKey, 'unreadCount'],
  queryFn: () => api.get<number>('/API-BEACON/message/unread/count'),
});

/** How many of the user's messages are unread. */
export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions);
}
