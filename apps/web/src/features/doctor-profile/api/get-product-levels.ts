import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { productLevelSchema } from '@crm/shared/customer-doctor-detail-schema';
import { api } from '@/lib/request/api';
import { profileKey } from './profile-list';

export type ProductLevel = z.infer<typeof productLevelSchema>;

export function productLevelsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...profileKey(id), 'productLevels'],
    queryFn: () => api.get<ProductLevel[]>(`/doctor/get/product/leve/${id}`),
  });
}

/** The drugs the doctor is rated for: the choices of the academic lists' drug filter. */
export function useProductLevels(id: number, enabled: boolean) {
  return useQuery({ ...productLevelsQueryOptions(id), enabled });
}
