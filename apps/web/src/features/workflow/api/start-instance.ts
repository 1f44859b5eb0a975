import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as workflow from '@crm/shared/contracts/workflow';
import type { GeneralInstanceBody } from '@crm/shared/contracts/workflow-schemas';
import { callContract } from '@/lib/request/contract-client';
import { invalidateWorkflow } from './workflow-keys';

/** Starts a general request on a chosen general chain. */
export function useStartInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneralInstanceBody) => callContract(workflow.startGeneralInstance, { body }),
    onSettled: () => invalidateWorkflow(queryClient),
  });
}
