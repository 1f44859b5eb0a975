import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';
import type { DoctorCard, Paged } from './types';

/** Doctors within the user's data range matching a keyword, for pickers. */
export function useDoctorOptions(keyword: string) {
  return useQuery({
    queryKey: [...customerKeys.all, 'doctor-options', keyword],
    queryFn: () => api.get<Paged<DoctorCard> & { totalCapped: boolean }>('/doctor/find/page', { page: 0, size: 20, keyword: keyword || undefined }),
    placeholderData: keepPreviousData,
  });
}
