import type { ServerModule } from '../../platform/http/server-module';
import { meetingModuleRoutes } from './routes';
import { seedMeetingDemo } from './demo/seed-meeting-demo';

/** Meetings: applications, speakers, sign-in, payments and the ledger. */
export const meetingsModule: ServerModule = {
  name: 'meetings',
  dependsOn: ['workflow', 'notifications', 'customers', 'interactions'],
  routes: [{ prefix: '/prod-api', plugin: meetingModuleRoutes }],
  seedDemo: (tx, tenant) => seedMeetingDemo(tx, tenant),
};

// What other modules may use.
export { actorFor, backdate, decide } from './demo/workflow-driver';
export { DEFAULT_ANNUAL_CAP_CENTS } from './speakers/honoraria-cap';
export { addSignIn } from './meeting-sign-ins';
