import type { ServerModule } from '../../platform/http/server-module';
import { timelineRoutes } from './routes';

/** A doctor's interaction timeline: every touch, from the records of the modules below and the event store. */
export const timelineModule: ServerModule = {
  name: 'timeline',
  dependsOn: ['customers', 'visits', 'tasks', 'content', 'meetings', 'interactions'],
  routes: [{ prefix: '/prod-api', plugin: timelineRoutes }],
};
