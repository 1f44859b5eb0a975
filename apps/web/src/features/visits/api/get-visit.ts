import { useQuery } from '@tanstack/react-query';
import { getVisit } from '@crm/shared/contracts/visits';
import { contractQueryOptions } from '@/lib/request/contract-client';

export function visitQueryOptions(id: number) {
  return contractQueryOptions(getVisit, { params: { id } }, { explainedStatuses: [403, 404] });
}

/** `GET v2/visit/find/{id}`: one visit the caller may open. */
export function useVisit(id: number | null) {
  return useQuery({ ...visitQueryOptions(id ?? 0), enabled: id !== null });
}
