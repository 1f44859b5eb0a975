import pg from 'pg';
import { admitRequestLogin } from '../src/db/row-security';

/** Which database the server tests run on: PGlite, or PostgreSQL when TEST_DB=postgres (with TEST_DATABASE_URL). */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The login the server's requests and jobs use in the tests on PostgreSQL: neither superuser nor BYPASSRLS (decision 0032). */
export const REQUEST_LOGIN = 'crm_request';

/** Database `name` as the requests' login sees it; `databaseUrl(name)` is its owner's. */
export function requestUrl(name: string): string {
  const url = new URL(databaseUrl(name));
  url.username = REQUEST_LOGIN;
  url.password = REQUEST_LOGIN;
  return url.toString();
}

/** Creates the requests' login on the test server when it is missing, as the server's migrations do. */
export function admitTestRequestLogin(): Promise<void> {
  return withAdmin((client) => admitRequestLogin((text, values) => client.query(text, values), requestUrl('postgres')));
}
