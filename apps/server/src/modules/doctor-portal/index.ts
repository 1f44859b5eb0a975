import type { ServerModule } from '../../platform/http/server-module';
import { doctorPortalRoutes } from './routes';

/** The doctors’ own portal: accounts, sign-in, surveys and interactions. */
export const doctorPortalModule: ServerModule = {
  name: 'doctor-portal',
  dependsOn: ['customers', 'identity', 'messaging', 'interactions', 'insights'],
  routes: [{ prefix: '/prod-api', plugin: doctorPortalRoutes }],
};
