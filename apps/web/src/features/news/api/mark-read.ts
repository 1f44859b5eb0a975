import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contracts from '@crm/shared/contracts/notifications';
import { callContract } from '@/lib/request/contract-client';
import { notificationsKey } from '@/lib/notifications/notification-types';

export function markRead(id: number): Promise<null> {
  return callContract(contracts.markRead, { params: { id } });
}

/** Marks the given messages read, one call each, all at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map(markRead)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
