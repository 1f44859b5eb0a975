import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { enterprise } from './tenancy';

/**
 * Who did what, when and from where. Rows are only ever inserted: a trigger refuses UPDATE and
 * DELETE, so not even a bug in the product can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id),
    /** Null when nobody was signed in (a failed login names the attempted user in `actorName`). */
    actorId: bigint('actor_id', { mode: 'number' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    remoteAddress: text('remote_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_tenant_time').on(t.tenantId, t.createdAt), index('audit_log_tenant_actor').on(t.tenantId, t.actorId, t.createdAt)],
);
