import { useQuery } from '@tanstack/react-query';
import { taskLogs } from '@crm/shared/contracts/tasks';
import { contractQueryOptions } from '@/lib/request/contract-client';

export function taskLogsQueryOptions(id: number) {
  return contractQueryOptions(taskLogs, { params: { id } }, { showError: false });
}

/** `POST task/log/find/{id}`: every change of a task, oldest first. */
export function useTaskLogs(id: number) {
  return useQuery({ ...taskLogsQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false });
}
