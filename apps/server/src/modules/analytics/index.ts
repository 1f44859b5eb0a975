import type { ServerModule } from '../../platform/http/server-module';
import { analyticsModuleRoutes } from './routes';
import { eventAnalyticsRoutes } from './event-routes';
import { registerAnalyticsJobs } from './analytics-jobs';
import { seedAnalyticsDemo } from './demo/seed-analytics';
import { seedInteractionDemo } from './demo/seed-events';

/** Analytics: dashboards, metrics, reports, data assets, usage and the interaction event store. */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  dependsOn: ['customers', 'meetings', 'visits', 'interactions', 'content', 'forecast', 'sda', 'academic', 'data-upload', 'doctor-portal', 'lead-scoring'],
  routes: [
    { prefix: '/prod-api', plugin: analyticsModuleRoutes },
    { prefix: '/prod-api', plugin: eventAnalyticsRoutes },
  ],
  jobs: registerAnalyticsJobs,
  // Its reports and usage, then the interaction events (after content's, which they follow).
  seedDemo: async (tx, tenant) => {
    await seedAnalyticsDemo(tx, tenant);
    await seedInteractionDemo(tx, tenant);
  },
};
