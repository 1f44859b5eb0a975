import { queryOptions, useQuery } from '@tanstack/react-query';
import { findUserById } from '@crm/shared/contracts/customer-lookups';
import { contractQueryOptions } from '@/lib/request/contract-client';

export function userNameQueryOptions(id: number) {
  return queryOptions({ ...contractQueryOptions(findUserById, { query: { id } }, { showError: false }), staleTime: 10 * 60_000 });
}

/** `GET user/findById`: a user named in a task log (a transfer's from and to). */
export function useUserName(id: number | undefined) {
  return useQuery({ ...userNameQueryOptions(id ?? 0), enabled: id !== undefined && id > 0, retry: false });
}
