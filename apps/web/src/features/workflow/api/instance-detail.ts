import { useQuery } from '@tanstack/react-query';
import * as workflow from '@crm/shared/contracts/workflow';
import { contractQueryOptions } from '@/lib/request/contract-client';

/** One request: chain, current step and candidates, history and the user's open step. */
export function useInstanceDetail(id: number | null) {
  return useQuery({ ...contractQueryOptions(workflow.getInstance, { params: { id: id ?? 0 } }), enabled: id !== null });
}

/** The BPMN of the request's chain version with the steps passed and waiting. */
export function useInstanceDiagram(id: number) {
  return useQuery(contractQueryOptions(workflow.getInstanceDiagram, { params: { id } }));
}
