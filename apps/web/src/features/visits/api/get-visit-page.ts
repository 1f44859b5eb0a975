import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myVisitPage, teamVisitPage } from '@crm/shared/contracts/visits';
import { contractQueryOptions } from '@/lib/request/contract-client';
import type { VisitFilter, VisitScope } from './visit-types';

export interface VisitPageRequest {
  scope: VisitScope;
  filter: VisitFilter;
  page: number;
  size: number;
}

export function visitPageQueryOptions({ scope, filter, page, size }: VisitPageRequest) {
  const input = { query: { page, size, sort: 'recent' as const }, body: filter };
  const options = scope === 'my' ? contractQueryOptions(myVisitPage, input) : contractQueryOptions(teamVisitPage, input);
  return queryOptions({ ...options, placeholderData: keepPreviousData });
}

/** `POST v2/visit/find/{my|team}/page`: one page of the caller's or the team's visits. */
export function useVisitPage(request: VisitPageRequest) {
  return useQuery(visitPageQueryOptions(request));
}
