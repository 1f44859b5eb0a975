import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingAttendance, meetingSignIn } from '@crm/shared/contracts/meetings';
import { callContract } from '@/lib/request/contract-client';

export const signInInfoQueryOptions = (id: number) => queryOptions({ queryKey: ['meetings', 'sign-in', id], queryFn: () => callContract(meetingSignIn, { params: { id } }) });

export function useSignInInfo(id: number, enabled: boolean) {
  return useQuery({ ...signInInfoQueryOptions(id), enabled });
}

export const attendanceQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['meetings', 'attendance', id], queryFn: () => callContract(meetingAttendance, { params: { id } }) });

export function useAttendance(id: number, enabled: boolean) {
  return useQuery({ ...attendanceQueryOptions(id), enabled, refetchInterval: enabled ? 30_000 : false });
}
