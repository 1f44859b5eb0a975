import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MATERIAL_TYPES } from '@crm/shared/customer-reference';
import { findLibraryByMaterialType } from '@crm/shared/contracts/customer-lookups';
import { contractQueryOptions } from '@/lib/request/contract-client';

type MaterialType = (typeof MATERIAL_TYPES)[number]['code'];

/** Medical library materials of one type; the form offers those with an approved version. */
export const libraryByTypeQueryOptions = (materialType: MaterialType) =>
  queryOptions({ ...contractQueryOptions(findLibraryByMaterialType, { query: { materialType } }), staleTime: 60_000 });

export function useLibraryByType(materialType: MaterialType) {
  return useQuery(libraryByTypeQueryOptions(materialType));
}
