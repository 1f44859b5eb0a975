import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/workflow';
import { route } from '../../platform/http/contract-route';
import { decideStep, startGeneralRequest, withdrawGeneralRequest } from './instance-actions';
import { instanceDetail, instanceDiagram } from './instance-views';
import { myProcesses, myTasks } from './task-lists';

/** The `/taskManager` calls: my processes, start a request, instance detail and diagram, to-do, done, decide. */
export async function workflowInstanceRoutes(app: FastifyInstance) {
  route(app, contracts.myProcesses, ({ query }, context) => myProcesses(context.db, context.principal, query));
  route(app, contracts.startGeneralInstance, ({ body }, context) => startGeneralRequest(context, body));
  route(app, contracts.getInstance, ({ params }, context) => instanceDetail(context.db, context.principal, params.id));
  route(app, contracts.getInstanceDiagram, ({ params }, context) => instanceDiagram(context.db, context.principal, params.id));
  route(app, contracts.withdrawInstance, ({ params, body }, context) => withdrawGeneralRequest(context, params.id, body.comment));
  route(app, contracts.todoTasks, ({ query }, context) => myTasks(context.db, context.principal, 'todo', query));
  route(app, contracts.doneTasks, ({ query }, context) => myTasks(context.db, context.principal, 'done', query));
  route(app, contracts.decideTask, ({ params, body }, context) => decideStep(context, params.id, body));
}
