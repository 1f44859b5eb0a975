import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

/** `PUT task/batch/close`: closes several tasks the caller may manage, all or none. */
export function useCloseTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; reason?: string | undefined }) => api.put<{ closed: number }>('/task/batch/close', body, { json: true, showError: false }),
    // The lists refresh in the background: the saved change is confirmed as soon as the server
    // has it, not after every open list has been fetched again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
