import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messagePage } from '@crm/shared/contracts/notifications';
import { callContract } from '../request/contract-client';
import { notificationsKey } from './notification-types';

export interface MessagePageQuery {
  page: number;
  size: number;
  unread: boolean;
}

export function messagePageQueryOptions(query: MessagePageQuery) {
  return queryOptions({
    queryKey: [...notificationsKey, 'page', query],
    queryFn: () => callContract(messagePage, { query }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the user's messages and the tenant's notices, newest first. */
export function useMessagePage(query: MessagePageQuery) {
  return useQuery(messagePageQueryOptions(query));
}
