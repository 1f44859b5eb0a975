import type { FastifyInstance } from 'fastify';
import { planRoutes } from './plan-routes';
import { visitExportRoutes } from './visit-export';
import { visitRoutes } from './visit-routes';

export async function visitModuleRoutes(app: FastifyInstance) {
  await app.register(visitRoutes);
  await app.register(visitExportRoutes);
  await app.register(planRoutes);
}
