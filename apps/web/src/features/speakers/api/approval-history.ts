import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { speakersKey } from './speaker-keys';

export interface ApprovalHistoryEntry {
  id: number;
  action: string;
  stepId: string | null;
  stepName: string | null;
  stepNameEn: string | null;
  actorName: string;
  actorNameEn: string | null;
  comment: string | null;
  createdAt: string;
}

export interface SpeakerApproval {
  id: number;
  status: string;
  steps: Array<{ id: string; name: string; nameEn: string }>;
  currentTasks: Array<{ stepId: string; name: string; nameEn: string; candidates: Array<{ id: number; name: string; nameEn: string | null }> }>;
  myTask: { taskId: number; stepId: string; isRevision: boolean; returnableSteps: string[] } | null;
  history: ApprovalHistoryEntry[];
}

export function speakerApprovalQueryOptions(instanceId: number) {
  return queryOptions({
    queryKey: [...speakersKey, 'approval', instanceId],
    queryFn: () => api.get<SpeakerApproval>(`/workflow/instance/${instanceId}`),
  });
}

/** The speaker's approval: its steps, who is deciding now, what the user may return to, and every decision. */
export function useSpeakerApproval(instanceId: number | null) {
  return useQuery({ ...speakerApprovalQueryOptions(instanceId ?? 0), enabled: instanceId !== null });
}
