import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { appUser, enterprise } from './tenancy';

/** RS256 signing keys of a tenant's embedded realm; generated on first use, never shipped. */
export const signingKey = pgTable('signing_key', {
  kid: text('kid').primaryKey(),
  tenantId: bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => enterprise.id, { onDelete: 'cascade' }),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  privateJwk: jsonb('private_jwk').$type<JWK>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Refresh tokens are opaque; only their SHA-256 is stored. Each may be used once. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSession.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_token_session').on(t.sessionId)],
);

/**
 * A one-time authorization code of the code flow (only its SHA-256 is kept). It belongs to the
 * session the sign-in page opened; a second use revokes that session and every token issued in it.
 */
export const authorizationCode = pgTable(
  'authorization_code',
  {
    codeHash: text('code_hash').primaryKey(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSession.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    /** The PKCE S256 challenge: base64url(SHA-256(code_verifier)). */
    codeChallenge: text('code_challenge').notNull(),
    nonce: text('nonce'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('authorization_code_expiry').on(t.expiresAt)],
);

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
