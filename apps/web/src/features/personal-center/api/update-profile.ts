import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { userInfoQueryOptions } from '@/lib/session/user-info';

export interface ProfileChange {
  email: string | null;
  mobile: string | null;
  language: 'zh' | 'en';
}

export function updateProfile(change: ProfileChange): Promise<null> {
  return api.put<null>('/API-SYSTEM/user/profile', change, { json: true });
}

/** Saves the user's e-mail, mobile and language, then reloads the user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey }),
  });
}
