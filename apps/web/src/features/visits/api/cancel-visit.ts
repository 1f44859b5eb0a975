import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelVisit } from '@crm/shared/contracts/visits';
import { callContract } from '@/lib/request/contract-client';
import { invalidateVisits } from './invalidate-visits';

/** `PUT v2/visit/cancel/{id}`: cancels the caller's planned visit. */
export function useCancelVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callContract(cancelVisit, { params: { id } }),
    onSuccess: () => invalidateVisits(queryClient),
  });
}
