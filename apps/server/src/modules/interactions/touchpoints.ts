import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { doctorAccount, doctorWecomBinding, meetingSignIn } from '../../db/schema/index';
import type { Principal } from '../../platform/principal';
import type { InteractionInput } from './record-interaction';

export { recordInteractions } from './record-interaction';

/**
 * How each feature's fact becomes a touchpoint of the event store. The features call these with the
 * rows they have just written, inside their own transaction, so a feature's edit stays one line.
 */

type Reader = Pick<Database, 'execute'>;

export interface VisitFact {
  visitId: number;
  doctorId: number;
  hospitalId: number | null;
  status: string;
  startAt: string;
  visitType: string;
  productIds: number[];
  result?: string | null | undefined;
}

/** A planned visit and a logged one are two touchpoints of the same visit (distinct types). */
export function visitInteraction(principal: Principal, fact: VisitFact): InteractionInput {
  const productIds = [...new Set(fact.productIds)];
  return {
    tenantId: principal.tenant.id,
    type: fact.status === 'completed' ? 'visit.completed' : 'visit.planned',
    occurredAt: new Date(fact.startAt),
    doctorId: fact.doctorId,
    hospitalId: fact.hospitalId,
    channel: fact.visitType,
    productId: productIds[0] ?? null,
    actorUserId: principal.userId,
    sourceEventId: String(fact.visitId),
    properties: { productIds, ...(fact.result ? { result: fact.result } : {}) },
  };
}

interface MeetingFields {
  type: string;
  productIds: number[];
  startAt: Date;
}

/**
 * Invitations and speaker engagements of a meeting being written. An edit that keeps a doctor
 * invited records nothing new (same meeting and doctor); one that adds a doctor records them.
 */
export async function meetingInvitationInteractions(
  tx: Reader,
  principal: Principal,
  meetingId: number,
  fields: MeetingFields,
  invitedDoctorIds: number[],
  speakerIds: number[],
): Promise<InteractionInput[]> {
  if (invitedDoctorIds.length === 0 && speakerIds.length === 0) return [];
  const tenantId = principal.tenant.id;
  const result = (await tx.execute(sql`
    select d.id, d.hospital_id, d.id = any(${sql.param(invitedDoctorIds)}::bigint[]) as invited,
      exists (select 1 from speaker_profile sp where sp.tenant_id = ${tenantId} and sp.doctor_id = d.id and sp.id = any(${sql.param(speakerIds)}::bigint[])) as speaker
    from doctor d where d.tenant_id = ${tenantId}
      and (d.id = any(${sql.param(invitedDoctorIds)}::bigint[])
        or d.id in (select sp.doctor_id from speaker_profile sp where sp.tenant_id = ${tenantId} and sp.id = any(${sql.param(speakerIds)}::bigint[])))
  `)) as unknown as { rows: Array<{ id: number | string; hospital_id: number | string | null; invited: boolean; speaker: boolean }> };
  const common = { tenantId, channel: 'meeting', productId: fields.productIds[0] ?? null, campaignId: meetingId, actorUserId: principal.userId };
  const properties = { meetingId, meetingType: fields.type, productIds: fields.productIds };
  return result.rows.flatMap((row) => {
    const doctorId = Number(row.id);
    const hospitalId = row.hospital_id === null ? null : Number(row.hospital_id);
    const events: InteractionInput[] = [];
    if (row.invited) events.push({ ...common, type: 'meeting.invited', occurredAt: new Date(), doctorId, hospitalId, sourceEventId: `${meetingId}:${doctorId}`, properties });
    if (row.speaker) events.push({ ...common, type: 'speaker.engaged', occurredAt: fields.startAt, doctorId, hospitalId, sourceEventId: `${meetingId}:${doctorId}`, properties });
    return events;
  });
}

/** A sign-in on the public meeting page; the doctor is known only when the attendee was matched. */
export function meetingSignInInteraction(signIn: typeof meetingSignIn.$inferSelect, productIds: number[]): InteractionInput {
  return {
    tenantId: signIn.tenantId,
    type: 'meeting.signedIn',
    occurredAt: signIn.signedAt,
    doctorId: signIn.doctorId,
    hospitalId: signIn.hospitalId,
    channel: 'meeting',
    productId: productIds[0] ?? null,
    campaignId: signIn.meetingId,
    sourceEventId: String(signIn.id),
    properties: { meetingId: signIn.meetingId, matched: signIn.doctorId !== null },
  };
}

/** A doctor-portal registration (once per account) or sign-in (once per sign-in time). */
export function portalInteraction(type: 'portal.registered' | 'portal.login', account: typeof doctorAccount.$inferSelect, channel = 'sms'): InteractionInput {
  const at = type === 'portal.registered' ? account.createdAt : (account.lastLoginAt ?? new Date());
  return {
    tenantId: account.tenantId,
    type,
    occurredAt: at,
    doctorId: account.doctorId,
    channel,
    sourceEventId: type === 'portal.registered' ? String(account.id) : `${account.id}:${at.getTime()}`,
    properties: { accountId: account.id, matched: account.doctorId !== null },
  };
}

/** A member binding a doctor to a WeCom contact; binding again later is a new touchpoint. */
export function wecomBindingInteraction(binding: typeof doctorWecomBinding.$inferSelect): InteractionInput {
  return {
    tenantId: binding.tenantId,
    type: 'wecom.bound',
    occurredAt: binding.boundAt,
    doctorId: binding.doctorId,
    channel: 'wecom',
    actorUserId: binding.userId,
    sourceEventId: `${binding.id}:${binding.boundAt.getTime()}`,
    properties: {},
  };
}
