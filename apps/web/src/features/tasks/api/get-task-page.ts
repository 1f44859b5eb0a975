import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { taskPage } from '@crm/shared/contracts/tasks';
import { contractQueryOptions } from '@/lib/request/contract-client';
import type { TaskLabel, TaskScope, TaskTab } from './task-types';

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
  return queryOptions({ ...contractQueryOptions(taskPage, { query: { page, size }, body }), placeholderData: keepPreviousData });
}

/** `POST task/page`: one page of tasks of a tab, label and scope. */
export function useTaskPage(request: TaskPageRequest) {
  return useQuery(taskPageQueryOptions(request));
}
