import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DoctorFilters } from '@crm/shared/customer-doctor-schemas';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';

export interface SavedSearch {
  id: number;
  name: string;
  params: DoctorFilters;
  createdAt: string;
}

export const savedSearchesQueryOptions = queryOptions({
  queryKey: customerKeys.savedSearches,
  queryFn: () => api.get<SavedSearch[]>('/doctor/get/all/search/param'),
});

/** The user's saved doctor searches, newest first. */
export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions);
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: { name: string; params: DoctorFilters }) => api.post<SavedSearch>('/doctor/save/common/search/param', search, { json: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.savedSearches }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/doctor/delete/search/param/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.savedSearches }),
  });
}
