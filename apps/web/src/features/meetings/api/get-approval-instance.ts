import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInstance } from '@crm/shared/contracts/workflow';
import { callContract } from '@/lib/request/contract-client';

/** The approval behind a meeting: chain, open steps and the full history of decisions. */
export function getApprovalInstance(id: number) {
  return callContract(getInstance, { params: { id } });
}

/** Kept under the meetings' key, so a change to a meeting refreshes its approval too. */
export const approvalInstanceQueryOptions = (id: number) => queryOptions({ queryKey: ['meetings', 'approval', id], queryFn: () => getApprovalInstance(id) });

export function useApprovalInstance(id: number | null) {
  return useQuery({ ...approvalInstanceQueryOptions(id ?? 0), enabled: id !== null });
}
