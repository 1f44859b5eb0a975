import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTaskBody } from '@crm/shared/visit-schemas';
import { api } from '@/lib/request/api';
import type { Task } from './task-types';

export type NewTask = z.input<typeof createTaskBody>;

/** `POST task/create`: one task per assignee. Errors are shown by the form. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: NewTask) => api.post<Task[]>('/task/create', task, { json: true, showError: false }),
    // The lists refresh in the background: the saved change is confirmed as soon as the server
    // has it, not after every open list has been fetched again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
