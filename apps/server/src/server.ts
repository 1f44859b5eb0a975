import { buildApp } from './app';
import { loadConfig } from './config';
import { assertRequestLoginWalled, openConfiguredDatabase } from './db/configured-database';
import { prepareDatabase } from './seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from './db/seed/demo';
import { STDOUT_PROGRESS as progress } from './db/seed/progress';

const startedAt = performance.now();
const config = loadConfig();
const database = await progress.stage(config.databaseUrl ? 'connecting to PostgreSQL' : `opening the embedded database in ${config.dataDir}`, () => openConfiguredDatabase(config));
const seeded = await prepareDatabase(database, { demo: config.demoData, domain: process.env.TENANT_DOMAIN, name: process.env.TENANT_NAME, port: config.port, progress });
await assertRequestLoginWalled(database);
const app = await progress.stage('building the app', () => buildApp({ config, database }));

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: new requests get 503, requests in flight finish');
  // Requests in flight finish (Fastify's close waits for them); a stuck one does not hold the exit for ever.
  setTimeout(() => {
    app.log.warn('requests still in flight after 30 s: exiting');
    process.exit(1);
  }, 30_000).unref();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
progress.line(`listening on ${config.host}:${config.port}: http://localhost:${config.port}/pc/ (started in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
const url = `http://localhost:${config.port}/pc/`;
const storage = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
if (seeded.kind === 'initial') {
  app.log.info(
    `CRM ready at http://${seeded.domain}:${config.port}/pc/ (${storage}) — administrator "${seeded.username}" with the one-time password "${seeded.password}": change it after signing in`,
  );
} else if (config.demoData) {
  const tenants = DEMO_TENANTS.map((t) => `http://${t.domain}:${config.port}/pc/`).join(' and ');
  app.log.info(`CRM ready at ${url} (${storage}) — demo tenants ${tenants}; accounts ${DEMO_ACCOUNTS.join(', ')}; password ${DEMO_PASSWORD}`);
} else {
  app.log.info(`CRM ready at ${url} (${storage})`);
}
