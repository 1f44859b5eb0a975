import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MeetingBody } from '@crm/shared/contracts/meeting-schemas';
import type { Database } from '../../db/client';
import { meeting, meetingBudgetLine, meetingInvitee, meetingMaterial, meetingSpeaker } from '../../db/schema/meetings/meetings';
import { speakerProfile } from '../../db/schema/meetings/meeting-resources';
import { HttpError, forbidden, notFound } from '../../lib/http-error';
import type { Principal } from '../../platform/principal';
import type { Tx } from '../workflow/index';
import { yearIn } from './calendar';
import { recordInteractions } from '../interactions/index';
import { meetingInvitationInteractions } from './meeting-interactions';

export type MeetingRow = typeof meeting.$inferSelect;
type Queryable = Database | Tx;

const SIGN_IN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Six characters without look-alikes (0/O, 1/I), easy to read off a screen and hard to guess. */
export function newSignInCode(): string {
  return Array.from({ length: 6 }, () => SIGN_IN_ALPHABET[randomInt(SIGN_IN_ALPHABET.length)]).join('');
}

/** Any meeting of the tenant, for checks that follow their own visibility rules. */
export async function findMeeting(db: Queryable, tenantId: number, meetingId: number): Promise<MeetingRow> {
  const [row] = await db
    .select()
    .from(meeting)
    .where(and(eq(meeting.tenantId, tenantId), eq(meeting.id, meetingId)));
  if (!row) throw notFound();
  return row;
}

/** A meeting the caller applied for; another tenant's id is unknown (404), a colleague's is forbidden. */
export async function findOwnMeeting(db: Queryable, principal: Principal, meetingId: number): Promise<MeetingRow> {
  const row = await findMeeting(db, principal.tenant.id, meetingId);
  if (row.applicantId !== principal.userId) throw forbidden();
  return row;
}

export function requireStatus(row: MeetingRow, allowed: MeetingRow['status'][]): void {
  if (!allowed.includes(row.status)) throw new HttpError(409, 'meetingStatusInvalid', { status: row.status });
}

/** The honoraria line is the sum of the speakers' fees; the total is every line together. */
export function estimatedTotal(body: Pick<MeetingBody, 'budgetLines' | 'speakers'>): number {
  return body.budgetLines.reduce((sum, line) => sum + line.amountCents, 0) + body.speakers.reduce((sum, s) => sum + s.feeCents, 0);
}

/** Creates a draft or rewrites an editable meeting with its lines, speakers, invitees and materials. */
export async function writeMeeting(tx: Tx, principal: Principal, body: MeetingBody, existing?: MeetingRow): Promise<number> {
  const tenantId = principal.tenant.id;
  const fields = {
    type: body.type,
    topic: body.topic,
    description: body.description ?? null,
    productIds: body.productIds,
    startAt: new Date(body.startAt),
    endAt: new Date(body.endAt),
    venue: body.venue ?? null,
    onlineLink: body.onlineLink ?? null,
    expectedAttendees: body.expectedAttendees,
    institutionId: body.institutionId ?? null,
    supplierId: body.supplierId ?? null,
    costCentreId: body.costCentreId ?? null,
    internalOrderId: body.internalOrderId ?? null,
    agenda: body.agenda.map((item) => ({ startsAt: item.startsAt, title: item.title, speakerId: item.speakerId ?? null })),
    estimatedTotalCents: estimatedTotal(body),
    updatedAt: new Date(),
  };
  let meetingId: number;
  if (existing) {
    meetingId = existing.id;
    await tx
      .update(meeting)
      .set(fields)
      .where(and(eq(meeting.tenantId, tenantId), eq(meeting.id, meetingId)));
    for (const table of [meetingBudgetLine, meetingSpeaker, meetingInvitee, meetingMaterial]) {
      await tx.delete(table).where(and(eq(table.tenantId, tenantId), eq(table.meetingId, meetingId)));
    }
  } else {
    const [row] = await tx
      .insert(meeting)
      .values({
        ...fields,
        tenantId,
        code: `MT-${crypto.randomUUID()}`,
        applicantId: principal.userId,
        applicantOrgId: principal.orgId,
        applicantOrgPath: principal.orgPath,
        signInCode: newSignInCode(),
      })
      .returning({ id: meeting.id });
    meetingId = row!.id;
    const code = `MT${yearIn(fields.startAt, principal.tenant.timeZone)}${String(meetingId).padStart(6, '0')}`;
    await tx.update(meeting).set({ code }).where(eq(meeting.id, meetingId));
  }
  const lines = [
    ...body.budgetLines.map((line) => ({ tenantId, meetingId, category: line.category, estimatedCents: line.amountCents, description: line.description ?? null })),
    { tenantId, meetingId, category: 'HONORARIA' as const, estimatedCents: body.speakers.reduce((sum, s) => sum + s.feeCents, 0), description: null },
  ];
  await tx.insert(meetingBudgetLine).values(lines);
  if (body.speakers.length) {
    const profiles = await tx
      .select({ id: speakerProfile.id, doctorId: speakerProfile.doctorId })
      .from(speakerProfile)
      .where(and(eq(speakerProfile.tenantId, tenantId), sql`${speakerProfile.id} = any(${sql.param(body.speakers.map((s) => s.speakerId))}::bigint[])`));
    const doctorOf = new Map(profiles.map((p) => [p.id, p.doctorId]));
    await tx.insert(meetingSpeaker).values(
      body.speakers.map((s) => ({
        tenantId,
        meetingId,
        speakerId: s.speakerId,
        doctorId: doctorOf.get(s.speakerId)!,
        feeCents: s.feeCents,
        travelCents: s.travelCents,
        lectureTitle: s.lectureTitle ?? null,
      })),
    );
  }
  const invitees = [...new Set(body.invitedDoctorIds)];
  if (invitees.length) await tx.insert(meetingInvitee).values(invitees.map((doctorId) => ({ tenantId, meetingId, doctorId })));
  await recordInteractions(
    tx,
    await meetingInvitationInteractions(
      tx,
      principal,
      meetingId,
      fields,
      invitees,
      body.speakers.map((s) => s.speakerId),
    ),
  );
  const versions = [...new Set(body.libraryVersionIds)];
  if (versions.length) await tx.insert(meetingMaterial).values(versions.map((versionId) => ({ tenantId, meetingId, versionId })));
  return meetingId;
}
