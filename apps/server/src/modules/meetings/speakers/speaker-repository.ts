import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SpeakerBody } from '@crm/shared/contracts/meeting-master-schemas';
import type { meetingDecisionBody } from '@crm/shared/contracts/meeting-schemas';
import { meetingSetting } from '../../../db/schema/meetings/meeting-finance';
import { speakerProfile } from '../../../db/schema/meetings/meeting-resources';
import { workflowTask } from '../../../db/schema/workflow/workflow';
import { HttpError } from '../../../lib/http-error';
import { recordAudit } from '../../../platform/audit/record-audit';
import type { RequestContext } from '../../../platform/contract-route';
import { decideTask, openRevisionTaskId, startRun, startInstance, publishNotices, actorOf } from '../../workflow/index';
import { mayDecide, requireAnyPermission } from '../access';
import { formatYuan } from '../calendar';
import { annualCapCents } from './honoraria-cap';
import { findOwnSpeaker, findSpeaker, speakerDetail, writeSpeaker, type SpeakerRow } from './speaker-store';

/** Speaker profiles: maintenance by medical affairs, the speaker approval chain, and the tenant's honoraria cap. */

const state = (row: Pick<SpeakerRow, 'id' | 'status'>) => ({ id: row.id, status: row.status });

/** A profile with qualifications, contract, this year's honoraria against the cap, and the caller's open step. */
export function speakerOf({ db, principal }: RequestContext, id: number) {
  requireAnyPermission(principal, ['meeting:speaker:view', 'meeting:speaker:list', 'meeting:speakerApproval:view']);
  return speakerDetail(db, principal, id);
}

/** Creates a profile for a doctor, as a draft. */
export async function createSpeaker({ db, principal }: RequestContext, body: SpeakerBody) {
  const id = await db.transaction((tx) => writeSpeaker(tx, principal, body));
  return state(await findSpeaker(db, principal.tenant.id, id));
}

/** Changes a draft or rejected profile. */
export async function updateSpeaker({ db, principal }: RequestContext, id: number, body: SpeakerBody) {
  const row = await findOwnSpeaker(db, principal, id);
  if (row.status !== 'DRAFT' && row.status !== 'REJECTED') throw new HttpError(409, 'speakerNotEditable', { status: row.status });
  await db.transaction((tx) => writeSpeaker(tx, principal, body, row));
  return state(await findSpeaker(db, principal.tenant.id, row.id));
}

/** Submits a profile into the speaker chain, or resubmits a rejected one. */
export async function submitSpeaker({ db, principal, host }: RequestContext, id: number) {
  const row = await findOwnSpeaker(db, principal, id);
  const actor = actorOf(principal);
  const facts = { amountCents: row.feeRateCents };
  if (row.status === 'DRAFT') {
    const detail = await speakerDetail(db, principal, row.id);
    const title = `${detail.doctorName} · ${detail.hospitalName} · ${row.contractNo}`;
    const { notices } = await db.transaction((tx) =>
      startInstance(tx, actor, { processType: 'SPEAKER', businessId: row.id, title, facts }, (d) => startRun(d.bpmnXml, { steps: d.steps, facts })),
    );
    await publishNotices(host, notices);
  } else if (row.status === 'REJECTED' && row.instanceId) {
    const revision = await openRevisionTaskId(db, principal.tenant.id, row.instanceId);
    if (!revision) throw new HttpError(409, 'speakerNotEditable', { status: row.status });
    await decideTask(host, actor, { taskId: revision, decision: 'RESUBMIT', facts }, () => true);
  } else {
    throw new HttpError(409, 'speakerNotEditable', { status: row.status });
  }
  return state(await findSpeaker(db, principal.tenant.id, row.id));
}

/** Decides the caller's open step of a speaker's approval (the one named, or the caller's only open one). */
export async function decideSpeaker({ db, principal, host }: RequestContext, id: number, body: z.output<typeof meetingDecisionBody>) {
  const row = await findSpeaker(db, principal.tenant.id, id);
  let taskId = body.taskId;
  if (taskId === undefined) {
    const open = row.instanceId
      ? await db
          .select()
          .from(workflowTask)
          .where(and(eq(workflowTask.tenantId, principal.tenant.id), eq(workflowTask.instanceId, row.instanceId), eq(workflowTask.status, 'OPEN')))
      : [];
    const mine = open.find((task) => task.candidateIds.includes(principal.userId));
    if (!mine) throw new HttpError(open.length ? 403 : 409, open.length ? 'notTaskAssignee' : 'taskAlreadyDecided');
    taskId = mine.id;
  }
  const { decision, comment, returnToStepId } = body;
  await decideTask(host, actorOf(principal), { taskId, decision, comment, returnToStepId }, mayDecide(principal));
  return state(await findSpeaker(db, principal.tenant.id, row.id));
}

/** Retires an approved speaker: no new meeting may book them. */
export async function deactivateSpeaker({ db, principal }: RequestContext, id: number) {
  const row = await findSpeaker(db, principal.tenant.id, id);
  if (row.status !== 'APPROVED') throw new HttpError(409, 'speakerNotEditable', { status: row.status });
  await db
    .update(speakerProfile)
    .set({ status: 'INACTIVE', updatedAt: new Date() })
    .where(and(eq(speakerProfile.id, row.id), eq(speakerProfile.status, 'APPROVED')));
  return state({ id: row.id, status: 'INACTIVE' });
}

export async function speakerSettingsOf({ db, principal }: RequestContext) {
  return { annualHonorariaCapCents: await annualCapCents(db, principal.tenant.id) };
}

/** Sets the annual honoraria cap; it applies to applications submitted from now on. */
export async function saveSpeakerSettings({ db, principal, request }: RequestContext, cap: number) {
  await db.transaction(async (tx) => {
    await tx
      .insert(meetingSetting)
      .values({ tenantId: principal.tenant.id, speakerAnnualCapCents: cap, updatedBy: principal.userId })
      .onConflictDoUpdate({ target: meetingSetting.tenantId, set: { speakerAnnualCapCents: cap, updatedBy: principal.userId, updatedAt: new Date() } });
    await recordAudit(tx, request, {
      action: 'admin.speaker.cap',
      entityType: 'meeting_setting',
      entityId: principal.tenant.id,
      message: { key: 'speakerCapChanged', params: { amount: formatYuan(cap) } },
    });
  });
  return { annualHonorariaCapCents: cap };
}
