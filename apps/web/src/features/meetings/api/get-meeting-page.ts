import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { MeetingListParams, MeetingPage } from './meeting-types';

export function getMeetingPage(params: MeetingListParams): Promise<MeetingPage> {
  return api.get<MeetingPage>('/meeting/page', { ...params });
}

export const meetingPageQueryOptions = (params: MeetingListParams) =>
  queryOptions({ queryKey: ['meetings', 'page', params], queryFn: () => getMeetingPage(params), placeholderData: keepPreviousData });

export function useMeetingPage(params: MeetingListParams) {
  return useQuery(meetingPageQueryOptions(params));
}
