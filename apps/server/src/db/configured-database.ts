import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * The database the configuration names: PostgreSQL with two logins (requests and jobs on
 * DATABASE_URL, the administrative path on DATABASE_ADMIN_URL), or the embedded PGlite in the data
 * folder. PostgreSQL without the owner's address is refused before anything connects.
 */
export function openConfiguredDatabase(config: Pick<Config, 'databaseUrl' | 'databaseAdminUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openDatabase({ dataDir: config.dataDir });
  if (!config.databaseAdminUrl) {
    throw new Error(
      'DATABASE_URL needs DATABASE_ADMIN_URL beside it: the owner of the tables migrates and seeds, and requests log in as DATABASE_URL, a role without SUPERUSER or BYPASSRLS (README, "Running it for a company")',
    );
  }
  if (sameLogin(config.databaseUrl, config.databaseAdminUrl)) {
    throw new Error('DATABASE_URL and DATABASE_ADMIN_URL log in as the same user: requests need a login of their own that cannot step past row-level security');
  }
  return openDatabase({ url: config.databaseUrl, adminUrl: config.databaseAdminUrl });
}

function sameLogin(a: string, b: string): boolean {
  const user = (url: string) => decodeURIComponent(new URL(url).username) || process.env.PGUSER || '';
  return user(a) === user(b);
}

/**
 * Refuses (throws) when requests would log in as a role that could step past the policies: a
 * superuser, a BYPASSRLS role or a member of one, or the owner of a table (who may switch its
 * policies off). Run once the migrations have made the login.
 */
export async function assertRequestLoginWalled(database: DatabaseHandle): Promise<void> {
  if (!database.requestLogin) return;
  const login = await database.requestLogin();
  if (login.canBypass || login.ownsTables) {
    const why = login.canBypass ? 'is, or may become, a superuser or a BYPASSRLS role' : 'owns tables of the database';
    throw new Error(`DATABASE_URL logs in as "${login.user}", which ${why}: requests need a login that row-level security holds (README, "Running it for a company")`);
  }
}
