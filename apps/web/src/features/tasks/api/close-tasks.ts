import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeTasks } from '@crm/shared/contracts/tasks';
import type { ContractInput } from '@crm/shared/contract';
import { callContract } from '@/lib/request/contract-client';
import { invalidateTasks } from './invalidate-tasks';

/** `PUT task/batch/close`: closes several tasks the caller may manage, all or none. */
export function useCloseTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractInput<typeof closeTasks>['body']) => callContract(closeTasks, { body }, { showError: false }),
    // Tried even without a connection: the failure is what puts the action in the device's outbox.
    networkMode: 'always',
    onSuccess: () => {
      void invalidateTasks(queryClient);
    },
  });
}
