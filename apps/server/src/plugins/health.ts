import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { asAdministrator } from '../db/tenant-scope';
import { MIGRATIONS_DIR } from '../lib/package-paths';
import { rowsOf } from '../db/rows';

const journal = path.join(MIGRATIONS_DIR, 'meta/_journal.json');

/** How many migrations this build ships with. */
function shippedMigrations(): number {
  return (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

/**
 * Probes for a load balancer or orchestrator, outside the API and any tenant: `/healthz` says the
 * process answers; `/readyz` that the database answers and holds every migration of this build, so
 * traffic goes to an instance only when it can serve it.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
  const expected = shippedMigrations();
  const config = { access: { public: true }, probe: true } as const;

  app.get('/healthz', { config, schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'alive' }));

  app.get('/readyz', { config, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let applied: number;
    try {
      // The migrations journal is the platform's, read on the administrative path (decision 30).
      const result = rowsOf<{ n: number }>(await asAdministrator(() => options.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)));
      applied = Number(result[0]?.n ?? 0);
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
    if (applied < expected) return reply.status(503).send({ status: 'migrations pending', applied, expected });
    return reply.send({ status: 'ready', migrations: applied });
  });
}
