import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '@/lib/request/api';
import { workflowKey } from './workflow-keys';
import type { ListQuery, MyProcess } from './workflow-types';

export function myProcessesQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: [...workflowKey, 'my', query],
    queryFn: () => api.get<Page<MyProcess>>('/workflow/instance/my/page', { ...query }),
    placeholderData: keepPreviousData,
  });
}

/** Requests the user started, newest first. */
export function useMyProcesses(query: ListQuery) {
  return useQuery(myProcessesQueryOptions(query));
}
