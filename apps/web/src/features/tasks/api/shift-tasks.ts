import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shiftTasks } from '@crm/shared/contracts/tasks';
import type { ContractInput } from '@crm/shared/contract';
import { callContract } from '@/lib/request/contract-client';
import { invalidateTasks } from './invalidate-tasks';

/** `PUT task/batch/shift`: transfers several tasks to another user, all or none. */
export function useShiftTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractInput<typeof shiftTasks>['body']) => callContract(shiftTasks, { body }, { showError: false }),
    onSuccess: () => {
      void invalidateTasks(queryClient);
    },
  });
}
