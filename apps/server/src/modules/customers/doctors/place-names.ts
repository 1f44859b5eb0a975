import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { FreshMemo } from '../../../db/fresh-memo';
import { hospital } from '../../../db/schema/customers/hospitals';
import { rowsOf } from '../../../db/rows';

interface Places {
  hospitals: Array<{ id: number; name: string; nameEn: string }>;
  /** Department ids by department name: hospitals reuse a few dozen names many times. */
  departments: Map<string, number[]>;
}

/**
 * Hospital and department names are matched in memory: a keyword inside a name ("%心内%") cannot
 * use an index when it is shorter than a trigram, and scanning every department per search would
 * cost more than the search. A minute-old list is fine for names that rarely change.
 */
export const PLACES_FRESH_MS = 60_000;
const cache = new FreshMemo<Places>(PLACES_FRESH_MS);

async function loadPlaces(db: Database, tenantId: number): Promise<Places> {
  const hospitals = await db.select({ id: hospital.id, name: hospital.name, nameEn: hospital.nameEn }).from(hospital).where(eq(hospital.tenantId, tenantId));
  const departments = rowsOf<{ name: string; ids: Array<number | string> }>(
    await db.execute(sql`select name, array_agg(id) as ids from hospital_department where tenant_id = ${tenantId} group by name`),
  );
  return {
    hospitals: hospitals.map((h) => ({ id: h.id, name: h.name, nameEn: (h.nameEn ?? '').toLowerCase() })),
    departments: new Map(departments.map((row) => [row.name, row.ids.map(Number)])),
  };
}

function places(db: Database, tenantId: number): Promise<Places> {
  return cache.get(db, String(tenantId), () => loadPlaces(db, tenantId));
}

export async function hospitalsNamed(db: Database, tenantId: number, text: string, language: 'zh' | 'en'): Promise<number[]> {
  const needle = language === 'en' ? text.toLowerCase() : text;
  return (await places(db, tenantId)).hospitals.filter((h) => (language === 'en' ? h.nameEn : h.name).includes(needle)).map((h) => h.id);
}

export async function departmentsNamed(db: Database, tenantId: number, text: string): Promise<number[]> {
  const { departments } = await places(db, tenantId);
  return [...departments.entries()].filter(([name]) => name.includes(text)).flatMap(([, ids]) => ids);
}
