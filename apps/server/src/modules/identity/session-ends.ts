import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSession } from '../../db/schema/platform/sessions';

/** The identity server keeps the sessions: the administration console and the personal center end them through here. */
type Writer = Pick<Database, 'update'>;

/** Ends every session of a user (disabled, or given a new password by an administrator). */
export async function endUserSessions(db: Writer, userId: number, reason: 'user_disabled' | 'password_reset'): Promise<void> {
  await db.update(authSession).set({ revokedAt: new Date(), revokedReason: reason }).where(eq(authSession.userId, userId));
}

/** Ends a user's open sessions other than `keep` (the one changing the password). */
export async function endOtherSessions(db: Writer, userId: number, keep: string | null | undefined, reason: 'password_changed'): Promise<void> {
  const others = [eq(authSession.userId, userId), isNull(authSession.revokedAt)];
  if (keep) others.push(ne(authSession.id, keep));
  await db
    .update(authSession)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(...others));
}
