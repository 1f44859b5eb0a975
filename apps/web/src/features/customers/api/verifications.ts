import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '@crm/shared/contract';
import {
  approveVerification,
  doctorVerificationPage,
  rejectVerification,
  saveVerification,
  submitVerification,
  verificationPage,
  type VerificationFilter,
  type VerificationView,
} from '@crm/shared/contracts/doctor-verification';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';
import { customerKeys } from './keys';

export type { VerificationFilter };

/** Verification records within the user's data range, newest first. */
export function useVerifications(filter: VerificationFilter, page: number, size: number) {
  return useQuery({ ...contractQueryOptions(verificationPage, { query: { ...filter, page, size } }), placeholderData: keepPreviousData });
}

/** The verification history of one doctor. */
export function useDoctorVerifications(doctorId: number) {
  return useQuery(contractQueryOptions(doctorVerificationPage, { params: { id: doctorId }, query: { page: 0, size: 20 } }));
}

/** Every cached list of verification records, to refresh after a change. */
export const verificationListKeys = [contractQueryKey(verificationPage), contractQueryKey(doctorVerificationPage)];

function useVerificationChange<T>(change: (input: T) => Promise<VerificationView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (record) => {
      for (const queryKey of verificationListKeys) void queryClient.invalidateQueries({ queryKey });
      if (record.doctorId) void queryClient.invalidateQueries({ queryKey: customerKeys.doctor(record.doctorId) });
    },
  });
}

export type VerificationDraft = ContractInput<typeof saveVerification>['body'];

/** Starts a draft for a doctor (prefilled from the record), or changes the user's own draft. */
export function useSaveVerification() {
  return useVerificationChange((draft: VerificationDraft) => callContract(saveVerification, { body: draft }));
}

/** Submits a draft for review; the server accepts one submit per record. */
export function useSubmitVerification() {
  return useVerificationChange((id: number) => callContract(submitVerification, { params: { id } }));
}

export type VerificationDecision = { id: number; decision: 'approve' } | { id: number; decision: 'reject'; reason: string };

/** A data steward's decision; a rejection carries its reason. */
export function useReviewVerification() {
  return useVerificationChange((input: VerificationDecision) =>
    input.decision === 'approve'
      ? callContract(approveVerification, { params: { id: input.id }, body: {} })
      : callContract(rejectVerification, { params: { id: input.id }, body: { reason: input.reason } }),
  );
}
