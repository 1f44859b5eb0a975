import type { ServerModule } from '../../platform/http/server-module';
import { homeRoutes } from './routes';

/** The home page's figures: the caller's day and month, and a manager's team, read from the modules below. */
export const homeModule: ServerModule = {
  name: 'home',
  dependsOn: ['customers', 'visits', 'tasks', 'meetings', 'workflow'],
  routes: [{ prefix: '/prod-api', plugin: homeRoutes }],
};
