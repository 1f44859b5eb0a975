import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '@/lib/request/api';

export interface Colleague {
  id: number;
  firstName: string;
  nameEn: string | null;
  groups: Array<{ id: number; name: string; nameEn: string | null }>;
}

export function colleaguesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['colleagues', userId],
    queryFn: () => api.get<Page<Colleague>>(`/API-SYSTEM/user/colleagues/${userId}`, { page: 0, seize: 1000 }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /API-SYSTEM/user/colleagues/{userId}`: the user's team, the joint visitors to choose from. */
export function useColleagues(userId: number) {
  return useQuery(colleaguesQueryOptions(userId));
}
