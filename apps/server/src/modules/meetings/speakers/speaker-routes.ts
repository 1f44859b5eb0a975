import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meetingCommentBody, meetingDecisionBody } from '@crm/shared/meeting-schemas';
import { speakerBody, speakerSettingsBody } from '@crm/shared/meeting-master-schemas';
import { meetingSetting } from '../../../db/schema/meeting-finance';
import { speakerProfile } from '../../../db/schema/meeting-resources';
import { workflowTask } from '../../../db/schema/workflow';
import { envelope, ok } from '../../../lib/envelope';
import { HttpError } from '../../../lib/http-error';
import { requirePrincipal } from '../../../platform/request-context';
import { recordAudit } from '../../../platform/audit/record-audit';
import { mayDecide, requireAnyPermission } from '../access';
import { decideTask } from '../../workflow/decision-service';
import { startRun } from '../../workflow/engine-runner';
import { startInstance } from '../../workflow/instance-service';
import { publishNotices } from '../../workflow/notices';
import { actorOf } from '../../workflow/process-registry';
import { annualCapCents } from './honoraria-cap';
import { speakerDetailSchema, speakerState, tags } from './responses';
import { findOwnSpeaker, findSpeaker, speakerDetail, writeSpeaker, type SpeakerRow } from './speaker-store';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const state = (row: Pick<SpeakerRow, 'id' | 'status'>) => ok({ id: row.id, status: row.status });

