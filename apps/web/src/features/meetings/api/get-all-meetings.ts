import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAllMeetings } from '@crm/shared/contracts/meetings';
import type { ContractInput } from '@crm/shared/contract';
import { contractQueryOptions } from '@/lib/request/contract-client';

export type AllMeetingsQuery = NonNullable<ContractInput<typeof listAllMeetings>['query']>;

/** Every meeting of the caller's data range, with the list's filters. */
export function useAllMeetings(query: AllMeetingsQuery) {
  return useQuery({ ...contractQueryOptions(listAllMeetings, { query }), placeholderData: keepPreviousData });
}
