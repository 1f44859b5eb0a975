import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { chinaRegion, standardDepartment } from '../../../db/schema/customers/hospitals';
import { excludedValues } from '../../../db/upsert';
import { chinaRegionRows } from './china-regions';
import { standardDepartmentRows } from './standard-departments';

type Executor = Pick<Database, 'select' | 'insert'>;

/**
 * Loads the global reference tables (China's divisions, standard departments) when they are
 * missing or incomplete. Idempotent, so every instance may run it at start-up.
 */
export async function ensureReferenceData(db: Executor): Promise<void> {
  const regions = chinaRegionRows();
  const [regionCount] = await db.select({ n: count() }).from(chinaRegion);
  if ((regionCount?.n ?? 0) !== regions.length) {
    for (let i = 0; i < regions.length; i += 1000) {
      await db
        .insert(chinaRegion)
        .values(regions.slice(i, i + 1000))
        .onConflictDoUpdate({ target: chinaRegion.code, set: excludedValues(chinaRegion, ['name', 'nameEn', 'parentCode']) });
    }
  }
  const departments = standardDepartmentRows();
  const [departmentCount] = await db.select({ n: count() }).from(standardDepartment);
  if ((departmentCount?.n ?? 0) !== departments.length) {
    await db
      .insert(standardDepartment)
      .values(departments)
      .onConflictDoUpdate({ target: standardDepartment.id, set: excludedValues(standardDepartment, ['name', 'nameEn', 'code']) });
  }
}
