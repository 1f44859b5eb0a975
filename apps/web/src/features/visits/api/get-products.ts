import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

export interface Product {
  id: number;
  name: string;
  nameEn: string;
}

export const productsQueryOptions = queryOptions({
  queryKey: ['products', 'mine'],
  queryFn: () => api.get<Product[]>('/API-SYSTEM/product/user/product/all'),
  staleTime: 5 * 60_000,
});

/** The products the user works on: the products a visit may discuss. */
export function useMyProducts() {
  return useQuery(productsQueryOptions);
}
