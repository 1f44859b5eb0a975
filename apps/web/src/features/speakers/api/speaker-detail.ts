import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSpeaker } from '@crm/shared/contracts/speakers';
import { callContract } from '@/lib/request/contract-client';
import { speakersKey } from './speaker-keys';

export function speakerDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...speakersKey, 'detail', id],
    queryFn: () => callContract(getSpeaker, { params: { id } }),
  });
}

/** One profile with qualifications, contract, this year's honoraria against the cap, and the user's open step. */
export function useSpeakerDetail(id: number | null) {
  return useQuery({ ...speakerDetailQueryOptions(id ?? 0), enabled: id !== null });
}
