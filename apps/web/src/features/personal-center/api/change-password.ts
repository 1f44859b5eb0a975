import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/request/api';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function changePassword(change: PasswordChange): Promise<null> {
  return api.put<null>('/API-SYSTEM/user/profile/password', change, { json: true });
}

/** Changes the user's password; the user's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
