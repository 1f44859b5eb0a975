import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as workflow from '@crm/shared/contracts/workflow';
import type { TaskDecisionBody } from '@crm/shared/contracts/workflow-schemas';
import { callContract } from '@/lib/request/contract-client';
import { invalidateWorkflow } from './workflow-keys';

/** Decides a step (approve, reject, return; resubmit or withdraw a general request), then reloads the lists. */
export function useDecideTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId: number; body: TaskDecisionBody }) => callContract(workflow.decideTask, { params: { id: taskId }, body }, { showError: false }),
    onSettled: () => invalidateWorkflow(queryClient),
  });
}

/** The applicant withdraws a general request still in approval. */
export function useWithdrawInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ instanceId, comment }: { instanceId: number; comment?: string }) =>
      callContract(workflow.withdrawInstance, { params: { id: instanceId }, body: comment ? { comment } : {} }, { showError: false }),
    onSettled: () => invalidateWorkflow(queryClient),
  });
}
