import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '@crm/shared/access';
import { PROCESS_TYPES, generalInstanceBody, taskDecisionBody } from '@crm/shared/workflow-schemas';
import { workflowDefinition, workflowInstance, workflowTask } from '../../db/schema/workflow';
import { envelope, ok, pageOf } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import type { Principal } from '../../platform/principal';
import { decideTask, withdrawInstance } from './decision-service';
import { startRun } from './engine-runner';
import { startInstance } from './instance-service';
import { instanceDetail, instanceDiagram } from './instance-views';
import { publishNotices } from './notices';
import { actorOf } from './process-registry';
import { diagramSchema, instanceDetailSchema, myProcessItem, tags, taskItem, transitionResult } from './responses';
import { myProcesses, myTasks } from './task-lists';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  processType: z.enum(PROCESS_TYPES).optional(),
  keyword: z.string().trim().max(100).optional(),
});
const mayDecide = (principal: Principal) => (permission: string) => hasPermission(principal.permissions, principal.roleCodes, permission);

/** The `/taskManager` calls: my processes, start a request, instance detail and diagram, to-do, done, decide. */
export async function workflowInstanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/workflow/instance/my/page',
    {
      config: { access: { permission: 'workflow:process:list' } },
      schema: { tags, summary: 'Processes I started, newest first', querystring: listQuery, response: { 200: envelope(pageOf(myProcessItem)) } },
    },
    async (request) => ok(await myProcesses(app.db, requirePrincipal(request), request.query)),
  );

  app.post(
    '/workflow/instance',
    {
      config: { access: { permission: 'workflow:processDefinition:list' } },
      schema: { tags, summary: 'Starts a general request on a chosen general chain', body: generalInstanceBody, response: { 200: envelope(transitionResult) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const body = request.body;
      const [definition] = await app.db
        .select()
        .from(workflowDefinition)
        .where(and(eq(workflowDefinition.tenantId, principal.tenant.id), eq(workflowDefinition.id, body.definitionId)));
      if (!definition || definition.processType !== 'GENERAL' || !definition.isLatest || !definition.enabled) {
        throw badRequest('referenceNotFound', { field: 'definitionId', id: body.definitionId });
      }
      const facts = { amountCents: body.amountCents };
      const { instance, notices } = await app.db.transaction((tx) =>
        startInstance(tx, actorOf(principal), { processType: 'GENERAL', businessId: null, title: body.title, content: body.content, facts, definitionId: definition.id }, (d) =>
          startRun(d.bpmnXml, { steps: d.steps, facts }),
        ),
      );
      await publishNotices(app, notices);
      return ok({ instanceId: instance.id, status: instance.status, currentStepId: instance.currentStepId });
    },
  );

  app.get(
    '/workflow/instance/:id',
    {
      config: { access: { permission: 'workflow:processInstance:view' } },
      schema: {
        tags,
        summary: 'An instance: chain, current step and assignees, full history, and the caller’s open task',
        params: idParams,
        response: { 200: envelope(instanceDetailSchema) },
      },
    },
    async (request) => ok(await instanceDetail(app.db, requirePrincipal(request), request.params.id)),
  );

  app.get(
    '/workflow/instance/:id/diagram',
    {
      config: { access: { permission: 'workflow:processInstance:view' } },
      schema: { tags, summary: 'The BPMN XML of the instance’s chain version with the current and completed steps', params: idParams, response: { 200: envelope(diagramSchema) } },
    },
    async (request) => ok(await instanceDiagram(app.db, requirePrincipal(request), request.params.id)),
  );

  app.post(
    '/workflow/instance/:id/withdraw',
    {
      config: { access: { permission: 'workflow:process:list' } },
      schema: {
        tags,
        summary: 'The applicant withdraws a general request still in approval (meetings and speakers are withdrawn from their own pages)',
        params: idParams,
        body: z.object({ comment: z.string().trim().max(1000).optional() }).default({}),
        response: { 200: envelope(transitionResult) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const [instance] = await app.db
        .select()
        .from(workflowInstance)
        .where(and(eq(workflowInstance.tenantId, principal.tenant.id), eq(workflowInstance.id, request.params.id)));
      if (!instance || instance.initiatorId !== principal.userId) throw notFound();
      if (instance.processType !== 'GENERAL') throw badRequest('decisionNotAllowed', { decision: 'WITHDRAW' });
      await app.db.transaction((tx) => withdrawInstance(tx, actorOf(principal), instance, request.body.comment ?? null));
      return ok({ instanceId: instance.id, status: 'WITHDRAWN', currentStepId: null });
    },
  );

  for (const kind of ['todo', 'done'] as const) {
    app.get(
      `/workflow/task/${kind}/page`,
      {
        config: { access: { permission: 'workflow:task:list' } },
        schema: {
          tags,
          summary: kind === 'todo' ? 'Open steps I may decide' : 'Steps I have decided',
          querystring: listQuery,
          response: { 200: envelope(pageOf(taskItem)) },
        },
      },
      async (request) => ok(await myTasks(app.db, requirePrincipal(request), kind, request.query)),
    );
  }

  app.post(
    '/workflow/task/:id/decision',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        summary: 'Decides a step: approve, reject to the applicant, return to an earlier step; the applicant withdraws or resubmits a general request',
        description:
          'Only an assignee of the open step may decide, and approvers also need the permission of the process type (meeting:application:approve, meeting:payment:approve, meeting:speaker:approve, workflow:task:list). A step is decided exactly once: a repeated or concurrent decision answers 409.',
        params: idParams,
        body: taskDecisionBody,
        response: { 200: envelope(transitionResult) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const body = request.body;
      if (body.decision === 'RESUBMIT') {
        // Business requests are resubmitted from their own pages, which check budgets and caps again.
        const [task] = await app.db
          .select({ processType: workflowInstance.processType })
          .from(workflowTask)
          .innerJoin(workflowInstance, eq(workflowInstance.id, workflowTask.instanceId))
          .where(and(eq(workflowTask.tenantId, principal.tenant.id), eq(workflowTask.id, request.params.id)));
        if (task && task.processType !== 'GENERAL') throw badRequest('decisionNotAllowed', { decision: body.decision });
      }
      const instance = await decideTask(app, actorOf(principal), { taskId: request.params.id, ...body }, mayDecide(principal));
      return ok({ instanceId: instance.id, status: instance.status, currentStepId: instance.currentStepId });
    },
  );
}
