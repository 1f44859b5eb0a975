import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { doctorVisitPage } from '@crm/shared/contracts/visits';
import { contractQueryOptions } from '@/lib/request/contract-client';

export function doctorVisitsQueryOptions(doctorId: number, page: number, size: number) {
  return queryOptions({ ...contractQueryOptions(doctorVisitPage, { params: { id: doctorId }, query: { page, size, sort: 'recent' } }), placeholderData: keepPreviousData });
}

/** `GET v2/visit/find/page/{doctorId}`: the visits of one doctor the caller may see: what happened newest first, then upcoming plans. */
export function useDoctorVisits(doctorId: number, page: number, size: number) {
  return useQuery({ ...doctorVisitsQueryOptions(doctorId, page, size), enabled: Number.isInteger(doctorId) && doctorId > 0 });
}
