import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { visitBody } from '@crm/shared/visit-schemas';
import { api } from '@/lib/request/api';
import type { Visit } from './visit-types';

export type NewVisit = z.input<typeof visitBody>;

/** `POST v2/visit/add`: logs a visit that happened, or plans one. Errors are shown by the form. */
export function useAddVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visit: NewVisit) => api.post<Visit>('/v2/visit/add', visit, { json: true, showError: false }),
    // The lists refresh in the background: the saved change is confirmed as soon as the server
    // has it, not after every open list has been fetched again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['visits'] });
    },
  });
}
