// The API server for the benchmark, in its own process so the load generator does not share its event loop.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';

const config = { ...loadConfig(), logLevel: 'silent', webDist: undefined, port: 0, host: 'localhost' };
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : process.env.BENCH_PGLITE_DIR });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: 'localhost' });
const address = app.server.address();

// SIGUSR2 starts a CPU profile (sampled every 200 µs); the next SIGUSR2 stops it and writes it to
// BENCH_CPU_PROFILE_DIR/<n>.cpuprofile, then prints `profiled <file>`.
const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
if (profileDir) {
  let session: Session | null = null;
  let written = 0;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!session) {
        session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
        process.stdout.write('profiling\n');
        return;
      }
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      session = null;
      written += 1;
      const file = path.join(profileDir, `${written}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      process.stdout.write(`profiled ${file}\n`);
    })();
  });
}

process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
