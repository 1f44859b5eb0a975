import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyProducts } from '@crm/shared/contracts/products';
import { callContract, contractQueryKey } from '@/lib/request/contract-client';

export type { MyProduct } from '@crm/shared/contracts/products';

export const myProductsQueryOptions = queryOptions({
  queryKey: contractQueryKey(getMyProducts),
  queryFn: () => callContract(getMyProducts, {}),
  staleTime: 5 * 60_000,
});

/** The products the caller works on, with their indications: every product picker uses this. */
export function useMyProducts() {
  return useQuery(myProductsQueryOptions);
}
