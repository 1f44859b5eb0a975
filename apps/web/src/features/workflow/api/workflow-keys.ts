import type { QueryClient } from '@tanstack/react-query';
import * as workflow from '@crm/shared/contracts/workflow';
import { contractQueryKey } from '@/lib/request/contract-client';

/** Query keys of the workflow pages' own lookups (roles and users to assign steps to). */
export const workflowKey = ['workflow'] as const;

const DEFINITION_READS = [workflow.listDefinitions, workflow.getDefinition];
const INSTANCE_READS = [workflow.myProcesses, workflow.getInstance, workflow.getInstanceDiagram, workflow.todoTasks, workflow.doneTasks];

/** Refreshes the chains after one is saved. */
export function invalidateDefinitions(queryClient: QueryClient) {
  return Promise.all(DEFINITION_READS.map((contract) => queryClient.invalidateQueries({ queryKey: contractQueryKey(contract) })));
}

/** Refreshes every request, step list and diagram after a decision or a new request. */
export function invalidateWorkflow(queryClient: QueryClient) {
  return Promise.all(INSTANCE_READS.map((contract) => queryClient.invalidateQueries({ queryKey: contractQueryKey(contract) })));
}
