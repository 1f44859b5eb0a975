import { createStore } from '@/lib/store';
import type { Notification } from '@/lib/notifications/notification-types';

const KEPT = 50;

/** Messages that arrived over the socket during this visit, newest first. */
export const liveMessagesStore = createStore<Notification[]>([]);

export function appendLiveMessage(message: Notification): void {
  liveMessagesStore.set((current) => [message, ...current.filter((known) => known.id !== message.id)].slice(0, KEPT));
}

export function markLiveMessagesRead(ids: number[] | 'all'): void {
  liveMessagesStore.set((current) => current.map((message) => (ids === 'all' || ids.includes(message.id) ? { ...message, read: true } : message)));
}

export function clearLiveMessages(): void {
  liveMessagesStore.set([]);
}
