import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMeeting as getMeetingContract, type MeetingDetail } from '@crm/shared/contracts/meeting-application';
import { callContract } from '@/lib/request/contract-client';

export function getMeeting(id: number): Promise<MeetingDetail> {
  return callContract(getMeetingContract, { params: { id } }, { explainedStatuses: [403, 404] });
}

export const meetingQueryOptions = (id: number) => queryOptions({ queryKey: ['meetings', 'detail', id], queryFn: () => getMeeting(id) });

export function useMeeting(id: number | null) {
  return useQuery({ ...meetingQueryOptions(id ?? 0), enabled: id !== null });
}
