import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser, enterprise } from './tenancy';

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

/** Administrator overrides of the product's own interface strings, per language. */
export const languageEntry = pgTable(
  'language_entry',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => enterprise.id, { onDelete: 'cascade' }),
    /** The i18n namespace (a feature), e.g. `shell` or `customer`. */
    type: text('type').notNull(),
    key: text('key').notNull(),
    lang: text('lang').$type<'zh' | 'en'>().notNull(),
    content: text('content').notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => appUser.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('language_entry_tenant_key').on(t.tenantId, t.type, t.key, t.lang)],
);
