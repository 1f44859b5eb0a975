import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { completeVisitBody } from '@crm/shared/visit-schemas';
import { api } from '@/lib/request/api';
import type { Visit } from './visit-types';

export type VisitOutcome = z.input<typeof completeVisitBody>;

/** `PUT v2/visit/complete/{id}`: turns the caller's planned visit into a logged one. */
export function useCompleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: number; outcome: VisitOutcome }) => api.put<Visit>(`/v2/visit/complete/${id}`, outcome, { json: true, showError: false }),
    // The lists refresh in the background: the saved change is confirmed as soon as the server
    // has it, not after every open list has been fetched again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['visits'] });
    },
  });
}
