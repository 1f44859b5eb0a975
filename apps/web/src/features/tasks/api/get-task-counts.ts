import { useQuery } from '@tanstack/react-query';
import { taskCounts } from '@crm/shared/contracts/tasks';
import { contractQueryOptions } from '@/lib/request/contract-client';

export const taskCountsQueryOptions = contractQueryOptions(taskCounts, {});

/** `GET task/type/num`: how many of the caller's tasks each tab and label holds. */
export function useTaskCounts() {
  return useQuery(taskCountsQueryOptions);
}
