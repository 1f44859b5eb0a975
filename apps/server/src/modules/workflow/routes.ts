import type { FastifyInstance } from 'fastify';
import { workflowDefinitionRoutes } from './definition-routes';
import { workflowInstanceRoutes } from './instance-routes';

/** The approval workflow API under `/prod-api/workflow`. */
export async function workflowRoutes(app: FastifyInstance) {
  await app.register(workflowDefinitionRoutes);
  await app.register(workflowInstanceRoutes);
}
