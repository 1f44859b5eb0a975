import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '@/lib/request/api';
import { workflowKey } from './workflow-keys';
import type { ListQuery, WorkflowTask } from './workflow-types';

export type TaskListKind = 'todo' | 'done';

export function taskListQueryOptions(kind: TaskListKind, query: ListQuery) {
  return queryOptions({
    queryKey: [...workflowKey, 'tasks', kind, query],
    queryFn: () => api.get<Page<WorkflowTask>>(`/workflow/task/${kind}/page`, { ...query }),
    placeholderData: keepPreviousData,
  });
}

/** Steps waiting for the user (todo) or decided by the user (done). */
export function useTaskList(kind: TaskListKind, query: ListQuery) {
  return useQuery(taskListQueryOptions(kind, query));
}
