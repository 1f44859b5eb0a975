import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveCorrection, correctionPage, rejectCorrection } from '@crm/shared/contracts/customer-corrections';
import type { CorrectionFilter } from '@crm/shared/contracts/customer-correction-schemas';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';
import { customerKeys } from './keys';

/** Correction requests about doctors within the steward's data range, newest first. */
export function useCorrections(filter: CorrectionFilter, page: number, size: number) {
  return useQuery({ ...contractQueryOptions(correctionPage, { query: { ...filter, page, size } }), placeholderData: keepPreviousData });
}

export type CorrectionDecision = { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

/** A data steward's decision; an approval changes the doctor, so its record is fetched again. */
export function useReviewCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CorrectionDecision) =>
      input.decision === 'approve'
        ? callContract(approveCorrection, { params: { id: input.id }, body: {} })
        : callContract(rejectCorrection, { params: { id: input.id }, body: { reason: input.reason } }),
    onSettled: (correction) => {
      void queryClient.invalidateQueries({ queryKey: contractQueryKey(correctionPage) });
      if (correction) {
        void queryClient.invalidateQueries({ queryKey: customerKeys.doctor(correction.doctorId) });
        void queryClient.invalidateQueries({ queryKey: customerKeys.doctorLists });
      }
    },
  });
}
