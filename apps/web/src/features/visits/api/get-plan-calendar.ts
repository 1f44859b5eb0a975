import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { planCalendar } from '@crm/shared/contracts/visits';
import { contractQueryOptions } from '@/lib/request/contract-client';

export type { PlanCalendar } from '@crm/shared/contracts/visits';
/** A task as the calendar shows it. */
export type { Task as PlanTask } from '@crm/shared/contracts/tasks';

export function planCalendarQueryOptions(from: string, to: string) {
  return queryOptions({ ...contractQueryOptions(planCalendar, { query: { from, to } }), placeholderData: keepPreviousData });
}

/** `GET v2/visit/plan/calendar`: the caller's visits and open tasks between two days (inclusive). */
export function usePlanCalendar(from: string, to: string) {
  return useQuery(planCalendarQueryOptions(from, to));
}
