import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/system';
import { callContract } from '@/lib/request/contract-client';
import { userInfoQueryOptions } from '@/lib/session/user-info';

export interface ProfileChange {
  email: string | null;
  mobile: string | null;
  language: 'zh' | 'en';
}

export function updateProfile(change: ProfileChange): Promise<null> {
  return callContract(contracts.updateProfile, { body: change });
}

/** Saves the user's e-mail, mobile and language, then reloads the user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey }),
  });
}
