import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskDecisionBody } from '@crm/shared/workflow-schemas';
import { api } from '@/lib/request/api';
import { workflowKey } from './workflow-keys';
import type { TransitionResult } from './workflow-types';

export function decideTask(taskId: number, body: TaskDecisionBody): Promise<TransitionResult> {
  return api.post<TransitionResult>(`/workflow/task/${taskId}/decision`, body, { json: true, showError: false });
}

export function withdrawInstance(instanceId: number, comment: string | undefined): Promise<TransitionResult> {
  return api.post<TransitionResult>(`/workflow/instance/${instanceId}/withdraw`, comment ? { comment } : {}, { json: true, showError: false });
}

/** Decides a step (approve, reject, return; resubmit or withdraw a general request), then reloads the lists. */
export function useDecideTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId: number; body: TaskDecisionBody }) => decideTask(taskId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowKey }),
  });
}

/** The applicant withdraws a general request still in approval. */
export function useWithdrawInstance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ instanceId, comment }: { instanceId: number; comment?: string }) => withdrawInstance(instanceId, comment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowKey }),
  });
}
