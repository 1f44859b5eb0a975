import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

export interface LibraryMaterial {
  id: number;
  materialType: string;
  title: string;
  titleEn: string | null;
  url: string | null;
}

/** Medical library materials of one type; the form offers those with an approved version. */
export const libraryByTypeQueryOptions = (materialType: string) =>
  queryOptions({
    queryKey: ['meetings', 'library', materialType],
    queryFn: () => api.get<LibraryMaterial[]>('/library/findByMaterialType', { materialType }),
    staleTime: 60_000,
  });

export function useLibraryByType(materialType: string) {
  return useQuery(libraryByTypeQueryOptions(materialType));
}
