import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpeakerBody } from '@crm/shared/contracts/meeting-master-schemas';
import * as contracts from '@crm/shared/contracts/speakers';
import { callContract } from '@/lib/request/contract-client';
import { speakersKey } from './speaker-keys';
import type { SpeakerState } from './speaker-types';

export function createSpeaker(body: SpeakerBody): Promise<SpeakerState> {
  return callContract(contracts.createSpeaker, { body });
}

export function updateSpeaker(id: number, body: SpeakerBody): Promise<SpeakerState> {
  return callContract(contracts.updateSpeaker, { params: { id }, body });
}

export function submitSpeaker(id: number): Promise<SpeakerState> {
  return callContract(contracts.submitSpeaker, { params: { id } });
}

/** Saves a draft (new or changed) and, when asked, submits it into the speaker chain. */
export function useSaveSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, submit }: { id: number | null; body: SpeakerBody; submit: boolean }) => {
      const saved = id === null ? await createSpeaker(body) : await updateSpeaker(id, body);
      return submit ? submitSpeaker(saved.id) : saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: speakersKey }),
  });
}

/** Submits a draft, or resubmits a rejected profile. */
export function useSubmitSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitSpeaker, onSettled: () => queryClient.invalidateQueries({ queryKey: speakersKey }) });
}
