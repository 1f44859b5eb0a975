import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { enterprise } from '../platform/tenancy';

/** Every text message the product sends; the embedded provider only writes here (the outbox). */
export const smsMessage = pgTable(
  'sms_message',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    /** outbox (kept for administrators to read), sent, or failed. */
    status: text('status').$type<'outbox' | 'sent' | 'failed'>().notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_message_tenant_time').on(t.tenantId, t.createdAt), index('sms_message_phone').on(t.tenantId, t.phone, t.createdAt)],
);

/** A one-time verification code; only a salted hash of the code is kept. */
export const smsCode = pgTable(
  'sms_code',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    remoteAddress: text('remote_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_code_phone').on(t.tenantId, t.phone, t.createdAt), index('sms_code_address').on(t.remoteAddress, t.createdAt)],
);
