import type { FastifyInstance } from 'fastify';
import { educationRoutes, interactionRoutes } from './interactions/interaction-routes';
import { kolRoutes } from './kol/kol-routes';
import { networkRoutes } from './network/network-routes';
import { profileRoutes } from './profile/profile-routes';

/**
 * The doctor profile's academic data and interactions, the academic network and KOL mapping
 * (spec 2.5, 7.5; ADR 9), relative to the business base; the education platform under its prefix.
 */
export async function academicRoutes(app: FastifyInstance) {
  for (const routes of [profileRoutes, interactionRoutes, networkRoutes, kolRoutes]) await app.register(routes);
  await app.register(educationRoutes, { prefix: '/API-EDUCATION' });
}
