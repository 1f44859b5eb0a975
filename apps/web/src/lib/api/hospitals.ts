import { queryOptions, useQuery } from '@tanstack/react-query';
import { findHospitalOptions } from '@crm/shared/contracts/customer-hospitals';
import { contractQueryOptions } from '@/lib/request/contract-client';

/** The first page of the tenant's hospitals matching a keyword (`doctor/get/hospital/list`): every hospital picker. */
export function hospitalOptionsQueryOptions(keyword: string) {
  return queryOptions({ ...contractQueryOptions(findHospitalOptions, { body: { keyword: keyword || undefined, page: 0, size: 20 } }), staleTime: 60_000 });
}

export function useHospitalOptions(keyword: string) {
  return useQuery(hospitalOptionsQueryOptions(keyword));
}
