import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/admin-products';
import type { ProductMaster, ProductMasterBody } from '@crm/shared/contracts/admin-products';
import { callContract } from '@/lib/request/contract-client';

export type { ProductMaster, ProductMasterBody };

export const productMasterQueryOptions = queryOptions({ queryKey: ['admin', 'products'], queryFn: () => callContract(contracts.productMasterList, {}) });

export const useProductMaster = () => useQuery(productMasterQueryOptions);

/** Saves a product; the product lists every page reads (forms, filters) are read again. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductMasterBody }) => callContract(contracts.updateProductMaster, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries(),
  });
}
