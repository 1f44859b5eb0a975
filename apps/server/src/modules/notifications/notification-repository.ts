import { and, count, desc, eq, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Notification } from '@crm/shared/contracts/notifications';
import type { Database } from '../../db/client';
import { notification, notificationRead } from '../../db/schema/notifications/notifications';
import { appUser } from '../../db/schema/platform/tenancy';

export type NotificationRow = typeof notification.$inferSelect;

/** A notification as the news page and the socket see it. */
export type NotificationView = Notification;

/** The reader: notifications are visible to their own user and, for notices, to the whole tenant. */
export interface Recipient {
  tenantId: number;
  userId: number;
}

export interface NewNotification {
  tenantId: number;
  /** Null for a notice to everyone in the tenant. */
  userId: number | null;
  category: string;
  title: string;
  content: string;
  titleEn?: string | null;
  contentEn?: string | null;
  link?: string | null;
  payload?: Record<string, unknown> | null;
}

export function toView(row: NotificationRow, read: boolean): NotificationView {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    content: row.content,
    titleEn: row.titleEn,
    contentEn: row.contentEn,
    link: row.link,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    read,
  };
}

function visibleTo(recipient: Recipient): SQL {
  return and(eq(notification.tenantId, recipient.tenantId), or(eq(notification.userId, recipient.userId), isNull(notification.userId))) as SQL;
}

function readBy(recipient: Recipient): SQL {
  return and(eq(notificationRead.notificationId, notification.id), eq(notificationRead.userId, recipient.userId)) as SQL;
}

/** The notifications the recipient sees and has not read. */
function unreadBy(db: Database, recipient: Recipient): SQL {
  return and(
    visibleTo(recipient),
    notExists(
      db
        .select({ one: sql`1` })
        .from(notificationRead)
        .where(readBy(recipient)),
    ),
  ) as SQL;
}

export async function insertNotification(db: Database, input: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notification).values(input).returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

export async function findMessagePage(
  db: Database,
  recipient: Recipient,
  query: { page: number; size: number; unreadOnly: boolean },
): Promise<{ content: NotificationView[]; totalElements: number }> {
  const where = and(visibleTo(recipient), query.unreadOnly ? isNull(notificationRead.userId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ notification, readBy: notificationRead.userId })
      .from(notification)
      .leftJoin(notificationRead, readBy(recipient))
      .where(where)
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(notification).leftJoin(notificationRead, readBy(recipient)).where(where),
  ]);
  return {
    content: rows.map((row) => toView(row.notification, row.readBy !== null)),
    totalElements: total?.total ?? 0,
  };
}

export async function countUnread(db: Database, recipient: Recipient): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notification).where(unreadBy(db, recipient));
  return row?.total ?? 0;
}

/** False when the notification is not visible to the recipient (another user's, another tenant's). */
export async function markRead(db: Database, recipient: Recipient, notificationId: number): Promise<boolean> {
  const [visible] = await db
    .select({ id: notification.id })
    .from(notification)
    .where(and(eq(notification.id, notificationId), visibleTo(recipient)));
  if (!visible) return false;
  await db.insert(notificationRead).values({ notificationId, userId: recipient.userId }).onConflictDoNothing();
  return true;
}

/** Marks every visible unread notification read; returns how many changed. */
export async function markAllRead(db: Database, recipient: Recipient): Promise<number> {
  const marked = await db
    .insert(notificationRead)
    .select(
      db
        .select({ notificationId: notification.id, userId: sql<number>`${recipient.userId}::bigint`.as('user_id'), readAt: sql<Date>`now()`.as('read_at') })
        .from(notification)
        .where(unreadBy(db, recipient)),
    )
    .onConflictDoNothing()
    .returning({ id: notificationRead.notificationId });
  return marked.length;
}

/** Whether the user is one of the tenant's (a message goes to the tenant's own users only). */
export async function isTenantUser(db: Database, tenantId: number, userId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, userId)));
  return Boolean(found);
}
