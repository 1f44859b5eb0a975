import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { findHospital, searchHospitals, type HospitalSearch } from '@crm/shared/contracts/customer-hospitals';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

/** My hospitals (those of my customers) or all hospitals, a page at a time. */
export function useHospitalSearch(search: HospitalSearch) {
  return useQuery({ ...contractQueryOptions(searchHospitals, { body: search }), placeholderData: keepPreviousData });
}

export function hospitalQueryOptions(id: number) {
  return queryOptions({
    queryKey: contractQueryKey(findHospital, { params: { id } }),
    queryFn: () => callContract(findHospital, { params: { id } }, { explainedStatuses: [403, 404] }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** A hospital's profile, departments and each drug's procurement and coverage. */
export function useHospital(id: number) {
  return useQuery(hospitalQueryOptions(id));
}
