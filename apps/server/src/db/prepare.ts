import type { DatabaseHandle } from './client';
import { seedIfEmpty, type SeedOutcome } from './seed/index';

export interface PrepareOptions {
  /** The demo enterprises with their history, or else one enterprise with its administrator. */
  demo: boolean;
  domain?: string;
  name?: string;
  /** The port this server listens on: the first enterprise's sign-in page may be reached on it directly. */
  port?: number;
}

/**
 * Brings a database to the current schema and, when it has no enterprise yet, seeds it: one step
 * under the database-wide setup lock, so that instances starting together migrate and seed once
 * (the first does the work, the others wait and find it done).
 */
export function prepareDatabase(database: DatabaseHandle, options: PrepareOptions): Promise<SeedOutcome> {
  return database.exclusively(async () => {
    await database.migrate();
    return seedIfEmpty(database.db, options);
  });
}
