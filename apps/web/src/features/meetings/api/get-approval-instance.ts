import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { ApprovalInstance } from './meeting-types';

/** The approval behind a meeting: chain, open steps and the full history of decisions. */
export function getApprovalInstance(id: number): Promise<ApprovalInstance> {
  return api.get<ApprovalInstance>(`/workflow/instance/${id}`);
}

export const approvalInstanceQueryOptions = (id: number) => queryOptions({ queryKey: ['meetings', 'approval', id], queryFn: () => getApprovalInstance(id) });

export function useApprovalInstance(id: number | null) {
  return useQuery({ ...approvalInstanceQueryOptions(id ?? 0), enabled: id !== null });
}
