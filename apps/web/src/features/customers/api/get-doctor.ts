import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';
import type { DoctorDetail, OtherPracticeSite, ProductLevel } from './types';

/** A doctor's business record by record id (404 outside the user's data range). */
export function doctorQueryOptions(id: number) {
  return queryOptions({
    queryKey: customerKeys.doctor(id),
    queryFn: () => api.get<DoctorDetail>(`/doctor/find/${id}`),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useDoctor(id: number) {
  return useQuery(doctorQueryOptions(id));
}

/** The record id behind an address: digits are the record id, anything else the master-data code. */
export function useDoctorRecordId(param: string | undefined) {
  const isRecordId = !!param && /^\d+$/.test(param);
  const byCode = useQuery({
    queryKey: [...customerKeys.all, 'doctor-code', param],
    queryFn: () => api.get<DoctorDetail>(`/doctor/get/one/${encodeURIComponent(param ?? '')}`, undefined, { showError: false }),
    enabled: !!param && !isRecordId,
    retry: false,
  });
  return { id: isRecordId ? Number(param) : byCode.data?.id, isError: byCode.isError, isLoading: byCode.isLoading };
}

export function useProductLevels(id: number) {
  return useQuery({
    queryKey: [...customerKeys.doctor(id), 'product-levels'],
    queryFn: () => api.get<ProductLevel[]>(`/doctor/get/product/leve/${id}`),
  });
}

export function useOtherPracticeSites(id: number) {
  return useQuery({
    queryKey: [...customerKeys.doctor(id), 'other-works'],
    queryFn: () => api.get<OtherPracticeSite[]>(`/doctor/get/other/works/${id}`),
  });
}
