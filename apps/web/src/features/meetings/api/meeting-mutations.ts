import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeetingBody, MeetingPaymentBody } from '@crm/shared/contracts/meeting-schemas';
import * as contracts from '@crm/shared/contracts/meetings';
import * as application from '@crm/shared/contracts/meeting-application';
import { callContract } from '@/lib/request/contract-client';
import type { MeetingState } from './meeting-types';

/** Every change to a meeting refreshes its lists and its detail. */
function useMeetingMutation<TInput>(mutationFn: (input: TInput) => Promise<MeetingState>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meetings'] }) });
}

// The form shows refusals itself (over budget, honoraria cap…), next to the fields.
const quiet = { showError: false } as const;

export function saveMeeting({ id, body }: { id: number | null; body: MeetingBody }): Promise<MeetingState> {
  return id === null ? callContract(application.createMeeting, { body }, quiet) : callContract(application.updateMeeting, { params: { id }, body }, quiet);
}
export const useSaveMeeting = () => useMeetingMutation(saveMeeting);

export const submitMeeting = (id: number) => callContract(application.submitMeeting, { params: { id } }, quiet);
export const useSubmitMeeting = () => useMeetingMutation(submitMeeting);

export const cancelMeeting = ({ id, comment }: { id: number; comment?: string }) => callContract(application.cancelMeeting, { params: { id }, body: { comment } });
export const useCancelMeeting = () => useMeetingMutation(cancelMeeting);

export interface DecisionInput {
  id: number;
  process: 'application' | 'payment';
  taskId: number;
  decision: 'APPROVE' | 'REJECT' | 'RETURN';
  comment?: string;
  returnToStepId?: string;
}

export function decideMeeting({ id, process, ...decision }: DecisionInput): Promise<MeetingState> {
  return callContract(process === 'application' ? application.decideMeetingApplication : application.decideMeetingPayment, { params: { id }, body: decision });
}
export const useDecideMeeting = () => useMeetingMutation(decideMeeting);

export const confirmMeeting = ({ id, comment }: { id: number; comment?: string }) => callContract(contracts.confirmMeeting, { params: { id }, body: { comment } });
export const useConfirmMeeting = () => useMeetingMutation(confirmMeeting);

export const savePayment = ({ id, body }: { id: number; body: MeetingPaymentBody }) => callContract(contracts.saveMeetingPayment, { params: { id }, body }, { showError: false });
export const useSavePayment = () => useMeetingMutation(savePayment);

export const submitPayment = (id: number) => callContract(contracts.submitMeetingPayment, { params: { id } }, { showError: false });
export const useSubmitPayment = () => useMeetingMutation(submitPayment);

/** Uploads an attachment or an invoice; the server checks its type by content and its size. */
export function uploadMeetingFile({ id, kind, category, file }: { id: number; kind: 'ATTACHMENT' | 'INVOICE'; category?: string; file: File }) {
  const form = new FormData();
  form.append('kind', kind);
  if (category) form.append('category', category);
  form.append('file', file);
  return callContract(application.uploadMeetingFile, { params: { id }, body: form }, { repeatCancel: false });
}

export function useUploadMeetingFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadMeetingFile, onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: ['meetings', 'detail', id] }) });
}

export function useDeleteMeetingFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fileId }: { id: number; fileId: number }) => callContract(application.deleteMeetingFile, { params: { id, fileId } }),
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: ['meetings', 'detail', id] }),
  });
}

export function downloadMeetingFile(id: number, fileId: number): Promise<Blob> {
  return callContract(application.downloadMeetingFile, { params: { id, fileId } });
}
