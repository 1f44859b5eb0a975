import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerRateLimits } from './plugins/rate-limits';
import { healthRoutes } from './plugins/health';
import { metrics } from './plugins/metrics';
import { guardedValidatorCompiler, inputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { requestContext } from './platform/http/request-context';
import { securityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { RealmKeys, TokenService, warmDecoy } from './modules/identity/index';
import { registerExportAudit } from './platform/http/export-audit';
import { TenantDirectory } from './platform/tenant-directory';
import { registerAssistantContent } from './assistant-content';
import { createBroker, type Broker } from './modules/notifications/index';
import { SERVER_MODULES } from './server-modules';
import { createJobQueue, registerJobs } from './jobs';
import { PrincipalCache } from './platform/principal-cache';
import { requestStart } from './db/oldest-first';
import { inRequestScope } from './db/tenant-scope';
import { loggerOptions, type LogStream } from './lib/log-redaction';
import { OutboundPolicy } from './lib/outbound-address';
import type { ServiceHost } from './platform/service-host';
import type { JobQueue } from './platform/jobs/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    tenants: TenantDirectory;
    tokens: TokenService;
    realmKeys: RealmKeys;
    /** Every call to an address a tenant administrator or user named goes through it (lib/outbound-address.ts). */
    outbound: OutboundPolicy;
    broker: Broker;
    principals: PrincipalCache;
    jobs: JobQueue;
    /** What the server lends its modules' services, repositories and jobs, without the web framework. */
    host: ServiceHost;
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the log goes instead of standard output (a test reads it). */
  logStream?: LogStream;
}

export async function buildApp({ config, database, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens, codes, passwords, mobiles, e-mails and ID numbers are redacted by name in every line (lib/log-redaction.ts).
    logger: config.logLevel === 'silent' && !logStream ? false : loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 20 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const outbound = new OutboundPolicy({ allowedNetworks: config.outboundAllowedNetworks });
  const realmKeys = new RealmKeys(database.db, outbound.fetch);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('tenants', new TenantDirectory(database.db));
  app.decorate('realmKeys', realmKeys);
  app.decorate('outbound', outbound);
  app.addHook('onClose', async () => outbound.close());
  app.decorate('tokens', new TokenService(database.db, realmKeys, config));
  // The decoy an unknown user name is checked against exists before the first sign-in.
  await warmDecoy();
  app.decorate('broker', await createBroker({ redisUrl: config.redisUrl, log: app.log }));
  app.addHook('onClose', async () => app.broker.close());
  app.decorate('jobs', createJobQueue(database, config, app.log));
  app.decorate('host', {
    db: database.db,
    config,
    jobs: app.jobs,
    log: app.log,
    outbound,
    tenants: app.tenants,
    broker: app.broker,
    onReady: (hook) => void app.addHook('onReady', hook),
    onClose: (hook) => void app.addHook('onClose', async () => hook()),
  } satisfies ServiceHost);
  await app.register(metrics, { database, token: config.metricsToken });
  const principals = new PrincipalCache(database.db, { enabled: config.principalCache, ttlMs: 5 * 60_000, maxEntries: 50_000, log: app.log });
  app.decorate('principals', principals);
  await principals.start(database, config.redisUrl);
  app.addHook('onClose', async () => principals.stop());

  // Each request's queries carry when it began, so PGlite serves the oldest request first, and run
  // under row-level security for the tenant the request context finds (none until then).
  app.addHook('onRequest', (_request, _reply, done) => requestStart.run(Date.now(), () => inRequestScope(done)));
  await app.register(securityHeaders, { frameSite: config.embeddedDashboards?.site });
  await app.register(formbody);
  await registerRateLimits(app, config.redisUrl);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(requestContext);
  await app.register(inputGuard);
  registerErrorHandling(app);
  registerExportAudit(app);
  await registerOpenApi(app);

  app.get('/', { config: { access: { public: true } }, schema: { hide: true } }, (_request, reply) => reply.redirect('/pc/'));
  await app.register(healthRoutes, { db: database.db });
  // The assistant's sources are known before its routes and jobs (assistant-content.ts).
  registerAssistantContent();
  for (const module of SERVER_MODULES) for (const { prefix, plugin } of module.routes ?? []) await app.register(plugin, { prefix });
  registerJobs(app.host);

  if (config.webDist && fs.existsSync(path.join(config.webDist, 'index.html'))) await registerWebApp(app, config.webDist);
  return app;
}
