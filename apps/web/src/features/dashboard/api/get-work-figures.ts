import { useQuery } from '@tanstack/react-query';
import { searchDoctors } from '@crm/shared/contracts/doctors';
import { taskCounts } from '@crm/shared/contracts/tasks';
import { myVisitPage } from '@crm/shared/contracts/visits';
import { todoTasks } from '@crm/shared/contracts/workflow';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

const FOLLOWED_ONE = { listType: 'MY_FOCUS', size: 1 } as const;

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
  return useQuery({ ...contractQueryOptions(taskCounts, {}), enabled });
}

/** How many visits the caller logged since the first of the month, in the tenant's time zone. */
export function useVisitsThisMonth(enabled: boolean, timeZone: string) {
  const range = zonedMonthToDate(new Date(), timeZone);
  return useQuery({
    ...contractQueryOptions(myVisitPage, { query: { page: 0, size: 1 }, body: { ...range, status: 'completed' } }),
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
    ...contractQueryOptions(todoTasks, { query: { page: 0, size: 1 } }),
    select: (page) => page.totalElements,
    enabled,
  });
}
