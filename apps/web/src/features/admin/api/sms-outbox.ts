import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { smsOutboxPage, type SmsMessage } from '@crm/shared/contracts/messaging';
import { contractQueryOptions } from '@/lib/request/contract-client';

export type { SmsMessage };

export interface SmsFilter {
  page: number;
  size: number;
  phone?: string;
}

export const useSmsOutbox = (filter: SmsFilter) => useQuery({ ...contractQueryOptions(smsOutboxPage, { query: filter }), placeholderData: keepPreviousData });
