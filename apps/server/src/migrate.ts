import { loadConfig } from './config';
import { assertRequestLoginWalled, openConfiguredDatabase } from './db/configured-database';
import { STDOUT_PROGRESS as progress } from './db/seed/progress';
import { prepareDatabase } from './seed';

/**
 * `npm run migrate`: brings the configured database to the current schema and seeds it when it is
 * empty, then exits, for deployments that migrate before they start or replace instances. Safe to
 * run while instances start: the same lock makes it wait for them, or them for it.
 */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const outcome = await prepareDatabase(database, { demo: config.demoData, domain: process.env.TENANT_DOMAIN, name: process.env.TENANT_NAME, port: config.port, progress });
  await assertRequestLoginWalled(database);
  const storage = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  if (outcome.kind === 'initial') {
    console.log(`Migrated and seeded (${storage}): administrator "${outcome.username}" of ${outcome.domain} with the one-time password "${outcome.password}"`);
  } else {
    console.log(`Migrated (${storage})${outcome.kind === 'demo' ? ', with the demo data' : ''}`);
  }
} finally {
  await database.close();
}
