import { queryOptions } from '@tanstack/react-query';
import { findUsersInRange } from '@crm/shared/contracts/customer-lookups';
import { contractQueryOptions } from '@/lib/request/contract-client';

/**
 * Users of the caller's data range (`user/findUserRoleList`), matching a name when one is given:
 * the visits' team filter and the tasks' assignees.
 */
export function usersInRangeQueryOptions(query: { keyword?: string; page: number; size: number }, staleTime = 60_000) {
  return queryOptions({ ...contractQueryOptions(findUsersInRange, { query }), staleTime });
}
