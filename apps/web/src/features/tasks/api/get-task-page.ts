import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '@/lib/request/api';
import type { Task, TaskLabel, TaskScope, TaskTab } from './task-types';

export interface TaskPageRequest {
  tab: TaskTab;
  label?: TaskLabel | undefined;
  scope: TaskScope;
  keyword?: string | undefined;
  doctorId?: number | undefined;
  page: number;
  size: number;
}

export function taskPageQueryOptions({ page, size, ...body }: TaskPageRequest) {
  return queryOptions({
    queryKey: ['tasks', 'page', body, page, size],
    queryFn: () => api.post<Page<Task>>('/task/page', body, { json: true, params: { page, size } }),
    placeholderData: keepPreviousData,
  });
}

/** `POST task/page`: one page of tasks of a tab, label and scope. */
export function useTaskPage(request: TaskPageRequest) {
  return useQuery(taskPageQueryOptions(request));
}
