import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, tenantId, productRef } from './columns';

/** The indications a product is approved for, the axis of most analyses of a drug. */
export const productIndication = pgTable('product_indication', {
  id: id(),
  tenantId: tenantId(),
  productId: productRef(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});
