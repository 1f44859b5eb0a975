import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSignInSettings, updateSignInSettings, type SignInSettingsBody } from '@crm/shared/contracts/sign-in-settings';
import { callContract } from '@/lib/request/contract-client';

const KEY = ['admin', 'sign-in'] as const;

export const useSignInSettings = () => useQuery({ queryKey: KEY, queryFn: () => callContract(getSignInSettings, {}) });

/** Saves how the enterprise signs in; the server checks a company identity server before keeping it. */
export function useSaveSignInSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInSettingsBody) => callContract(updateSignInSettings, { body }, { showError: false }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
