import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { TaskLog } from './task-types';

export function taskLogsQueryOptions(id: number) {
  return queryOptions({ queryKey: ['tasks', 'logs', id], queryFn: () => api.post<TaskLog[]>(`/task/log/find/${id}`, undefined, { showError: false }) });
}

/** `POST task/log/find/{id}`: every change of a task, oldest first. */
export function useTaskLogs(id: number) {
  return useQuery({ ...taskLogsQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false });
}
