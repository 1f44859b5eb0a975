import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeVisit } from '@crm/shared/contracts/visits';
import type { ContractInput } from '@crm/shared/contract';
import { callContract } from '@/lib/request/contract-client';
import { invalidateVisits } from './invalidate-visits';

export type VisitOutcome = ContractInput<typeof completeVisit>['body'];

/** `PUT v2/visit/complete/{id}`: turns the caller's planned visit into a logged one. */
export function useCompleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: number; outcome: VisitOutcome }) => callContract(completeVisit, { params: { id }, body: outcome }, { showError: false }),
    onSuccess: () => invalidateVisits(queryClient),
  });
}
