import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/notifications';
import { callContract } from '@/lib/request/contract-client';
import { notificationsKey } from '@/lib/notifications/notification-types';

/** Marks every message of the user read; answers how many changed. */
export function markAllRead(): Promise<number> {
  return callContract(contracts.markAllRead, {});
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
