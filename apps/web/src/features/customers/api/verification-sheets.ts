import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadVerifications as downloadVerificationsContract, uploadVerificationSheet } from '@crm/shared/contracts/doctor-verification';
import { callContract } from '@/lib/request/contract-client';
import { isApiError } from '@/lib/request/api-error';
import { showErrorMessage } from '@/lib/feedback';
import { sheetErrorsOf, type SheetRowError } from '../lib/sheet-errors';
import { verificationListKeys, type VerificationFilter } from './verifications';
import { saveBlob } from '@/lib/save-blob';

export type SheetUploadOutcome = { ok: true; batchId: string; created: number } | { ok: false; message: string; errors: SheetRowError[] };

/**
 * Uploads an xlsx of doctors to validate. A sheet with bad rows is answered 400 with every row's
 * problems (the contract's rejection); those come back as an outcome to list, not as a failure toast.
 */
async function uploadSheet(file: File): Promise<SheetUploadOutcome> {
  const form = new FormData();
  form.append('file', file);
  try {
    const { batchId, created } = await callContract(uploadVerificationSheet, { body: form }, { showError: false });
    return { ok: true, batchId, created };
  } catch (error) {
    const errors = isApiError(error) ? sheetErrorsOf({ result: error.result }) : [];
    if (errors.length === 0 || !isApiError(error)) {
      if (isApiError(error) && !error.isCancelled) showErrorMessage(error.message);
      throw error;
    }
    return { ok: false, message: error.message, errors };
  }
}

export function useUploadVerificationSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSheet,
    onSuccess: (outcome) => {
      if (outcome.ok) for (const queryKey of verificationListKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** The records of the filter as an xlsx file, saved under the name the server gives. */
export async function downloadVerifications(filter: VerificationFilter, fallbackName: string): Promise<void> {
  const blob = await callContract(downloadVerificationsContract, { query: filter });
  saveBlob(blob, fallbackName);
}
