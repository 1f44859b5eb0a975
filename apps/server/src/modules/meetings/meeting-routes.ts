import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meetingBody, meetingCommentBody, meetingDecisionBody } from '@crm/shared/meeting-schemas';
import { meeting } from '../../db/schema/meetings';
import { envelope, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { mayDecide, requireAnyPermission } from './access';
import { requirePrincipal } from '../../platform/request-context';
import type { Principal } from '../../platform/principal';
import { decideTask, withdrawInstance } from '../workflow/decision-service';
import { actorOf } from '../workflow/process-registry';
import { findMeeting, findOwnMeeting, requireStatus, writeMeeting } from './meeting-store';
import { checkMaterials, checkReferences, checkSubmission } from './meeting-checks';
import { bodyOfMeeting, meetingDetail, requireVisibleMeeting } from './meeting-detail';
import { meetingDetailSchema, meetingState, tags } from './responses';
import { submitToChain } from './submission';
import { instanceWithOpenTasks } from './open-task';
import { recordAudit } from '../../platform/audit/record-audit';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const VIEW_PERMISSIONS = [
  'meeting:meeting:view',
  'meeting:application:view',
  'meeting:approval:view',
  'meeting:paymentApproval:view',
  'meeting:confirmation:list',
  'meeting:payment:list',
];

/** The meeting application: draft, edit, read, submit into approval, cancel, and approvers' decisions. */
export async function meetingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const state = (row: { id: number; status: string; code: string }) => ok({ id: row.id, status: row.status, code: row.code });

  app.post(
    '/meeting',
    {
      config: { access: { permission: 'meeting:application:add' } },
      schema: { tags, summary: 'Saves a new meeting application as a draft', body: meetingBody, response: { 200: envelope(meetingState) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      await checkReferences(app.db, principal.tenant.id, request.body);
      await checkMaterials(app.db, principal.tenant, request.body, request.lang);
      const id = await app.db.transaction(async (tx) => {
        const created = await writeMeeting(tx, principal, request.body);
        await recordAudit(tx, request, {
          action: 'meeting.create',
          entityType: 'meeting',
          entityId: created,
          summary: request.body.topic,
          detail: { type: request.body.type, startAt: request.body.startAt },
        });
        return created;
      });
      return state(await findMeeting(app.db, principal.tenant.id, id));
    },
  );

  app.put(
    '/meeting/:id',
    {
      config: { access: { permission: 'meeting:application:add' } },
      schema: { tags, summary: 'Changes a draft or a rejected application', params: idParams, body: meetingBody, response: { 200: envelope(meetingState) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const row = await findOwnMeeting(app.db, principal, request.params.id);
      if (row.status !== 'DRAFT' && row.status !== 'REJECTED') throw new HttpError(409, 'meetingNotEditable', { status: row.status });
      await checkReferences(app.db, principal.tenant.id, request.body);
      await checkMaterials(app.db, principal.tenant, request.body, request.lang);
      await app.db.transaction(async (tx) => {
        await writeMeeting(tx, principal, request.body, row);
        await recordAudit(tx, request, {
          action: 'meeting.update',
          entityType: 'meeting',
          entityId: row.id,
          summary: `${row.code} ${request.body.topic}`,
          detail: { status: row.status },
        });
      });
      return state(await findMeeting(app.db, principal.tenant.id, row.id));
    },
  );

  app.get(
    '/meeting/:id',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        summary: 'A meeting with its lines, speakers, invitees, materials, files and the caller’s open step',
        description: `Needs one of ${VIEW_PERMISSIONS.join(', ')}; visible to the applicant, within the caller’s data range, and to its approvers.`,
        params: idParams,
        response: { 200: envelope(meetingDetailSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      requireAnyPermission(principal, VIEW_PERMISSIONS);
      return ok(await meetingDetail(app.db, principal, request.params.id));
    },
  );

  app.post(
    '/meeting/:id/submit',
    {
      config: { access: { permission: 'meeting:application:add' } },
      schema: {
        tags,
        summary: 'Submits a draft into its approval chain, or resubmits a rejected application',
        description:
          'Refused with 400 and a message naming the rule when the budget pool has too little left, a speaker would pass the annual honoraria cap, or a compliance rule fails.',
        params: idParams,
        response: { 200: envelope(meetingState) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const row = await findOwnMeeting(app.db, principal, request.params.id);
      requireStatus(row, ['DRAFT', 'REJECTED']);
      const body = await bodyOfMeeting(app.db, row);
      await checkReferences(app.db, principal.tenant.id, body);
      await checkSubmission(app.db, principal.tenant, body, request.lang);
      await submitToChain(
        app,
        principal,
        {
          processType: 'MEETING_APPLICATION',
          row,
          amountCents: row.estimatedTotalCents,
          fees: body.speakers.map((s) => ({ speakerId: s.speakerId, feeCents: s.feeCents })),
          instanceId: row.status === 'REJECTED' ? row.applicationInstanceId : null,
        },
        request.lang,
      );
      return state(await findMeeting(app.db, principal.tenant.id, row.id));
    },
  );

  app.post(
    '/meeting/:id/cancel',
    {
      config: { access: { permission: 'meeting:application:add' } },
      schema: {
        tags,
        summary: 'Cancels a draft, withdraws an application in approval, or cancels an approved meeting that has not started; its budget is released',
        params: idParams,
        body: meetingCommentBody.default({}),
        response: { 200: envelope(meetingState) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const row = await findOwnMeeting(app.db, principal, request.params.id);
      const comment = request.body.comment ?? null;
      await app.db.transaction(async (tx) => {
        if ((row.status === 'IN_APPROVAL' || row.status === 'REJECTED') && row.applicationInstanceId) {
          const { instance } = await instanceWithOpenTasks(tx, principal.tenant.id, row.applicationInstanceId);
          await withdrawInstance(tx, actorOf(principal), instance, comment);
        } else if (row.status === 'DRAFT' || (row.status === 'APPROVED' && row.startAt > new Date())) {
          await tx
            .update(meeting)
            .set({ status: 'CANCELLED', updatedAt: new Date() })
            .where(and(eq(meeting.id, row.id), eq(meeting.status, row.status)));
        } else {
          throw new HttpError(409, 'meetingStatusInvalid', { status: row.status });
        }
        await recordAudit(tx, request, {
          action: 'meeting.cancel',
          entityType: 'meeting',
          entityId: row.id,
          summary: `${row.code} ${row.topic}`,
          detail: { previousStatus: row.status, comment },
        });
      });
      return state(await findMeeting(app.db, principal.tenant.id, row.id));
    },
  );

  for (const process of ['application', 'payment'] as const) {
    app.post(
      process === 'application' ? '/meeting/:id/approval' : '/meeting/:id/payment/approval',
      {
        config: { access: { permission: process === 'application' ? 'meeting:application:approve' : 'meeting:payment:approve' } },
        schema: {
          tags,
          summary: `Decides the caller’s open step of the meeting’s ${process} approval: approve, reject to the applicant (comment required) or return to an earlier step`,
          params: idParams,
          body: meetingDecisionBody,
          response: { 200: envelope(meetingState) },
        },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        await requireVisibleMeeting(app.db, principal, request.params.id);
        const row = await findMeeting(app.db, principal.tenant.id, request.params.id);
        const instanceId = process === 'application' ? row.applicationInstanceId : row.paymentInstanceId;
        const taskId = request.body.taskId ?? (await myOpenTaskId(app, principal, instanceId));
        const { decision, comment, returnToStepId } = request.body;
        await decideTask(app, actorOf(principal), { taskId, decision, comment, returnToStepId }, mayDecide(principal));
        return state(await findMeeting(app.db, principal.tenant.id, row.id));
      },
    );
  }
}

async function myOpenTaskId(app: Pick<FastifyInstance, 'db'>, principal: Principal, instanceId: number | null): Promise<number> {
  if (instanceId === null) throw new HttpError(409, 'taskAlreadyDecided');
  const instance = await instanceWithOpenTasks(app.db, principal.tenant.id, instanceId);
  const mine = instance.openTasks.find((task) => task.candidateIds.includes(principal.userId));
  if (mine) return mine.id;
  throw new HttpError(instance.openTasks.length ? 403 : 409, instance.openTasks.length ? 'notTaskAssignee' : 'taskAlreadyDecided');
}
