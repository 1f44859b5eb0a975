import type { FastifyInstance } from 'fastify';
import { visitRoutes } from './visit-routes';

export async function visitModuleRoutes(app: FastifyInstance) {
  await app.register(visitRoutes);
}
