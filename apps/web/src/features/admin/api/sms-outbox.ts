import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { Paged } from './users';

export interface SmsMessage {
  id: number;
  provider: string;
  phone: string;
  content: string;
  status: string;
  error: string | null;
  createdAt: string;
}

export interface SmsFilter {
  page: number;
  size: number;
  phone?: string;
}

export const smsOutboxQueryOptions = (filter: SmsFilter) =>
  queryOptions({
    queryKey: ['admin', 'sms', filter],
    queryFn: () => api.get<Paged<SmsMessage>>('/API-SYSTEM/admin/sms/page', { ...filter }),
    placeholderData: keepPreviousData,
  });

export const useSmsOutbox = (filter: SmsFilter) => useQuery(smsOutboxQueryOptions(filter));
