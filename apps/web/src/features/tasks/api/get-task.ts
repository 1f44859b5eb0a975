import { useQuery } from '@tanstack/react-query';
import { getTask } from '@crm/shared/contracts/tasks';
import { contractQueryOptions } from '@/lib/request/contract-client';

export function taskQueryOptions(id: number) {
  return contractQueryOptions(getTask, { params: { id } }, { showError: false });
}

/** `GET task/find/{id}`: one task the caller may manage. */
export function useTask(id: number) {
  return useQuery({ ...taskQueryOptions(id), enabled: Number.isInteger(id) && id > 0, retry: false });
}
