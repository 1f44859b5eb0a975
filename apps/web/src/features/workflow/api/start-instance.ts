import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeneralInstanceBody } from '@crm/shared/workflow-schemas';
import { api } from '@/lib/request/api';
import { workflowKey } from './workflow-keys';
import type { TransitionResult } from './workflow-types';

export function startInstance(body: GeneralInstanceBody): Promise<TransitionResult> {
  return api.post<TransitionResult>('/workflow/instance', body, { json: true });
}

/** Starts a general request on a chosen general chain. */
export function useStartInstance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startInstance, onSettled: () => queryClient.invalidateQueries({ queryKey: workflowKey }) });
}
