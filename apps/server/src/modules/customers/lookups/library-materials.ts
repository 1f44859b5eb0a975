import type { Database } from '../../../db/client';
import { libraryMaterial } from '../../../db/schema/customers/hospitals';

/** Adds a material to the medical library (the meetings' library screens add its versions); answers its id. */
export async function addLibraryMaterial(
  db: Pick<Database, 'insert'>,
  material: Pick<typeof libraryMaterial.$inferInsert, 'tenantId' | 'materialType' | 'title' | 'titleEn' | 'productId' | 'url'>,
): Promise<number> {
  const [created] = await db.insert(libraryMaterial).values(material).returning({ id: libraryMaterial.id });
  return created!.id;
}
