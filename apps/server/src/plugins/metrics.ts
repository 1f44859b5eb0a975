import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/client';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether the caller may read the metrics: the configured bearer token, or, without one, this machine
 * only. A reverse proxy on this machine connects from loopback too, but says whom it forwards.
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
  const sent = Buffer.from(/^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * `/metrics` in the Prometheus text format, for a company's monitoring: requests by route and status
 * with their latency, the database pool, the job queue (waiting, running and failed per job) and the
 * process itself (event-loop lag, memory, CPU, from the client library's defaults). Each instance
 * has its own registry, so the numbers are this instance's; the scraper adds them up. Every response
 * carries its request id (`x-request-id`), the id its log lines have.
 */
export const metrics = fp(async (app: FastifyInstance, options: { database: DatabaseHandle; token: string | undefined }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this instance: open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'open' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'jobs',
    help: 'Background jobs waiting, running or failed, by job name',
    labelNames: ['name', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { name, state, count } of await app.jobs.counts()) this.set({ name, state }, count);
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not its address: one series per endpoint whatever the ids in the path.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { access: { public: true }, probe: true }, schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request, options.token)) return reply.status(403).header('cache-control', 'no-store').send({ status: 'forbidden' });
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
});
