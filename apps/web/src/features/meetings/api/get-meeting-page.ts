import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { meetingPage } from '@crm/shared/contracts/meetings';
import { callContract } from '@/lib/request/contract-client';
import type { MeetingListParams } from './meeting-types';

export function getMeetingPage(params: MeetingListParams) {
  return callContract(meetingPage, { query: params });
}

export const meetingPageQueryOptions = (params: MeetingListParams) =>
  queryOptions({ queryKey: ['meetings', 'page', params], queryFn: () => getMeetingPage(params), placeholderData: keepPreviousData });

export function useMeetingPage(params: MeetingListParams) {
  return useQuery(meetingPageQueryOptions(params));
}
