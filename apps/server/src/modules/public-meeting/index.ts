import type { ServerModule } from '../../platform/http/server-module';
import { publicMeetingRoutes } from './public-meeting-routes';

/** The public meeting pages: sign-in and questions without an account. */
export const publicMeetingModule: ServerModule = {
  name: 'public-meeting',
  dependsOn: ['interactions', 'meetings'],
  routes: [{ prefix: '/prod-api/API-MEET-TOOLS', plugin: publicMeetingRoutes }],
};
