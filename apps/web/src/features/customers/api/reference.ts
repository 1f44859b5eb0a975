import { queryOptions, useQuery } from '@tanstack/react-query';
import { findHospitalDepartments } from '@crm/shared/contracts/customer-hospitals';
import { findDoctorFields } from '@crm/shared/contracts/customer-lookups';
import { findCities, findProvinces } from '@crm/shared/contracts/customer-regions';
import { findDictionaries, findStandardDepartments } from '@crm/shared/contracts/dictionaries';
import { contractQueryOptions } from '@/lib/request/contract-client';

const LONG = 10 * 60_000;

export const provincesQueryOptions = queryOptions({ ...contractQueryOptions(findProvinces, {}), staleTime: LONG });

export function useProvinces() {
  return useQuery(provincesQueryOptions);
}

export function useCities(provinceCode: string | undefined) {
  return useQuery({ ...contractQueryOptions(findCities, { params: { id: provinceCode ?? '' } }), enabled: !!provinceCode, staleTime: LONG });
}

export function useStandardDepartments() {
  return useQuery({ ...contractQueryOptions(findStandardDepartments, {}), staleTime: LONG });
}

export function useDoctorFields() {
  return useQuery({ ...contractQueryOptions(findDoctorFields, {}), staleTime: LONG });
}

export function useHospitalDepartments(hospitalId: number | undefined) {
  return useQuery({ ...contractQueryOptions(findHospitalDepartments, { query: { hospitalId: hospitalId ?? 0 } }), enabled: !!hospitalId });
}

/** One dictionary of `dict/find/codeList` (the tenant's own, such as doctorType, or a customer vocabulary). */
export function useDictionary(key: string) {
  return useQuery({ ...contractQueryOptions(findDictionaries, { body: [key] }), select: (dictionaries) => dictionaries[key] ?? [], staleTime: LONG });
}
