import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addVisit } from '@crm/shared/contracts/visits';
import type { ContractInput } from '@crm/shared/contract';
import { callContract } from '@/lib/request/contract-client';
import { invalidateVisits } from './invalidate-visits';

export type NewVisit = ContractInput<typeof addVisit>['body'];

/** `POST v2/visit/add`: logs a visit that happened, or plans one. Errors are shown by the form. */
export function useAddVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visit: NewVisit) => callContract(addVisit, { body: visit }, { showError: false }),
    // Tried even without a connection: the failure is what puts the action in the device's outbox.
    networkMode: 'always',
    onSuccess: () => invalidateVisits(queryClient),
  });
}
