import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { speakersKey } from './speaker-keys';
import type { SpeakerDetail } from './speaker-types';

export function speakerDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...speakersKey, 'detail', id],
    queryFn: () => api.get<SpeakerDetail>(`/speaker/${id}`),
  });
}

/** One profile with qualifications, contract, this year's honoraria against the cap, and the user's open step. */
export function useSpeakerDetail(id: number | null) {
  return useQuery({ ...speakerDetailQueryOptions(id ?? 0), enabled: id !== null });
}