/** Speaker profiles: maintenance by medical affairs, the speaker approval chain, and the tenant's honoraria cap. */
export async function speakerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/speaker/:id',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        summary: 'A speaker profile with qualifications, contract, this year’s honoraria against the cap, and the caller’s open step',
        params: idParams,
        response: { 200: envelope(speakerDetailSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      requireAnyPermission(principal, ['meeting:speaker:view', 'meeting:speaker:list', 'meeting:speakerApproval:view']);
      return ok(await speakerDetail(app.db, principal, request.params.id));
    },
  );

  app.post(
    '/speaker',
    {
      config: { access: { permission: 'meeting:speaker:add' } },
      schema: { tags, summary: 'Creates a speaker profile for a doctor, as a draft', body: speakerBody, response: { 200: envelope(speakerState) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const id = await app.db.transaction((tx) => writeSpeaker(tx, principal, request.body));
      return state(await findSpeaker(app.db, principal.tenant.id, id));
    },
  );

  app.put(
    '/speaker/:id',
    {
      config: { access: { permission: 'meeting:speaker:add' } },
      schema: { tags, summary: 'Changes a draft or rejected profile', params: idParams, body: speakerBody, response: { 200: envelope(speakerState) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const row = await findOwnSpeaker(app.db, principal, request.params.id);
      if (row.status !== 'DRAFT' && row.status !== 'REJECTED') throw new HttpError(409, 'speakerNotEditable', { status: row.status });
      await app.db.transaction((tx) => writeSpeaker(tx, principal, request.body, row));
      return state(await findSpeaker(app.db, principal.tenant.id, row.id));
    },
  );

  app.post(
    '/speaker/:id/submit',
    {
      config: { access: { permission: 'meeting:speaker:add' } },
      schema: { tags, summary: 'Submits a profile into the speaker chain, or resubmits a rejected one', params: idParams, response: { 200: envelope(speakerState) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const row = await findOwnSpeaker(app.db, principal, request.params.id);
      const actor = actorOf(principal);
      const facts = { amountCents: row.feeRateCents };
      if (row.status === 'DRAFT') {
        const detail = await speakerDetail(app.db, principal, row.id);
        const title = `${detail.doctorName} · ${detail.hospitalName} · ${row.contractNo}`;
        const { notices } = await app.db.transaction((tx) =>
          startInstance(tx, actor, { processType: 'SPEAKER', businessId: row.id, title, facts }, (d) => startRun(d.bpmnXml, { steps: d.steps, facts })),
        );
        await publishNotices(app, notices);
      } else if (row.status === 'REJECTED' && row.instanceId) {
        const [revision] = await app.db
          .select({ id: workflowTask.id })
          .from(workflowTask)
          .where(
            and(
              eq(workflowTask.tenantId, principal.tenant.id),
              eq(workflowTask.instanceId, row.instanceId),
              eq(workflowTask.status, 'OPEN'),
              eq(workflowTask.stepId, 'applicantRevise'),
            ),
          );
        if (!revision) throw new HttpError(409, 'speakerNotEditable', { status: row.status });
        await decideTask(app, actor, { taskId: revision.id, decision: 'RESUBMIT', facts }, () => true);
      } else {
        throw new HttpError(409, 'speakerNotEditable', { status: row.status });
      }
      return state(await findSpeaker(app.db, principal.tenant.id, row.id));
    },
  );

  app.post(
    '/speaker/:id/approval',
    {
      config: { access: { permission: 'meeting:speaker:approve' } },
      schema: { tags, summary: 'Decides the caller’s open step of a speaker’s approval', params: idParams, body: meetingDecisionBody, response: { 200: envelope(speakerState) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const row = await findSpeaker(app.db, principal.tenant.id, request.params.id);
      let taskId = request.body.taskId;
      if (taskId === undefined) {
        const open = row.instanceId
          ? await app.db
              .select()
              .from(workflowTask)
              .where(and(eq(workflowTask.tenantId, principal.tenant.id), eq(workflowTask.instanceId, row.instanceId), eq(workflowTask.status, 'OPEN')))
          : [];
        const mine = open.find((task) => task.candidateIds.includes(principal.userId));
        if (!mine) throw new HttpError(open.length ? 403 : 409, open.length ? 'notTaskAssignee' : 'taskAlreadyDecided');
        taskId = mine.id;
      }
      const { decision, comment, returnToStepId } = request.body;
      await decideTask(app, actorOf(principal), { taskId, decision, comment, returnToStepId }, mayDecide(principal));
      return state(await findSpeaker(app.db, principal.tenant.id, row.id));
    },
  );

  app.post(
    '/speaker/:id/deactivate',
    {
      config: { access: { permission: 'meeting:speaker:add' } },
      schema: {
        tags,
        summary: 'Retires an approved speaker: no new meeting may book them',
        params: idParams,
        body: meetingCommentBody.default({}),
        response: { 200: envelope(speakerState) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const row = await findSpeaker(app.db, principal.tenant.id, request.params.id);
      if (row.status !== 'APPROVED') throw new HttpError(409, 'speakerNotEditable', { status: row.status });
      await app.db
        .update(speakerProfile)
        .set({ status: 'INACTIVE', updatedAt: new Date() })
        .where(and(eq(speakerProfile.id, row.id), eq(speakerProfile.status, 'APPROVED')));
      return state({ id: row.id, status: 'INACTIVE' });
    },
  );

  const settings = envelope(speakerSettingsBody);
  app.get(
    '/speaker/settings',
    { config: { access: { permission: 'meeting:speaker:list' } }, schema: { tags, summary: 'The tenant’s annual honoraria cap per speaker', response: { 200: settings } } },
    async (request) => ok({ annualHonorariaCapCents: await annualCapCents(app.db, requirePrincipal(request).tenant.id) }),
  );

  app.put(
    '/speaker/settings',
    {
      config: { access: { permission: 'meeting:settings:edit' } },
      schema: { tags, summary: 'Sets the annual honoraria cap; it applies to applications submitted from now on', body: speakerSettingsBody, response: { 200: settings } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const cap = request.body.annualHonorariaCapCents;
      await app.db.transaction(async (tx) => {
        await tx
          .insert(meetingSetting)
          .values({ tenantId: principal.tenant.id, speakerAnnualCapCents: cap, updatedBy: principal.userId })
          .onConflictDoUpdate({ target: meetingSetting.tenantId, set: { speakerAnnualCapCents: cap, updatedBy: principal.userId, updatedAt: new Date() } });
        await recordAudit(tx, request, { action: 'admin.speaker.cap', entityType: 'meeting_setting', entityId: principal.tenant.id, summary: String(cap) });
      });
      return ok({ annualHonorariaCapCents: cap });
    },
  );
}
