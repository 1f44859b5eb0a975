import { useQuery } from '@tanstack/react-query';
import { doctorByCodeQueryOptions } from '@/lib/api/doctors';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';
import type { OtherPracticeSite, ProductLevel } from './types';

/** The record id behind an address: digits are the record id, anything else the master-data code. */
export function useDoctorRecordId(param: string | undefined) {
  const isRecordId = !!param && /^\d+$/.test(param);
  const byCode = useQuery({ ...doctorByCodeQueryOptions(param), enabled: !!param && !isRecordId });
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
