import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { Task } from './task-types';

export function taskQueryOptions(id: number) {
  return queryOptions({ queryKey: ['tasks', 'one', id], queryFn: () => api.get<Task>(`/task/find/${id}`, undefined, { showError: false }) });
}

/** `GET task/find/{id}`: one task the caller may manage. */
export function useTask(id: number) {
  return useQuery({ ...taskQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false });
}
