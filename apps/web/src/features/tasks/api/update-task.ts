import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateTaskBody } from '@crm/shared/visit-schemas';
import { api } from '@/lib/request/api';
import type { Task } from './task-types';

export type TaskChange = z.input<typeof updateTaskBody>;

/** `PUT task/update/{id}`: edits a task, or marks it completed or to do again. */
export function useUpdateTask(options: { showError?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TaskChange }) => api.put<Task>(`/task/update/${id}`, change, { json: true, showError: options.showError ?? true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
