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
import { requestContext } from './platform/request-context';
import { securityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { identityRoutes } from './modules/identity/routes';
import { RealmKeys } from './modules/identity/realm-keys';
import { warmDecoy } from './modules/identity/passwords';
import { TokenService } from './modules/identity/token-service';
import { systemRoutes } from './modules/system/routes';
import { profileRoutes } from './modules/system/profile-routes';
import { wecomRoutes } from './modules/identity/wecom-routes';
import { adminRoutes } from './modules/admin/routes';
import { registerExportAudit } from './platform/audit/export-audit';
import { smsRoutes } from './modules/messaging/routes';
import { visitModuleRoutes } from './modules/visits/routes';
import { taskRoutes } from './modules/tasks/task-routes';
import { doctorPortalRoutes } from './modules/doctor-portal/routes';
import { partnerRoutes } from './modules/partner/routes';
import { workflowRoutes } from './modules/workflow/routes';
import { meetingModuleRoutes } from './modules/meetings/routes';
import { publicMeetingRoutes } from './modules/public-meeting/public-meeting-routes';
import { customerRoutes } from './modules/customers/routes';
import { academicRoutes } from './modules/academic/routes';
import { TenantDirectory } from './platform/tenant-directory';
import { dataUploadRoutes } from './modules/data-upload/upload-routes';
import { sdaRoutes } from './modules/sda/routes';
import { forecastRoutes } from './modules/forecast/routes';
import { insightRoutes } from './modules/insights/routes';
import { analyticsModuleRoutes } from './modules/analytics/routes';
import { eventAnalyticsRoutes } from './modules/analytics/event-routes';
import { leadScoringRoutes } from './modules/lead-scoring/score-routes';
import { aiRoutes } from './modules/ai/routes';
import { registerAssistantContent } from './assistant-content';
import { createBroker, type Broker } from './modules/notifications/broker';
import { notificationRoutes } from './modules/notifications/routes';
import { contentRoutes } from './modules/content/content-routes';
import { createJobQueue, registerJobs } from './jobs';
import { PrincipalCache } from './platform/principal-cache';
import { requestStart } from './db/oldest-first';
import { inRequestScope } from './db/tenant-scope';
import { loggerOptions, type LogStream } from './lib/log-redaction';
import { OutboundPolicy } from './lib/outbound-address';

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
  app.decorate('jobs', createJobQueue(database, app));
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
  await app.register(identityRoutes, { prefix: '/auth' });
  await app.register(systemRoutes, { prefix: '/prod-api/API-SYSTEM' });
  await app.register(profileRoutes, { prefix: '/prod-api/API-SYSTEM' });
  await app.register(wecomRoutes, { prefix: '/prod-api/API-SYSTEM' });
  await app.register(adminRoutes, { prefix: '/prod-api/API-SYSTEM' });
  await app.register(notificationRoutes, { prefix: '/prod-api/API-BEACON' });
  await app.register(smsRoutes, { prefix: '/prod-api' });
  await app.register(partnerRoutes, { prefix: '/prod-api' });
  await app.register(workflowRoutes, { prefix: '/prod-api' });
  await app.register(meetingModuleRoutes, { prefix: '/prod-api' });
  await app.register(publicMeetingRoutes, { prefix: '/prod-api/API-MEET-TOOLS' });
  await app.register(visitModuleRoutes, { prefix: '/prod-api' });
  await app.register(taskRoutes, { prefix: '/prod-api' });
  await app.register(doctorPortalRoutes, { prefix: '/prod-api' });
  await app.register(customerRoutes, { prefix: '/prod-api' });
  await app.register(academicRoutes, { prefix: '/prod-api' });
  await app.register(dataUploadRoutes, { prefix: '/prod-api' });
  await app.register(sdaRoutes, { prefix: '/prod-api' });
  await app.register(forecastRoutes, { prefix: '/prod-api' });
  await app.register(insightRoutes, { prefix: '/prod-api' });
  await app.register(analyticsModuleRoutes, { prefix: '/prod-api' });
  await app.register(contentRoutes, { prefix: '/prod-api' });
  await app.register(eventAnalyticsRoutes, { prefix: '/prod-api' });
  await app.register(leadScoringRoutes, { prefix: '/prod-api' });
  registerAssistantContent();
  await app.register(aiRoutes, { prefix: '/prod-api/API-AI' });
  registerJobs(app);

  if (config.webDist && fs.existsSync(path.join(config.webDist, 'index.html'))) await registerWebApp(app, config.webDist);
  return app;
}
