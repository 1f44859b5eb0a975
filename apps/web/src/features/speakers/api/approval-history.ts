import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInstance, type HistoryEntry, type InstanceDetail } from '@crm/shared/contracts/workflow';
import { callContract } from '@/lib/request/contract-client';
import { speakersKey } from './speaker-keys';

export type ApprovalHistoryEntry = HistoryEntry;
export type SpeakerApproval = InstanceDetail;

/** Kept under the speakers' key, so a change to a speaker refreshes its approval too. */
export function speakerApprovalQueryOptions(instanceId: number) {
  return queryOptions({
    queryKey: [...speakersKey, 'approval', instanceId],
    queryFn: () => callContract(getInstance, { params: { id: instanceId } }),
  });
}

/** The speaker's approval: its steps, who is deciding now, what the user may return to, and every decision. */
export function useSpeakerApproval(instanceId: number | null) {
  return useQuery({ ...speakerApprovalQueryOptions(instanceId ?? 0), enabled: instanceId !== null });
}
