import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { speakersKey } from './speaker-keys';
import type { SpeakerState } from './speaker-types';

export interface SpeakerDecision {
  taskId?: number;
  decision: 'APPROVE' | 'REJECT' | 'RETURN';
  comment?: string | undefined;
  returnToStepId?: string | undefined;
}

export function decideSpeaker(id: number, body: SpeakerDecision): Promise<SpeakerState> {
  return api.post<SpeakerState>(`/speaker/${id}/approval`, body, { json: true, showError: false });
}

/** Decides the user's open step of a speaker's approval. */
export function useDecideSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SpeakerDecision }) => decideSpeaker(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: speakersKey }),
  });
}

export function deactivateSpeaker(id: number, comment?: string): Promise<SpeakerState> {
  return api.post<SpeakerState>(`/speaker/${id}/deactivate`, comment ? { comment } : {}, { json: true });
}

/** Retires an approved speaker: no new meeting may book them. */
export function useDeactivateSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deactivateSpeaker(id), onSettled: () => queryClient.invalidateQueries({ queryKey: speakersKey }) });
}
