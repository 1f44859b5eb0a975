import type { LocaleShape } from '@/lib/i18n/locale-shape';
import type { zh } from './zh';

export const en: LocaleShape<typeof zh> = {
  title: 'My messages',
  indicator: 'Messages',
  unreadCount: '{{count}} unread',
  latest: 'Latest messages',
  noUnread: 'No unread messages',
  viewAll: 'View all messages',
  newMessage: 'New message',
  filter: { all: 'All', unread: 'Unread' },
  markSelectedRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  markedRead: '{{count}} messages marked as read',
  allMarkedRead: 'All messages marked as read',
  selectAll: 'Select page',
  selectedCount: '{{count}} selected',
  unread: 'Unread',
  read: 'Read',
  open: 'Open',
  empty: 'No messages yet',
  emptyUnread: 'You have read every message',
  total: '{{total}} in total',
  categories: {
    notice: 'Notice',
    system: 'System',
    task: 'Task',
    approval: 'Approval',
    meeting: 'Meeting',
    visit: 'Visit',
  },
};
