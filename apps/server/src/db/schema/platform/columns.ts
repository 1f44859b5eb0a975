import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, customType, timestamp } from 'drizzle-orm/pg-core';
import { appUser, enterprise, organization, product } from './tenancy';

/** Column builders every business table uses, so each table reads as its domain only. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const tenantId = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => enterprise.id, { onDelete: 'cascade' });
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();
/** Stamped at insert; writers set it again on each change. */
export const updatedAt = () => at('updated_at').notNull().defaultNow();
/** A required reference to what the row belongs to (a product, a doctor…): the row goes with it. */
export const belongsTo = (name: string, target: () => AnyPgColumn) => ref(name).notNull().references(target, { onDelete: 'cascade' });
export const productRef = () => belongsTo('product_id', () => product.id);
export const orgRef = () => belongsTo('org_id', () => organization.id);
/** A user a row belongs to (a follow, a saved search): it goes with the user. */
export const userRef = (name = 'user_id') => ref(name).references(() => appUser.id, { onDelete: 'cascade' });
/** The user who did something (created, reviewed, updated): the row stays, naming nobody, when the user goes. */
export const actorRef = (name: string) => ref(name).references(() => appUser.id, { onDelete: 'set null' });
/** Prefix searches (`LIKE 'ab%'`) use a b-tree only under the C collation, whatever the database's. */
export const byteOrder = (column: unknown) => sql`(${column} collate "C")`;
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
