import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Principal } from '../../platform/principal';
import type { InteractionInput } from '../interactions/index';
import { rowsOf } from '../../db/rows';

/** How a meeting's invitations and speakers become touchpoints of the event store (decision 12). */

type Reader = Pick<Database, 'execute'>;

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
  const result = rowsOf<{ id: number | string; hospital_id: number | string | null; invited: boolean; speaker: boolean }>(
    await tx.execute(sql`
    select d.id, d.hospital_id, d.id = any(${sql.param(invitedDoctorIds)}::bigint[]) as invited,
      exists (select 1 from speaker_profile sp where sp.tenant_id = ${tenantId} and sp.doctor_id = d.id and sp.id = any(${sql.param(speakerIds)}::bigint[])) as speaker
    from doctor d where d.tenant_id = ${tenantId}
      and (d.id = any(${sql.param(invitedDoctorIds)}::bigint[])
        or d.id in (select sp.doctor_id from speaker_profile sp where sp.tenant_id = ${tenantId} and sp.id = any(${sql.param(speakerIds)}::bigint[])))
  `),
  );
  const common = { tenantId, channel: 'meeting', productId: fields.productIds[0] ?? null, campaignId: meetingId, actorUserId: principal.userId };
  const properties = { meetingId, meetingType: fields.type, productIds: fields.productIds };
  return result.flatMap((row) => {
    const doctorId = Number(row.id);
    const hospitalId = row.hospital_id === null ? null : Number(row.hospital_id);
    const events: InteractionInput[] = [];
    if (row.invited) events.push({ ...common, type: 'meeting.invited', occurredAt: new Date(), doctorId, hospitalId, sourceEventId: `${meetingId}:${doctorId}`, properties });
    if (row.speaker) events.push({ ...common, type: 'speaker.engaged', occurredAt: fields.startAt, doctorId, hospitalId, sourceEventId: `${meetingId}:${doctorId}`, properties });
    return events;
  });
}
