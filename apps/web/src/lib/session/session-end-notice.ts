import { createStore } from '../store';

/**
 * Why the session ended without the user logging out (a refresh the identity server refused,
 * a 401 nothing could cure). The login screen shows it, so the reason outlives the shell.
 */
export const sessionEndNoticeStore = createStore<string | null>(null);

export function noteSessionEnd(reason: string): void {
  sessionEndNoticeStore.set(reason);
}

export function clearSessionEndNotice(): void {
  sessionEndNoticeStore.set(null);
}
