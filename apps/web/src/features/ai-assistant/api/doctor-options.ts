import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoctorCard } from '@crm/shared/customer-doctor-schemas';
import { api } from '@/lib/request/api';

/** `GET doctor/find/page`: doctors of the caller's range, to draft a proposal for. */
export function useDoctorOptions(keyword: string) {
  return useQuery(
    queryOptions({
      queryKey: ['doctors', 'picker', keyword],
      queryFn: () => api.get<{ content: DoctorCard[]; totalElements: number }>('/doctor/find/page', { page: 0, size: 20, keyword: keyword || undefined }),
      staleTime: 60_000,
    }),
  );
}
