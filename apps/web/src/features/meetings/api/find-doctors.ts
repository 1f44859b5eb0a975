import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

export interface DoctorOption {
  id: number;
  doctorName: string;
  hospital: string;
  department: string | null;
}

/** Doctors within the caller's data range whose name matches, for the invitee picker. */
export const doctorOptionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['meetings', 'doctor-options', keyword],
    queryFn: () => api.get<{ content: DoctorOption[] }>('/doctor/find/page', { keyword: keyword || undefined, page: 0, size: 20 }).then((page) => page.content),
    staleTime: 30_000,
  });

export function useDoctorOptions(keyword: string) {
  return useQuery(doctorOptionsQueryOptions(keyword));
}
