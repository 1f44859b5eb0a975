import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { certificateFile, deleteCertificate, listCertificates, uploadCertificate, type Certificate } from '@crm/shared/contracts/doctor-verification';
import { callContract, contractQueryKey } from '@/lib/request/contract-client';
import { verificationListKeys } from './verifications';

export function useCertificates(verificationId: number | undefined) {
  return useQuery({
    queryKey: contractQueryKey(listCertificates, { params: { id: verificationId ?? 0 } }),
    queryFn: () => callContract(listCertificates, { params: { id: verificationId ?? 0 } }),
    enabled: !!verificationId,
  });
}

function useCertificateChange<T>(verificationId: number, change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contractQueryKey(listCertificates, { params: { id: verificationId } }) });
      // A record's certificate count shows in the lists.
      for (const queryKey of verificationListKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Attaches an image or PDF to the user's draft (the server checks the content, not the name). */
export function useUploadCertificate(verificationId: number) {
  return useCertificateChange(verificationId, (file: File) => {
    const form = new FormData();
    form.append('id', String(verificationId));
    form.append('file', file);
    return callContract(uploadCertificate, { query: { id: verificationId }, body: form });
  });
}

export function useDeleteCertificate(verificationId: number) {
  return useCertificateChange(verificationId, (certificateId: number) => callContract(deleteCertificate, { query: { id: certificateId } }));
}

/** The file itself, fetched with the session (the address needs a token, so a plain link cannot open it). */
export function fetchCertificateFile(certificate: Certificate): Promise<Blob> {
  return callContract(certificateFile, { params: { certificateId: certificate.id } }, { showError: true });
}
