import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { Visit } from './visit-types';

export function visitQueryOptions(id: number) {
  return queryOptions({ queryKey: ['visits', 'one', id], queryFn: () => api.get<Visit>(`/v2/visit/find/${id}`, undefined, { explainedStatuses: [403, 404] }) });
}

/** `GET v2/visit/find/{id}`: one visit the caller may open. */
export function useVisit(id: number | null) {
  return useQuery({ ...visitQueryOptions(id ?? 0), enabled: id !== null });
}
