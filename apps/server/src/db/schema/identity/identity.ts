import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { authSession } from '../platform/sessions';
import { enterprise } from '../platform/tenancy';

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
