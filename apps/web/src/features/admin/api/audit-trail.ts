import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/admin-audit';
import { useLanguage, type Lang } from '@/lib/i18n/i18n';
import { callContract } from '@/lib/request/contract-client';

export type { AuditRecord } from '@crm/shared/contracts/admin-audit';

export interface AuditFilter {
  page: number;
  size: number;
  actor?: string;
  action?: string;
  keyword?: string;
  from?: string;
  to?: string;
}

/** Keyed by language too: the server answers action labels and summaries in the caller's language. */
export const auditQueryOptions = (filter: AuditFilter, lang: Lang) =>
  queryOptions({
    queryKey: ['admin', 'audit', lang, filter],
    queryFn: () => callContract(contracts.auditPage, { query: filter }),
    placeholderData: keepPreviousData,
  });

export const useAuditTrail = (filter: AuditFilter) => useQuery(auditQueryOptions(filter, useLanguage()));
