import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { Visit } from './visit-types';

/** `PUT v2/visit/cancel/{id}`: cancels the caller's planned visit. */
export function useCancelVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<Visit>(`/v2/visit/cancel/${id}`),
    // The lists refresh in the background: the saved change is confirmed as soon as the server
    // has it, not after every open list has been fetched again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['visits'] });
    },
  });
}
