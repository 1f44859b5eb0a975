import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

export const taskCountsQueryOptions = queryOptions({
  queryKey: ['tasks', 'counts'],
  queryFn: () => api.get<Record<string, number>>('/task/type/num'),
});

/** `GET task/type/num`: how many of the caller's tasks each tab and label holds. */
export function useTaskCounts() {
  return useQuery(taskCountsQueryOptions);
}
