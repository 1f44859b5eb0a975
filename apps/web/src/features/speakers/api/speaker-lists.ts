import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@crm/shared/envelope';
import { api } from '@/lib/request/api';
import { speakersKey } from './speaker-keys';
import type { SpeakerListItem, SpeakerListQuery } from './speaker-types';

export function speakerListQueryOptions(query: SpeakerListQuery) {
  return queryOptions({
    queryKey: [...speakersKey, 'list', query],
    queryFn: () => api.get<Page<SpeakerListItem>>('/speaker/page', { ...query }),
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
    queryFn: () => api.get<Page<SpeakerListItem>>('/speaker/approval/page', { tab: query.tab, keyword: query.keyword, page: query.page, size: query.size }),
    placeholderData: keepPreviousData,
  });
}

/** Speaker approvals waiting for the user (sApproval) or decided by the user (sApproved). */
export function useSpeakerApprovalList(query: SpeakerListQuery) {
  return useQuery(speakerApprovalListQueryOptions(query));
}
