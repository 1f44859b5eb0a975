import { and, eq } from 'drizzle-orm';
import type { MeetingBody, meetingDecisionBody } from '@crm/shared/contracts/meeting-schemas';
import { MEETING_VIEW_PERMISSIONS } from '@crm/shared/contracts/meeting-application';
import type { z } from 'zod';
import { meeting } from '../../db/schema/meetings/meetings';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import { decideTask, withdrawInstance, actorOf } from '../workflow/index';
import { mayDecide, requireAnyPermission } from './access';
import { complianceFindings, refuseBlocked } from './compliance-rules';
import { checkMaterials, checkReferences, checkSubmission } from './meeting-checks';
import { bodyOfMeeting, meetingDetail, requireVisibleMeeting } from './meeting-detail';
import { findMeeting, findOwnMeeting, requireStatus, writeMeeting } from './meeting-store';
import { instanceWithOpenTasks } from './open-task';
import { submitToChain } from './submission';

/** The meeting application: draft, edit, read, submit into approval, cancel, and approvers' decisions. */

async function stateOf({ db, principal }: RequestContext, meetingId: number) {
  const row = await findMeeting(db, principal.tenant.id, meetingId);
  return { id: row.id, status: row.status, code: row.code };
}

/** Saves a new application as a draft, after checking what it refers to and its materials. */
export async function createMeeting(context: RequestContext, body: MeetingBody) {
  const { db, principal, request, lang } = context;
  await checkReferences(db, principal.tenant.id, body);
  await checkMaterials(db, principal.tenant, body, lang);
  const id = await db.transaction(async (tx) => {
    const created = await writeMeeting(tx, principal, body);
    await recordAudit(tx, request, {
      action: 'meeting.create',
      entityType: 'meeting',
      entityId: created,
      message: { key: 'meetingCreated', params: { topic: body.topic } },
      detail: { type: body.type, startAt: body.startAt },
    });
    return created;
  });
  return stateOf(context, id);
}

/** Changes the caller's own draft or rejected application. */
export async function updateMeeting(context: RequestContext, meetingId: number, body: MeetingBody) {
  const { db, principal, request, lang } = context;
  const row = await findOwnMeeting(db, principal, meetingId);
  if (row.status !== 'DRAFT' && row.status !== 'REJECTED') throw new HttpError(409, 'meetingNotEditable', { status: row.status });
  await checkReferences(db, principal.tenant.id, body);
  await checkMaterials(db, principal.tenant, body, lang);
  await db.transaction(async (tx) => {
    await writeMeeting(tx, principal, body, row);
    await recordAudit(tx, request, {
      action: 'meeting.update',
      entityType: 'meeting',
      entityId: row.id,
      message: { key: 'meetingNamed', params: { code: row.code, topic: body.topic } },
      detail: { status: row.status },
    });
  });
  return stateOf(context, row.id);
}

/** A meeting as its detail page shows it, for a caller who reaches it from one of the meeting pages. */
export function meetingOf({ db, principal }: RequestContext, meetingId: number) {
  requireAnyPermission(principal, MEETING_VIEW_PERMISSIONS);
  return meetingDetail(db, principal, meetingId);
}

/** What the compliance rules say of an application as the form holds it (nothing is saved). */
export async function checkApplication({ db, principal, lang }: RequestContext, body: MeetingBody) {
  await checkReferences(db, principal.tenant.id, body);
  return complianceFindings({ db, tenant: principal.tenant, body, lang, meetingId: 0 });
}

/** What the compliance rules say of a stored meeting, for whoever may see it (its applicant, its approvers). */
export async function findingsOfMeeting({ db, principal, lang }: RequestContext, meetingId: number) {
  requireAnyPermission(principal, MEETING_VIEW_PERMISSIONS);
  await requireVisibleMeeting(db, principal, meetingId);
  const row = await findMeeting(db, principal.tenant.id, meetingId);
  return complianceFindings({ db, tenant: principal.tenant, body: await bodyOfMeeting(db, row), lang, meetingId });
}

/** Submits a draft into its approval chain, or resubmits a rejected application, once its rules pass. */
export async function submitMeeting(context: RequestContext, meetingId: number) {
  const { db, principal, lang, host } = context;
  const row = await findOwnMeeting(db, principal, meetingId);
  requireStatus(row, ['DRAFT', 'REJECTED']);
  const body = await bodyOfMeeting(db, row);
  await checkReferences(db, principal.tenant.id, body);
  await checkSubmission(db, principal.tenant, body, lang);
  refuseBlocked(await complianceFindings({ db, tenant: principal.tenant, body, lang, meetingId: row.id }));
  await submitToChain(
    host,
    principal,
    {
      processType: 'MEETING_APPLICATION',
      row,
      amountCents: row.estimatedTotalCents,
      fees: body.speakers.map((s) => ({ speakerId: s.speakerId, feeCents: s.feeCents })),
      instanceId: row.status === 'REJECTED' ? row.applicationInstanceId : null,
    },
    lang,
  );
  return stateOf(context, row.id);
}

/** Cancels a draft, withdraws an application in approval, or cancels an approved meeting that has not started. */
export async function cancelMeeting(context: RequestContext, meetingId: number, comment: string | null) {
  const { db, principal, request } = context;
  const row = await findOwnMeeting(db, principal, meetingId);
  await db.transaction(async (tx) => {
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
      message: { key: 'meetingNamed', params: { code: row.code, topic: row.topic } },
      detail: { previousStatus: row.status, comment },
    });
  });
  return stateOf(context, row.id);
}

/** Decides the caller's open step of the meeting's application or payment approval. */
export async function decideMeeting(
  context: RequestContext,
  process: 'application' | 'payment',
  meetingId: number,
  { taskId, decision, comment, returnToStepId }: z.output<typeof meetingDecisionBody>,
) {
  const { db, principal, host } = context;
  await requireVisibleMeeting(db, principal, meetingId);
  const row = await findMeeting(db, principal.tenant.id, meetingId);
  const instanceId = process === 'application' ? row.applicationInstanceId : row.paymentInstanceId;
  const openTaskId = taskId ?? (await myOpenTaskId(context, instanceId));
  await decideTask(host, actorOf(principal), { taskId: openTaskId, decision, comment, returnToStepId }, mayDecide(principal));
  return stateOf(context, row.id);
}

async function myOpenTaskId({ db, principal }: { db: RequestContext['db']; principal: Principal }, instanceId: number | null): Promise<number> {
  if (instanceId === null) throw new HttpError(409, 'taskAlreadyDecided');
  const instance = await instanceWithOpenTasks(db, principal.tenant.id, instanceId);
  const mine = instance.openTasks.find((task) => task.candidateIds.includes(principal.userId));
  if (mine) return mine.id;
  throw new HttpError(instance.openTasks.length ? 403 : 409, instance.openTasks.length ? 'notTaskAssignee' : 'taskAlreadyDecided');
}
