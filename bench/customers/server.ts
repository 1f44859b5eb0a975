// The API server for the benchmark, in its own process so the load generator does not share its event loop.
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';

const config = { ...loadConfig(), logLevel: 'silent', webDist: undefined, port: 0, host: 'localhost' };
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : process.env.BENCH_PGLITE_DIR });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: 'localhost' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
