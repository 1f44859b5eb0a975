import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HospitalSearch } from '@crm/shared/customer-hospital-schemas';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';
import type { HospitalDetail, HospitalSummary, Paged } from './types';

/** My hospitals (those of my customers) or all hospitals, a page at a time. */
export function useHospitalSearch(search: HospitalSearch) {
  return useQuery({
    queryKey: [...customerKeys.hospitals, 'list', search],
    queryFn: () => api.post<Paged<HospitalSummary>>('/hospital/search', search, { json: true }),
    placeholderData: keepPreviousData,
  });
}

export function hospitalQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...customerKeys.hospitals, 'detail', id],
    queryFn: () => api.get<HospitalDetail>(`/hospital/find/${id}`, undefined, { explainedStatuses: [403, 404] }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** A hospital's profile, departments and each drug's procurement and coverage. */
export function useHospital(id: number) {
  return useQuery(hospitalQueryOptions(id));
}
