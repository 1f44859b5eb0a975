import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '../request/api';
import { notificationsKey, type Notification } from './notification-types';

export interface MessagePageQuery {
  page: number;
  size: number;
  unread: boolean;
}

export function messagePageQueryOptions(query: MessagePageQuery) {
  return queryOptions({
    queryKey: [...notificationsKey, 'page', query],
    queryFn: () => api.get<Page<Notification>>('/API-BEACON/message/page', { ...query }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the user's messages and the tenant's notices, newest first. */
export function useMessagePage(query: MessagePageQuery) {
  return useQuery(messagePageQueryOptions(query));
}
