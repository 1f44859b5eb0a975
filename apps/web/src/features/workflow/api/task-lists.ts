import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as workflow from '@crm/shared/contracts/workflow';
import { contractQueryOptions } from '@/lib/request/contract-client';
import type { ListQuery } from './workflow-types';

export type TaskListKind = 'todo' | 'done';

/** Steps waiting for the user (todo) or decided by the user (done). */
export function useTaskList(kind: TaskListKind, query: ListQuery) {
  const contract = kind === 'todo' ? workflow.todoTasks : workflow.doneTasks;
  return useQuery({ ...contractQueryOptions(contract, { query }), placeholderData: keepPreviousData });
}
