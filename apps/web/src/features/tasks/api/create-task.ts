import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTask } from '@crm/shared/contracts/tasks';
import type { ContractInput } from '@crm/shared/contract';
import { callContract } from '@/lib/request/contract-client';
import { invalidateTasks } from './invalidate-tasks';

export type NewTask = ContractInput<typeof createTask>['body'];

/** `POST task/create`: one task per assignee. Errors are shown by the form. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: NewTask) => callContract(createTask, { body: task }, { showError: false }),
    onSuccess: () => {
      void invalidateTasks(queryClient);
    },
  });
}
