import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { speakerApprovalPage, speakerPage } from '@crm/shared/contracts/speakers';
import type { SPEAKER_APPROVAL_TABS, SPEAKER_LIST_TABS } from '@crm/shared/contracts/meeting-master-schemas';
import { callContract } from '@/lib/request/contract-client';
import { speakersKey } from './speaker-keys';
import type { SpeakerListQuery } from './speaker-types';

export function speakerListQueryOptions(query: SpeakerListQuery) {
  return queryOptions({
    queryKey: [...speakersKey, 'list', query],
    queryFn: () => callContract(speakerPage, { query: { ...query, tab: query.tab as (typeof SPEAKER_LIST_TABS)[number] } }),
    placeholderData: keepPreviousData,
  });
}

/** Speaker profiles of one `/meeting/speaker` tab (all, in approval, approved). */
export function useSpeakerList(query: SpeakerListQuery) {
  return useQuery(speakerListQueryOptions(query));
}

export function speakerApprovalListQueryOptions(query: SpeakerListQuery) {
  return queryOptions({
    queryKey: [...speakersKey, 'approvals', query],
    queryFn: () =>
      callContract(speakerApprovalPage, { query: { tab: query.tab as (typeof SPEAKER_APPROVAL_TABS)[number], keyword: query.keyword, page: query.page, size: query.size } }),
    placeholderData: keepPreviousData,
  });
}

/** Speaker approvals waiting for the user (sApproval) or decided by the user (sApproved). */
export function useSpeakerApprovalList(query: SpeakerListQuery) {
  return useQuery(speakerApprovalListQueryOptions(query));
}
