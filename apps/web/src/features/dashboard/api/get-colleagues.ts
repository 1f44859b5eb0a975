import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '@/lib/request/api';

export interface Colleague {
  id: number;
  firstName: string;
  nameEn: string | null;
  avatar: string | null;
  groups: Array<{ id: number; name: string; nameEn: string | null }>;
}

/** Spec 9: colleagues come in one page of up to 1000. */
export const COLLEAGUE_PAGE_SIZE = 1000;

export function colleaguesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['colleagues', userId],
    queryFn: () => api.get<Page<Colleague>>(`/API-SYSTEM/user/colleagues/${userId}`, { page: 0, seize: COLLEAGUE_PAGE_SIZE }),
    staleTime: 5 * 60_000,
  });
}

/** The user's team: the other active users of the same team. */
export function useColleagues(userId: number) {
  return useQuery(colleaguesQueryOptions(userId));
}
