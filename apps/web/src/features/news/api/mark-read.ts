import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/request/api';
import { notificationsKey } from '@/lib/notifications/notification-types';

export function markRead(id: number): Promise<null> {
  return api.put<null>(`/API-BEACON/message/read/${id}`);
}

/** Marks the given messages read, one call each, all at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map(markRead)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
