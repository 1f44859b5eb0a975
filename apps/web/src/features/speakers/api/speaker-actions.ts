import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/speakers';
import { callContract } from '@/lib/request/contract-client';
import { speakersKey } from './speaker-keys';
import type { SpeakerState } from './speaker-types';

export interface SpeakerDecision {
  taskId?: number;
  decision: 'APPROVE' | 'REJECT' | 'RETURN';
  comment?: string | undefined;
  returnToStepId?: string | undefined;
}

export function decideSpeaker(id: number, body: SpeakerDecision): Promise<SpeakerState> {
  return callContract(contracts.decideSpeaker, { params: { id }, body }, { showError: false });
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
  return callContract(contracts.deactivateSpeaker, { params: { id }, body: comment ? { comment } : {} });
}

/** Retires an approved speaker: no new meeting may book them. */
export function useDeactivateSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deactivateSpeaker(id), onSettled: () => queryClient.invalidateQueries({ queryKey: speakersKey }) });
}
