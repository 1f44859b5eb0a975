import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { Paged } from './users';

export interface AuditRecord {
  id: number;
  actorId: number | null;
  actorName: string;
  action: string;
  entityType: string | null;
  entityId: string | null;
  summary: string;
  detail: Record<string, unknown> | null;
  remoteAddress: string | null;
  userAgent: string | null;
  createdAt: string;
}

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
    queryFn: () => api.get<Paged<AuditRecord>>('/API-SYSTEM/admin/audit/page', { ...filter }),
    placeholderData: keepPreviousData,
  });

export const useAuditTrail = (filter: AuditFilter) => useQuery(auditQueryOptions(filter));
