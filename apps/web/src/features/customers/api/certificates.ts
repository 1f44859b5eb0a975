import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { http } from '@/lib/request/http';
import { customerKeys } from './keys';
import type { Certificate } from './types';

const certificatesKey = (verificationId: number) => [...customerKeys.verifications, 'certificates', verificationId] as const;

export function useCertificates(verificationId: number | undefined) {
  return useQuery({
    queryKey: certificatesKey(verificationId ?? 0),
    queryFn: () => api.get<Certificate[]>(`/doctor/verify/find/certificate/${verificationId}`),
    enabled: !!verificationId,
  });
}

function useCertificateChange<T>(verificationId: number, change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: certificatesKey(verificationId) });
      void queryClient.invalidateQueries({ queryKey: [...customerKeys.verifications, 'list'] });
    },
  });
}

/** Attaches an image or PDF to the user's draft (the server checks the content, not the name). */
export function useUploadCertificate(verificationId: number) {
  return useCertificateChange(verificationId, (file: File) => {
    const form = new FormData();
    form.append('id', String(verificationId));
    form.append('file', file);
    return api.post<Certificate>('/doctor/verify/upload/certificate', form, { multipart: true, params: { id: verificationId } });
  });
}

export function useDeleteCertificate(verificationId: number) {
  return useCertificateChange(verificationId, (certificateId: number) => api.delete<null>('/doctor/verify/delete/certificate', undefined, { params: { id: certificateId } }));
}

/** The file itself, fetched with the session (the address needs a token, so a plain link cannot open it). */
export async function fetchCertificateFile(certificate: Certificate): Promise<Blob> {
  const response = await http.request<Blob>({ method: 'get', url: `${window.location.origin}${certificate.url}`, responseType: 'blob' });
  return response.data;
}
