import { useQuery } from '@tanstack/react-query';
import { searchDoctors } from '@crm/shared/contracts/doctors';
import { api } from '@/lib/request/api';
import { callContract, contractQueryKey } from '@/lib/request/contract-client';

const FOLLOWED_ONE = { listType: 'MY_FOCUS', size: 1 } as const;

interface Page {
  totalElements: number;
}

/** The calendar date (YYYY-MM-DD) of `now` in a time zone. */
export function zonedDate(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The first day of the month holding `now` in a time zone, and that day itself. */
export function zonedMonthToDate(now: Date, timeZone: string): { startDate: string; endDate: string } {
  const today = zonedDate(now, timeZone);
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

/** Counts of the caller's tasks per tab and label (`task/type/num`). */
export function useTaskCounts(enabled: boolean) {
  return useQuery({
    queryKey: ['tasks', 'counts'],
    queryFn: () => api.get<Record<string, number>>('/task/type/num'),
    enabled,
  });
}

/** How many visits the caller logged since the first of the month, in the tenant's time zone. */
export function useVisitsThisMonth(enabled: boolean, timeZone: string) {
  const range = zonedMonthToDate(new Date(), timeZone);
  return useQuery({
    queryKey: ['visits', 'mine', 'month-count', range],
    queryFn: () => api.post<Page>('/v2/visit/find/my/page', { ...range, status: 'completed' }, { params: { page: 0, size: 1 } }),
    select: (page) => page.totalElements,
    enabled,
  });
}

/** How many doctors the caller follows. */
export function useFollowCount(enabled: boolean) {
  return useQuery({
    queryKey: contractQueryKey(searchDoctors, { body: FOLLOWED_ONE }),
    queryFn: () => callContract(searchDoctors, { body: FOLLOWED_ONE }),
    select: (page) => page.totalElements,
    enabled,
  });
}

/** How many approval steps wait for the caller. */
export function usePendingApprovals(enabled: boolean) {
  return useQuery({
    queryKey: ['workflow', 'todo', 'count'],
    queryFn: () => api.get<Page>('/workflow/task/todo/page', { page: 0, size: 1 }),
    select: (page) => page.totalElements,
    enabled,
  });
}
