import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { speakersKey } from './speaker-keys';

interface SpeakerSettings {
  annualHonorariaCapCents: number;
}

export const speakerSettingsQueryOptions = queryOptions({
  queryKey: [...speakersKey, 'settings'],
  queryFn: () => api.get<SpeakerSettings>('/speaker/settings'),
});

/** The tenant's annual honoraria cap per speaker. */
export function useSpeakerSettings() {
  return useQuery(speakerSettingsQueryOptions);
}

/** Sets the cap; it applies to applications submitted from now on. */
export function useSaveSpeakerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (annualHonorariaCapCents: number) => api.put<SpeakerSettings>('/speaker/settings', { annualHonorariaCapCents }, { json: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: speakersKey }),
  });
}
