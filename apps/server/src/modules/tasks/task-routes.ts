import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/tasks';
import { route } from '../../platform/http/contract-route';
import { closeTasks, createTasks, shiftTasks, updateTask } from './task-changes';
import { requireTask, taskCountsOf, taskLogsOf, taskPageOf } from './task-queries';

/** Spec 7.5 tasks: tabs by due day in the tenant's zone, create, update, batch close and transfer, logs. */
export async function taskRoutes(app: FastifyInstance) {
  route(app, contracts.taskCounts, (_input, context) => taskCountsOf(context));
  route(app, contracts.taskPage, ({ query, body }, context) => taskPageOf(context, body, query));
  route(app, contracts.getTask, ({ params }, context) => requireTask(context, params.id));
  route(app, contracts.createTask, ({ body }, context) => createTasks(context, body));
  route(app, contracts.updateTask, ({ params, body }, context) => updateTask(context, params.id, body));
  route(app, contracts.closeTasks, ({ body }, context) => closeTasks(context, body));
  route(app, contracts.shiftTasks, ({ body }, context) => shiftTasks(context, body));
  route(app, contracts.taskLogs, ({ params }, context) => taskLogsOf(context, params.id));
}
