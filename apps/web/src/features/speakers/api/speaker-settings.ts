import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/speakers';
import { callContract } from '@/lib/request/contract-client';
import { speakersKey } from './speaker-keys';

export const speakerSettingsQueryOptions = queryOptions({
  queryKey: [...speakersKey, 'settings'],
  queryFn: () => callContract(contracts.speakerSettings, {}),
});

/** The tenant's annual honoraria cap per speaker. */
export function useSpeakerSettings() {
  return useQuery(speakerSettingsQueryOptions);
}

/** Sets the cap; it applies to applications submitted from now on. */
export function useSaveSpeakerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (annualHonorariaCapCents: number) => callContract(contracts.saveSpeakerSettings, { body: { annualHonorariaCapCents } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: speakersKey }),
  });
}
