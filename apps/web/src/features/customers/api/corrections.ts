import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Correction, CorrectionStatus } from '@crm/shared/customer-correction-schemas';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';
import type { Paged } from './types';

export interface CorrectionFilter {
  status?: CorrectionStatus[];
  keyword?: string;
}

/** Correction requests about doctors within the steward's data range, newest first. */
export function useCorrections(filter: CorrectionFilter, page: number, size: number) {
  return useQuery({
    queryKey: [...customerKeys.corrections, 'list', filter, page, size],
    queryFn: () => api.get<Paged<Correction>>('/correct/findBy/page', { ...filter, page, size }),
    placeholderData: keepPreviousData,
  });
}

export type CorrectionDecision = { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

/** A data steward's decision; an approval changes the doctor, so its record is fetched again. */
export function useReviewCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CorrectionDecision) =>
      input.decision === 'approve'
        ? api.post<Correction>(`/correct/approve/${input.id}`, {}, { json: true })
        : api.post<Correction>(`/correct/reject/${input.id}`, { reason: input.reason }, { json: true }),
    onSettled: (correction) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.corrections });
      if (correction) {
        void queryClient.invalidateQueries({ queryKey: customerKeys.doctor(correction.doctorId) });
        void queryClient.invalidateQueries({ queryKey: customerKeys.doctorLists });
      }
    },
  });
}
