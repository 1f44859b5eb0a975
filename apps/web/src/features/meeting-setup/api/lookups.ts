import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { setupKey } from './setup-keys';

export interface OrgUnit {
  id: number;
  parentId: number | null;
  name: string;
  nameEn: string | null;
}

export const orgUnitsQueryOptions = queryOptions({
  queryKey: [...setupKey, 'orgUnits'],
  queryFn: () => api.get<OrgUnit[]>('/budget/org-units'),
  staleTime: 5 * 60_000,
});

/** The tenant's org units in tree order. */
export function useOrgUnits() {
  return useQuery(orgUnitsQueryOptions);
}
