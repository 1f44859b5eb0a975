import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';
import type { Paged, Verification, VerificationSource, VerificationStatus } from './types';

export interface VerificationFilter {
  status?: VerificationStatus[];
  source?: VerificationSource;
  keyword?: string;
  batchId?: string;
}

/** Verification records within the user's data range, newest first. */
export function useVerifications(filter: VerificationFilter, page: number, size: number) {
  return useQuery({
    queryKey: [...customerKeys.verifications, 'list', filter, page, size],
    queryFn: () => api.get<Paged<Verification>>('/doctor/verify/findBy/page', { ...filter, page, size }),
    placeholderData: keepPreviousData,
  });
}

/** The verification history of one doctor. */
export function useDoctorVerifications(doctorId: number) {
  return useQuery({
    queryKey: [...customerKeys.verifications, 'doctor', doctorId],
    queryFn: () => api.get<Paged<Verification>>(`/doctor/verify/${doctorId}/page`, { page: 0, size: 20 }),
  });
}

function useVerificationChange<T>(change: (input: T) => Promise<Verification>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (record) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.verifications });
      if (record.doctorId) void queryClient.invalidateQueries({ queryKey: customerKeys.doctor(record.doctorId) });
    },
  });
}

export interface VerificationDraft {
  id?: number;
  doctorId: number;
  doctorName?: string;
  hospitalName?: string;
  departmentName?: string;
  titleCode?: string;
  mobile?: string;
  remark?: string;
}

/** Starts a draft for a doctor (prefilled from the record), or changes the user's own draft. */
export function useSaveVerification() {
  return useVerificationChange((draft: VerificationDraft) => api.post<Verification>('/doctor/verify/save', draft, { json: true }));
}

/** Submits a draft for review; the server accepts one submit per record. */
export function useSubmitVerification() {
  return useVerificationChange((id: number) => api.post<Verification>(`/doctor/verify/submit/${id}`, undefined));
}

/** A data steward's decision; a rejection carries its reason. */
export function useReviewVerification() {
  return useVerificationChange(({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
    decision === 'approve'
      ? api.post<Verification>(`/doctor/verify/approve/${id}`, {}, { json: true })
      : api.post<Verification>(`/doctor/verify/reject/${id}`, { reason }, { json: true }),
  );
}
