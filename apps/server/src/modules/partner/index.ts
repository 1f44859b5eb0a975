import type { ServerModule } from '../../platform/http/server-module';
import { partnerRoutes } from './routes';

/** The partner (distributor) API. */
export const partnerModule: ServerModule = {
  name: 'partner',
  dependsOn: [],
  routes: [{ prefix: '/prod-api', plugin: partnerRoutes }],
};
