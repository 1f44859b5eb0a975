import { queryOptions, useQuery } from '@tanstack/react-query';
import { colleagues, type Colleague } from '@crm/shared/contracts/system';
import { callContract } from '@/lib/request/contract-client';

export type { Colleague };

/** Spec 9: colleagues come in one page of up to 1000. */
export const COLLEAGUE_PAGE_SIZE = 1000;

/** A user's team (`user/colleagues`): the other active users of the same team, with their organization. */
export function colleaguesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['colleagues', userId],
    queryFn: () => callContract(colleagues, { params: { userId }, query: { page: 0, seize: COLLEAGUE_PAGE_SIZE } }),
    staleTime: 5 * 60_000,
  });
}

export function useColleagues(userId: number) {
  return useQuery(colleaguesQueryOptions(userId));
}
