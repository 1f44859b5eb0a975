import { useMutation } from '@tanstack/react-query';
import type { ContractInput } from '@crm/shared/contract';
import * as contracts from '@crm/shared/contracts/system';
import { callContract } from '@/lib/request/contract-client';

export type PasswordChange = ContractInput<typeof contracts.changePassword>['body'];

export function changePassword(change: PasswordChange): Promise<null> {
  return callContract(contracts.changePassword, { body: change });
}

/** Changes the user's password; the user's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
