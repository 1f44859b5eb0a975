import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { VisitFilter, VisitPage, VisitScope } from './visit-types';

export interface VisitPageRequest {
  scope: VisitScope;
  filter: VisitFilter;
  page: number;
  size: number;
}

export function visitPageQueryOptions({ scope, filter, page, size }: VisitPageRequest) {
  return queryOptions({
    queryKey: ['visits', scope, filter, page, size],
    queryFn: () => api.post<VisitPage>(`/v2/visit/find/${scope}/page`, filter, { json: true, params: { page, size, sort: 'recent' } }),
    placeholderData: keepPreviousData,
  });
}

/** `POST v2/visit/find/{my|team}/page`: one page of the caller's or the team's visits. */
export function useVisitPage(request: VisitPageRequest) {
  return useQuery(visitPageQueryOptions(request));
}
