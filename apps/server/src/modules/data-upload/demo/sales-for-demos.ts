import type { Database } from '../../../db/client';
import { salesActual } from '../../../db/schema/data-upload/data-upload';

/** Demo seeding by other modules (forecast's sales history): the insert stays here, with the table's owner. */
export async function addSalesActuals(db: Pick<Database, 'insert'>, sales: Array<typeof salesActual.$inferInsert>): Promise<void> {
  await db.insert(salesActual).values(sales);
}
