import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import type { Attendee, SignInInfo } from './meeting-types';

export const signInInfoQueryOptions = (id: number) => queryOptions({ queryKey: ['meetings', 'sign-in', id], queryFn: () => api.get<SignInInfo>(`/meeting/${id}/sign-in`) });

export function useSignInInfo(id: number, enabled: boolean) {
  return useQuery({ ...signInInfoQueryOptions(id), enabled });
}

export const attendanceQueryOptions = (id: number) => queryOptions({ queryKey: ['meetings', 'attendance', id], queryFn: () => api.get<Attendee[]>(`/meeting/${id}/attendance`) });

export function useAttendance(id: number, enabled: boolean) {
  return useQuery({ ...attendanceQueryOptions(id), enabled, refetchInterval: enabled ? 30_000 : false });
}
