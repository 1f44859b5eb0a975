import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

interface DoctorName {
  id: number;
  doctorName: string;
  doctorNameEn: string | null;
}

export function doctorNameQueryOptions(doctorId: number) {
  return queryOptions({ queryKey: ['doctors', 'detail', doctorId], queryFn: () => api.get<DoctorName>(`/doctor/find/${doctorId}`, undefined, { showError: false }), staleTime: 5 * 60_000 });
}

/** `GET doctor/find/{id}`: the doctor a visit is logged for from the doctor's page. */
export function useDoctorName(doctorId: number, enabled: boolean) {
  return useQuery({ ...doctorNameQueryOptions(doctorId), enabled });
}
