import type { FastifyInstance } from 'fastify';
import { adminAuditRoutes } from './audit-routes';
import { adminDictionaryRoutes } from './dictionary-routes';
import { adminJobRoutes } from './job-routes';
import { adminLanguageRoutes } from './language-routes';
import { adminMenuRoutes } from './menu-routes';
import { adminOrganizationRoutes } from './organization-routes';
import { adminProductRoutes } from './product-routes';
import { adminRoleRoutes } from './role-routes';
import { adminSignInSettingsRoutes } from './sign-in-settings-routes';
import { adminUserRoutes } from './user-routes';

/** The admin console's API, under /prod-api/API-SYSTEM. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminUserRoutes);
  await app.register(adminRoleRoutes);
  await app.register(adminOrganizationRoutes);
  await app.register(adminMenuRoutes);
  await app.register(adminLanguageRoutes);
  await app.register(adminDictionaryRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminJobRoutes);
  await app.register(adminSignInSettingsRoutes);
}
