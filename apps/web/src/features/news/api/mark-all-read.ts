import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { notificationsKey } from '@/lib/notifications/notification-types';

/** Marks every message of the user read; answers how many changed. */
export function markAllRead(): Promise<number> {
  return api.put<number>('/API-BEACON/message/read/all');
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
