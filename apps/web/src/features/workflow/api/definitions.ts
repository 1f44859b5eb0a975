import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProcessDefinitionBody } from '@crm/shared/workflow-schemas';
import { api } from '@/lib/request/api';
import { definitionsKey } from './workflow-keys';
import type { DefinitionDetail, DefinitionSummary } from './workflow-types';

export function definitionsQueryOptions(filter: { processType?: string; key?: string } = {}) {
  return queryOptions({
    queryKey: [...definitionsKey, 'list', filter],
    queryFn: () => api.get<DefinitionSummary[]>('/workflow/definition/page', { ...filter }),
  });
}

/** Latest chain versions of the tenant, or every version of one key. */
export function useDefinitions(filter: { processType?: string; key?: string } = {}, enabled = true) {
  return useQuery({ ...definitionsQueryOptions(filter), enabled });
}

export function definitionDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...definitionsKey, 'detail', id],
    queryFn: () => api.get<DefinitionDetail>(`/workflow/definition/${id}`),
  });
}

/** One chain version with its steps. */
export function useDefinitionDetail(id: number | null) {
  return useQuery({ ...definitionDetailQueryOptions(id ?? 0), enabled: id !== null });
}

export function saveDefinition(body: ProcessDefinitionBody): Promise<DefinitionDetail> {
  return api.post<DefinitionDetail>('/workflow/definition', body, { json: true });
}

/** Saves a chain as a new key or as the next version of its key (new requests only). */
export function useSaveDefinition() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDefinition, onSuccess: () => queryClient.invalidateQueries({ queryKey: definitionsKey }) });
}
