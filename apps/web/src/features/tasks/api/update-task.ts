import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTask } from '@crm/shared/contracts/tasks';
import type { ContractInput } from '@crm/shared/contract';
import { callContract } from '@/lib/request/contract-client';
import { invalidateTasks } from './invalidate-tasks';

export type TaskChange = ContractInput<typeof updateTask>['body'];

/** `PUT task/update/{id}`: edits a task, or marks it completed or to do again. */
export function useUpdateTask(options: { showError?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TaskChange }) => callContract(updateTask, { params: { id }, body: change }, { showError: options.showError ?? true }),
    onSuccess: () => invalidateTasks(queryClient),
  });
}
