import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser, enterprise } from '../platform/tenancy';

/** Notices to one user or to everyone in the tenant, kept for the news page, and who has read them. */
export const notification = pgTable(
  'notification',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    /** Null for a notice to everyone in the tenant. */
    userId: bigint('user_id', { mode: 'number' }).references(() => appUser.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** In Chinese (the default language); the English text beside it, when it has one, is shown on English screens. */
    title: text('title').notNull(),
    content: text('content').notNull(),
    titleEn: text('title_en'),
    contentEn: text('content_en'),
    link: text('link'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_recipient').on(t.tenantId, t.userId, t.createdAt)],
);

export const notificationRead = pgTable(
  'notification_read',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notification.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
