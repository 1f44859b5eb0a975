import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

export interface HospitalOption {
  id: number;
  name: string;
  nameEn: string | null;
}

export function hospitalOptionsQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: ['hospitals', 'picker', keyword],
    queryFn: () => api.post<{ content: HospitalOption[] }>('/doctor/get/hospital/list', { keyword: keyword || undefined, page: 0, size: 20 }, { json: true }),
    staleTime: 60_000,
  });
}

/** `POST doctor/get/hospital/list`: hospitals matching a keyword, for the hospital filter. */
export function useHospitalOptions(keyword: string) {
  return useQuery(hospitalOptionsQueryOptions(keyword));
}
