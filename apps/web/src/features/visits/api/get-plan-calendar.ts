import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { Visit } from './visit-types';

/** A task as the calendar shows it (the fields the plan needs). */
export interface PlanTask {
  id: number;
  type: string;
  title: string;
  status: string;
  important: boolean;
  expired: boolean;
  dueAt: string;
  doctor: { id: number; name: string; nameEn: string | null; hospital: string } | null;
}

export interface PlanCalendar {
  visits: Visit[];
  tasks: PlanTask[];
}

export function planCalendarQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: ['visits', 'plan', from, to],
    queryFn: () => api.get<PlanCalendar>('/v2/visit/plan/calendar', { from, to }),
    placeholderData: keepPreviousData,
  });
}

/** `GET v2/visit/plan/calendar`: the caller's visits and open tasks between two days (inclusive). */
export function usePlanCalendar(from: string, to: string) {
  return useQuery(planCalendarQueryOptions(from, to));
}
