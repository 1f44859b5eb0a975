import type { ServerModule } from '../../platform/http/server-module';
import { adminRoutes } from './routes';

/** Administration: users, roles, menus, organizations, dictionaries, languages, audit and jobs. */
export const adminModule: ServerModule = {
  name: 'admin',
  dependsOn: ['identity', 'system'],
  routes: [{ prefix: '/prod-api/API-SYSTEM', plugin: adminRoutes }],
};
