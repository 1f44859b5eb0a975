import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoctorArchive, DoctorCreate } from '@crm/shared/customer-doctor-schemas';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';
import type { DoctorCard, DoctorDetail } from './types';

export interface DoctorCreateResult {
  saved: boolean;
  doctor: DoctorCard | null;
  duplicates: DoctorCard[];
}

/** `doctor/add`: saves, or answers the likely duplicates without saving unless told to ignore them. */
export function useCreateDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doctor: DoctorCreate) => api.post<DoctorCreateResult>('/doctor/add', doctor, { json: true }),
    onSuccess: (result) => {
      if (result.saved) void queryClient.invalidateQueries({ queryKey: customerKeys.doctorLists });
    },
  });
}

/** `archive/add`: the profile archive of a doctor; answers the whole record. */
export function useSaveArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archive: DoctorArchive) => api.post<DoctorDetail>('/archive/add', archive, { json: true }),
    onSuccess: (doctor) => queryClient.setQueryData(customerKeys.doctor(doctor.id), doctor),
  });
}

/** `correct/insert`: asks the data stewards to correct one field (a GET that files a request). */
export function useRequestCorrection(doctorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { field: string; newValue: string; reason?: string }) => api.get<{ id: number; status: string }>('/correct/insert', { doctorId, ...request }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: customerKeys.doctor(doctorId) }), queryClient.invalidateQueries({ queryKey: customerKeys.corrections })]),
  });
}
