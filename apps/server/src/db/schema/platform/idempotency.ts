import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprise } from './tenancy';

/**
 * Writes sent with an `Idempotency-Key` (platform/idempotency.ts): one row per caller and key,
 * running until the answer is stored; a later request with the key is answered from it.
 */
export const idempotentRequest = pgTable(
  'idempotent_request',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Method and path of the contract, so a key cannot be replayed against another endpoint. */
    operation: text('operation').notNull(),
    /** SHA-256 of the request's parameters and body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    /** The result answered (200), or the error's message key and parameters (4xx). */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotent_request_key').on(t.tenantId, t.userId, t.idempotencyKey), index('idempotent_request_age').on(t.createdAt)],
);
