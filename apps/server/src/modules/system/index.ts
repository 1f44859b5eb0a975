import type { ServerModule } from '../../platform/http/server-module';
import { systemRoutes } from './routes';
import { profileRoutes } from './profile-routes';

/** The signed-in user: their info, menus, products, profile and session. */
export const systemModule: ServerModule = {
  name: 'system',
  dependsOn: ['identity'],
  routes: [
    { prefix: '/prod-api/API-SYSTEM', plugin: systemRoutes },
    { prefix: '/prod-api/API-SYSTEM', plugin: profileRoutes },
  ],
};

// What other modules may use.
export { buildTree } from './menu-tree';
export { findMyProducts } from './product-repository';
