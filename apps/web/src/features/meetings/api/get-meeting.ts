import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { MeetingDetail } from './meeting-types';

export function getMeeting(id: number): Promise<MeetingDetail> {
  return api.get<MeetingDetail>(`/meeting/${id}`, undefined, { explainedStatuses: [403, 404] });
}

export const meetingQueryOptions = (id: number) => queryOptions({ queryKey: ['meetings', 'detail', id], queryFn: () => getMeeting(id) });

export function useMeeting(id: number | null) {
  return useQuery({ ...meetingQueryOptions(id ?? 0), enabled: id !== null });
}
