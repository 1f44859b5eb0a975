/** A message of the notification socket and of the news list. */
export interface Notification {
  id: number;
  category: string;
  title: string;
  content: string;
  /** Where the message leads: an in-app path or an http address. */
  link: string | null;
  payload: Record<string, unknown> | null;
  /** ISO 8601, UTC. */
  createdAt: string;
  read: boolean;
}

/** Every notification query starts with this key, so one invalidation refreshes them all. */
export const notificationsKey = ['notifications'] as const;
