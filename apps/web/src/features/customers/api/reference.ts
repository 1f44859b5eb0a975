import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';
import type { DoctorField, HospitalDepartment, HospitalSummary, Paged, Region, StandardDepartment } from './types';

const LONG = 10 * 60_000;

export const provincesQueryOptions = queryOptions({
  queryKey: [...customerKeys.reference, 'provinces'],
  queryFn: () => api.get<Region[]>('/province/all'),
  staleTime: LONG,
});

export function useProvinces() {
  return useQuery(provincesQueryOptions);
}

export function useCities(provinceCode: string | undefined) {
  return useQuery({
    queryKey: [...customerKeys.reference, 'cities', provinceCode],
    queryFn: () => api.get<Region[]>(`/province/city/all/${provinceCode}`),
    enabled: !!provinceCode,
    staleTime: LONG,
  });
}

export function useStandardDepartments() {
  return useQuery({ queryKey: [...customerKeys.reference, 'departments'], queryFn: () => api.get<StandardDepartment[]>('/standard/department/current'), staleTime: LONG });
}

export function useDoctorFields() {
  return useQuery({ queryKey: [...customerKeys.reference, 'fields'], queryFn: () => api.get<DoctorField[]>('/field/all'), staleTime: LONG });
}

/** Hospitals matching a keyword, for pickers (first page). */
export function useHospitalOptions(keyword: string) {
  return useQuery({
    queryKey: [...customerKeys.reference, 'hospital-options', keyword],
    queryFn: () => api.post<Paged<HospitalSummary>>('/doctor/get/hospital/list', { keyword: keyword || undefined, page: 0, size: 20 }, { json: true }),
    staleTime: 60_000,
  });
}

export function useHospitalDepartments(hospitalId: number | undefined) {
  return useQuery({
    queryKey: [...customerKeys.reference, 'hospital-departments', hospitalId],
    queryFn: () => api.get<HospitalDepartment[]>('/doctor/get/department', { hospitalId }),
    enabled: !!hospitalId,
  });
}

export interface DictionaryItem {
  code: string;
  label: string;
  labelEn: string;
  sort: number;
}

/** One dictionary of `dict/find/codeList` (the tenant's own, such as doctorType, or a customer vocabulary). */
export function useDictionary(key: string) {
  return useQuery({
    queryKey: [...customerKeys.reference, 'dictionary', key],
    queryFn: async () => (await api.post<Record<string, DictionaryItem[]>>('/dict/find/codeList', [key], { json: true }))[key] ?? [],
    staleTime: LONG,
  });
}
