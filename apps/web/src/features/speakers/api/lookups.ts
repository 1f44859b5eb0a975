import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '@/lib/request/api';
import { speakersKey } from './speaker-keys';

export interface DoctorOption {
  id: number;
  doctorName: string;
  doctorNameEn: string | null;
  hospital: string;
  hospitalEn: string | null;
  department: string | null;
  departmentEn: string | null;
  doctorTitle: string | null;
  doctorTitleEn: string | null;
}

export interface ProductOption {
  id: number;
  name: string;
  nameEn: string;
}

/** Doctors in the user's range matching a name, for choosing who becomes a speaker. */
export function useDoctorOptions(keyword: string) {
  return useQuery({
    queryKey: [...speakersKey, 'doctors', keyword],
    queryFn: () => api.get<Page<DoctorOption>>('/doctor/find/page', { keyword: keyword || undefined, size: 20 }),
    staleTime: 60_000,
  });
}

export const productOptionsQueryOptions = queryOptions({
  queryKey: [...speakersKey, 'products'],
  queryFn: () => api.get<ProductOption[]>('/product/user/product/all'),
  staleTime: 5 * 60_000,
});

/** The products a qualification may name. */
export function useProductOptions() {
  return useQuery(productOptionsQueryOptions);
}
