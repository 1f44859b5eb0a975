import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/admin-audit';
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

export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter],
    queryFn: () => callContract(contracts.auditPage, { query: filter }),
    placeholderData: keepPreviousData,
  });

export const useAuditTrail = (filter: AuditFilter) => useQuery(auditQueryOptions(filter));
