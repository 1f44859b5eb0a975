import { localizedName, type Lang } from '@/lib/i18n/i18n';

/** A message of the notification socket and of the news list. */
export interface Notification {
  id: number;
  category: string;
  title: string;
  content: string;
  /** The English text, when the sender wrote one (the product's own notices always do). */
  titleEn: string | null;
  contentEn: string | null;
  /** Where the message leads: an in-app path or an http address. */
  link: string | null;
  payload: Record<string, unknown> | null;
  /** ISO 8601, UTC. */
  createdAt: string;
  read: boolean;
}

/** Every notification query starts with this key, so one invalidation refreshes them all. */
export const notificationsKey = ['notifications'] as const;

/** A message's title and content in the reader's language, where it was written in it. */
export function messageText(lang: Lang, message: Pick<Notification, 'title' | 'content' | 'titleEn' | 'contentEn'>) {
  return { title: localizedName(lang, message.title, message.titleEn), content: localizedName(lang, message.content, message.contentEn) };
}
