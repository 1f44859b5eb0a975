import type { ServerModule } from '../../platform/http/server-module';
import { visitModuleRoutes } from './routes';
import { seedVisitsAndTasks } from './demo/seed-visits';

/** Visits: plans, logs, the calendar and their export. */
export const visitsModule: ServerModule = {
  name: 'visits',
  dependsOn: ['customers', 'tasks', 'interactions'],
  routes: [{ prefix: '/prod-api', plugin: visitModuleRoutes }],
  seedDemo: (tx, tenant) => seedVisitsAndTasks(tx, tenant),
};

// What other modules may use.
export { ownVisitsCondition, visibleVisitCondition } from './visit-scope';
export { setVisitNotes } from './demo/visit-notes-for-demos';
