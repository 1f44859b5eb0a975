import type { Notification } from '@crm/shared/contracts/notifications';
import { localizedName, type Lang } from '@/lib/i18n/i18n';

/** A message of the notification socket and of the news list. */
export type { Notification };

/** Every notification query starts with this key, so one invalidation refreshes them all. */
export const notificationsKey = ['notifications'] as const;

/** A message's title and content in the reader's language, where it was written in it. */
export function messageText(lang: Lang, message: Pick<Notification, 'title' | 'content' | 'titleEn' | 'contentEn'>) {
  return { title: localizedName(lang, message.title, message.titleEn), content: localizedName(lang, message.content, message.contentEn) };
}
