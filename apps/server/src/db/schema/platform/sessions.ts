import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser, enterprise } from './tenancy';

/** One login (password grant, sign-in page or WeCom): the family of refresh tokens issued from it. */
export const authSession = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    /** How the user signed in: 'password', 'code' (the realm's sign-in page) or 'wecom' (an enterprise-chat session). */
    channel: text('channel').notNull().default('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hard end of the session whatever the refreshes (the maximum refresh lifetime). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    remoteAddress: text('remote_address'),
  },
  (t) => [index('auth_session_user').on(t.tenantId, t.userId)],
);
