import { sql } from 'drizzle-orm';
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';
import { enterprise } from './tenancy';

/** Column builders every business table uses, so each table reads as its domain only. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const tenantId = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => enterprise.id, { onDelete: 'cascade' });
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
/** Prefix searches (`LIKE 'ab%'`) use a b-tree only under the C collation, whatever the database's. */
export const byteOrder = (column: unknown) => sql`(${column} collate "C")`;
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
