import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as workflow from '@crm/shared/contracts/workflow';
import type { ProcessDefinitionBody, ProcessType } from '@crm/shared/contracts/workflow-schemas';
import { callContract, contractQueryOptions } from '@/lib/request/contract-client';
import { invalidateDefinitions } from './workflow-keys';

/** Latest chain versions of the tenant, or every version of one key. */
export function useDefinitions(filter: { processType?: ProcessType; key?: string } = {}, enabled = true) {
  return useQuery({ ...contractQueryOptions(workflow.listDefinitions, { query: filter }), enabled });
}

/** One chain version with its steps. */
export function useDefinitionDetail(id: number | null) {
  return useQuery({ ...contractQueryOptions(workflow.getDefinition, { params: { id: id ?? 0 } }), enabled: id !== null });
}

/** Saves a chain as a new key or as the next version of its key (new requests only). */
export function useSaveDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcessDefinitionBody) => callContract(workflow.saveDefinition, { body }),
    onSuccess: () => invalidateDefinitions(queryClient),
  });
}
