import type { QueryClient } from '@tanstack/react-query';
import * as tasks from '@crm/shared/contracts/tasks';
import { contractQueryKey } from '@/lib/request/contract-client';

const TASK_READS = [tasks.taskCounts, tasks.taskPage, tasks.getTask, tasks.taskLogs];

/**
 * Refreshes every task read after a change, in the background: the saved change is confirmed as
 * soon as the server has it, not after every open list has been fetched again.
 */
export function invalidateTasks(queryClient: QueryClient) {
  return Promise.all(TASK_READS.map((contract) => queryClient.invalidateQueries({ queryKey: contractQueryKey(contract) })));
}
