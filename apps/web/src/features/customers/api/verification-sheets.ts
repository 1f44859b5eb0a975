import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadVerifications as downloadVerificationsContract } from '@crm/shared/contracts/doctor-verification';
import { callContract } from '@/lib/request/contract-client';
import { http } from '@/lib/request/http';
import { ApiError } from '@/lib/request/api-error';
import { sheetErrorsOf, type SheetRowError } from '../lib/sheet-errors';
import { verificationListKeys, type VerificationFilter } from './verifications';
import { saveBlob } from '@/lib/save-blob';

export type SheetUploadOutcome = { ok: true; batchId: string; created: number } | { ok: false; message: string; errors: SheetRowError[] };

/**
 * Uploads an xlsx of doctors to validate (no contract: the server reads the multipart body itself).
 * A sheet with bad rows is answered 400 with every row's problems; those come back as an outcome to
 * list, not as a failure toast.
 */
async function uploadSheet(file: File): Promise<SheetUploadOutcome> {
  const form = new FormData();
  form.append('file', file);
  // Read as a blob so the request layer hands over a 400 body instead of turning it into a toast.
  const response = await http.request<Blob>({
    method: 'post',
    url: '/doctor/verify/upload',
    data: form,
    multipart: true,
    responseType: 'blob',
    validateStatus: (status) => status === 200 || status === 400,
  });
  const body = JSON.parse(await response.data.text()) as { code: number; message: string; result: unknown };
  if (response.status === 200 && body.code === 200) {
    const result = body.result as { batchId: string; created: number };
    return { ok: true, batchId: result.batchId, created: result.created };
  }
  const errors = sheetErrorsOf(body);
  if (errors.length === 0) throw new ApiError(body.message, response.status, '/doctor/verify/upload');
  return { ok: false, message: body.message, errors };
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
