import type { ServerModule } from '../../platform/http/server-module';
import { taskRoutes } from './task-routes';
import { registerTaskJobs } from './task-notices';

/** Tasks: assignment, transfer, completion and due-today reminders. */
export const tasksModule: ServerModule = {
  name: 'tasks',
  dependsOn: ['customers', 'notifications'],
  routes: [{ prefix: '/prod-api', plugin: taskRoutes }],
  jobs: registerTaskJobs,
};

// What other modules may use.
export { findTasks } from './task-repository';
export { dayBounds, manageableCondition } from './task-scope';
export { addTaskLogs, addTasks } from './demo/demo-tasks';
