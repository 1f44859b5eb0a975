import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { requestContext } from './plugins/request-context';
import { registerWebApp } from './plugins/web-app';
import { identityRoutes } from './modules/identity/routes';
import { RealmKeys } from './modules/identity/realm-keys';
import { TokenService } from './modules/identity/token-service';
import { systemRoutes } from './modules/system/routes';
import { profileRoutes } from './modules/system/profile-routes';
import { wecomRoutes } from './modules/identity/wecom-routes';
import { adminRoutes } from './modules/admin/routes';
import { registerExportAudit } from './modules/audit/export-audit';
import { smsRoutes } from './modules/messaging/routes';
import { visitModuleRoutes } from './modules/visits/routes';
import { taskRoutes } from './modules/tasks/task-routes';
import { sendDueReminders } from './modules/tasks/task-notices';
import { doctorPortalRoutes } from './modules/doctor-portal/routes';
import { partnerRoutes } from './modules/partner/routes';
import { workflowRoutes } from './modules/workflow/routes';
import { meetingModuleRoutes } from './modules/meetings/routes';
import { publicMeetingRoutes } from './modules/public-meeting/public-meeting-routes';
import { customerRoutes } from './modules/customers/routes';
import { academicRoutes } from './modules/academic/routes';
import { TenantDirectory } from './modules/system/tenant-directory';
import { createBroker, type Broker } from './modules/notifications/broker';
import { notificationRoutes } from './modules/notifications/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    tenants: TenantDirectory;
    tokens: TokenService;
    realmKeys: RealmKeys;
    broker: Broker;
  }
}

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
}

export async function buildApp({ config, database }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // The notification socket carries the access token in its query string: keep it out of logs.
            serializers: {
              req: (request: { method: string; url: string; hostname?: string; ip?: string; id?: string }) => ({
                method: request.method,
                url: request.url.replace(/access_token=[^&]*/g, 'access_token=[redacted]'),
                host: request.hostname,
                remoteAddress: request.ip,
              }),
            },
          },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 20 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const realmKeys = new RealmKeys(database.db);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('tenants', new TenantDirectory(database.db));
  app.decorate('realmKeys', realmKeys);
  app.decorate('tokens', new TokenService(database.db, realmKeys, config));
  app.decorate('broker', await createBroker({ redisUrl: config.redisUrl, log: app.log }));
  app.addHook('onClose', async () => app.broker.close());

  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(requestContext);
  registerErrorHandling(app);
  registerExportAudit(app);
  await registerOpenApi(app);

  app.get('/', { config: { access: { public: true } }, schema: { hide: true } }, (_request, reply) => reply.redirect('/pc/'));
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
  if (config.backgroundJobs) startBackgroundJobs(app);
  await app.register(customerRoutes, { prefix: '/prod-api' });
  await app.register(academicRoutes, { prefix: '/prod-api' });

  if (config.webDist && fs.existsSync(path.join(config.webDist, 'index.html'))) await registerWebApp(app, config.webDist);
  return app;
}

const FIVE_MINUTES = 5 * 60_000;

/** Periodic work of this instance; what it does is claimed in the database, so instances may overlap. */
function startBackgroundJobs(app: FastifyInstance) {
  const run = () => void sendDueReminders(app).catch((error: unknown) => app.log.error({ err: error }, 'task reminders failed'));
  const timer = setInterval(run, FIVE_MINUTES);
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => clearInterval(timer));
}
