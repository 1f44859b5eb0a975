import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { customerKeys } from './keys';
import type { ChannelState, Paged, WecomBinding, WecomFriend } from './types';

const channelsKey = (doctorId: number) => [...customerKeys.doctor(doctorId), 'channels'] as const;

/** Where the company may reach a doctor, the preferred way, and the user's WeCom binding. */
export function useDoctorChannels(doctorId: number) {
  return useQuery({ queryKey: channelsKey(doctorId), queryFn: () => api.get<ChannelState[]>(`/channel/find/${doctorId}`) });
}

export function useSetChannels(doctorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { channels: string[]; preferred: string | null }) => api.post<ChannelState[]>('/channel/set', { doctorId, ...choice }, { json: true }),
    onSuccess: (channels) => {
      queryClient.setQueryData(channelsKey(doctorId), channels);
      void queryClient.invalidateQueries({ queryKey: customerKeys.doctor(doctorId), exact: true });
    },
  });
}

/** A page of the user's WeCom external contacts, each with the doctor it is bound to. */
export function useWecomFriends(options: { page: number; size: number; keyword: string; refresh: boolean; enabled: boolean }) {
  const { page, size, keyword, refresh, enabled } = options;
  return useQuery({
    queryKey: [...customerKeys.all, 'wecom-friends', page, size, keyword, refresh],
    queryFn: () => api.get<Paged<WecomFriend>>(`/bind/friend/list/${page}/${size}`, { keyword: keyword || undefined, refresh: String(refresh) }),
    enabled,
  });
}

function useBindingChange<T, R>(doctorId: number, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: channelsKey(doctorId) });
      void queryClient.invalidateQueries({ queryKey: [...customerKeys.all, 'wecom-friends'] });
    },
  });
}

export function useBindFriend(doctorId: number) {
  return useBindingChange(doctorId, (externalUserId: string) => api.post<WecomBinding>('/bind/external/user', { doctorId, externalUserId }, { json: true }));
}

/** Re-reads the bound contact from WeCom; null means WeCom no longer knows it and it was unbound. */
export function useRefreshBinding(doctorId: number) {
  return useBindingChange(doctorId, () => api.get<WecomBinding | null>(`/bind/friend/list/refresh/${doctorId}`));
}

export function useUnbindFriend(doctorId: number) {
  return useBindingChange(doctorId, () => api.delete<{ unbound: boolean }>(`/bind/doctor/unbind/${doctorId}`));
}
