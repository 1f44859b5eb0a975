import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '@crm/shared/contract';
import { deleteSavedSearch, listSavedSearches, saveSearch } from '@crm/shared/contracts/doctors';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';

export type { SavedSearch } from '@crm/shared/contracts/doctors';

export const savedSearchesQueryOptions = contractQueryOptions(listSavedSearches, {});

/** The user's saved doctor searches, newest first. */
export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions);
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: ContractInput<typeof saveSearch>['body']) => callContract(saveSearch, { body: search }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractQueryKey(listSavedSearches) }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callContract(deleteSavedSearch, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractQueryKey(listSavedSearches) }),
  });
}
