import { bigint, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser, enterprise } from '../platform/tenancy';

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
