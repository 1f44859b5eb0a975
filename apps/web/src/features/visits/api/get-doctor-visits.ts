import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { VisitPage } from './visit-types';

export function doctorVisitsQueryOptions(doctorId: number, page: number, size: number) {
  return queryOptions({
    queryKey: ['visits', 'doctor', doctorId, page, size],
    queryFn: () => api.get<VisitPage>(`/v2/visit/find/page/${doctorId}`, { page, size, sort: 'recent' }),
    placeholderData: keepPreviousData,
  });
}

/** `GET v2/visit/find/page/{doctorId}`: the visits of one doctor the caller may see: what happened newest first, then upcoming plans. */
export function useDoctorVisits(doctorId: number, page: number, size: number) {
  return useQuery({ ...doctorVisitsQueryOptions(doctorId, page, size), enabled: Number.isInteger(doctorId) && doctorId > 0 });
}
