import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '@crm/shared/contract';
import { bindWecomContact, findChannels, refreshWecomBinding, setChannels, unbindWecomContact, wecomFriendPage } from '@crm/shared/contracts/customer-channels';
import { callContract, contractQueryKey, contractQueryOptions } from '@/lib/request/contract-client';
import { customerKeys } from './keys';

export type { ChannelState, WecomBinding, WecomFriend } from '@crm/shared/contracts/customer-channels';

/** Under the doctor's key, so refreshing the doctor refreshes its channels. */
const channelsKey = (doctorId: number) => [...customerKeys.doctor(doctorId), 'channels'] as const;

/** Where the company may reach a doctor, the preferred way, and the user's WeCom binding. */
export function useDoctorChannels(doctorId: number) {
  return useQuery({ queryKey: channelsKey(doctorId), queryFn: () => callContract(findChannels, { params: { id: doctorId } }) });
}

export function useSetChannels(doctorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The codes come from the channels the server listed.
    mutationFn: (choice: { channels: string[]; preferred: string | null }) =>
      callContract(setChannels, { body: { doctorId, ...choice } as ContractInput<typeof setChannels>['body'] }),
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
    ...contractQueryOptions(wecomFriendPage, { params: { page, size }, query: { keyword: keyword || undefined, refresh: refresh ? 'true' : 'false' } }),
    enabled,
  });
}

function useBindingChange<T, R>(doctorId: number, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: channelsKey(doctorId) });
      void queryClient.invalidateQueries({ queryKey: contractQueryKey(wecomFriendPage) });
    },
  });
}

export function useBindFriend(doctorId: number) {
  return useBindingChange(doctorId, (externalUserId: string) => callContract(bindWecomContact, { body: { doctorId, externalUserId } }));
}

/** Re-reads the bound contact from WeCom; null means WeCom no longer knows it and it was unbound. */
export function useRefreshBinding(doctorId: number) {
  return useBindingChange(doctorId, () => callContract(refreshWecomBinding, { params: { id: doctorId } }));
}

export function useUnbindFriend(doctorId: number) {
  return useBindingChange(doctorId, () => callContract(unbindWecomContact, { params: { id: doctorId } }));
}
