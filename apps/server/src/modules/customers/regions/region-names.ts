import type { Database } from '../../../db/client';
import { chinaRegion } from '../../../db/schema/customers/hospitals';

export interface RegionName {
  name: string;
  nameEn: string;
}

// China's divisions change once a year at most: one read per database serves every request.
const cache = new WeakMap<Database, Promise<Map<string, RegionName>>>();

/** Names of every division by code, read once per database. */
export function regionNames(db: Database): Promise<Map<string, RegionName>> {
  let names = cache.get(db);
  if (!names) {
    names = db
      .select({ code: chinaRegion.code, name: chinaRegion.name, nameEn: chinaRegion.nameEn })
      .from(chinaRegion)
      .then((rows) => new Map(rows.map((r) => [r.code, { name: r.name, nameEn: r.nameEn }])));
    // A failed read is not kept, so the next request tries again.
    names.catch(() => cache.delete(db));
    cache.set(db, names);
  }
  return names;
}
