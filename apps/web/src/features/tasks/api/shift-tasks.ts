import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

/** `PUT task/batch/shift`: transfers several tasks to another user, all or none. */
export function useShiftTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; assigneeId: number; reason?: string | undefined }) =>
      api.put<{ shifted: number }>('/task/batch/shift', body, { json: true, showError: false }),
    // The lists refresh in the background: the saved change is confirmed as soon as the server
    // has it, not after every open list has been fetched again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
