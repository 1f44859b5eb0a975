import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics-routes';
import { assetRoutes } from './asset-routes';
import { reportRoutes } from './report-routes';
import { UsageBuffer } from './usage/usage-buffer';

/** Dashboards, system reports, usage analytics and data assets (issue 18). */
export async function analyticsModuleRoutes(app: FastifyInstance) {
  const usage = new UsageBuffer(app.db, (error) => app.log.error({ err: error }, 'usage flush failed'));
  app.addHook('onClose', () => usage.flush());
  await app.register(analyticsRoutes(usage));
  await app.register(reportRoutes(usage));
  await app.register(assetRoutes);
}
