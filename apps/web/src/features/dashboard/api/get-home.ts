import { useQuery } from '@tanstack/react-query';
import { homeToday } from '@crm/shared/contracts/home';
import { todoTasks } from '@crm/shared/contracts/workflow';
import { contractQueryOptions } from '@/lib/request/contract-client';

/** The home page's figures in one call (`home/today`): the day, the month and, for a manager, the team. */
export function useHomeToday() {
  return useQuery({ ...contractQueryOptions(homeToday, {}), refetchOnWindowFocus: true });
}

/** The newest approval steps waiting for the caller. */
export function useWaitingApprovals(enabled: boolean) {
  return useQuery({ ...contractQueryOptions(todoTasks, { query: { page: 0, size: 5 } }), enabled });
}
