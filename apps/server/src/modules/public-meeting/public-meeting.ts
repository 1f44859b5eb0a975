import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type * as contracts from '@crm/shared/contracts/public-meeting';
import type { PublicMeeting } from '@crm/shared/contracts/public-meeting';
import type { Database } from '../../db/client';
import { meeting, meetingSignIn } from '../../db/schema/meetings/meetings';
import { badRequest, notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/query-params';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import type { Tenant, TenantDirectory } from '../../platform/tenant-directory';
import { recordInteractions } from '../interactions/index';
import { meetingSignInInteraction } from './sign-in-interaction';
import { addSignIn } from '../meetings/index';
import { scopeRequestTo } from '../../db/tenant-scope';
import { startsWith } from '../../db/starts-with';
import { rows as readRows } from '../../db/rows';

/**
 * The attendee's side of a meeting, without a token (spec 7.3): the meeting behind its public id in
 * the realm's tenant, its public facts, hospitals for the form and the sign-in itself.
 */

type PublicContext = RequestContext<Principal | null>;
type Query<C extends 'validateSignInCode' | 'publicHospitals' | 'signInToMeeting'> = ContractRequestParts<(typeof contracts)[C]>['query'];
type MeetingRow = typeof meeting.$inferSelect;
const PUBLIC_STATUSES: Array<MeetingRow['status']> = ['APPROVED', 'CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID'];
/** Attendees may sign in from two hours before the start until two hours after the end. */
const SIGN_IN_MARGIN_MS = 2 * 60 * 60 * 1000;

function isSignInOpen(row: MeetingRow, now = Date.now()): boolean {
  return row.status === 'APPROVED' && now >= row.startAt.getTime() - SIGN_IN_MARGIN_MS && now <= row.endAt.getTime() + SIGN_IN_MARGIN_MS;
}

function codeMatches(row: MeetingRow, code: string): boolean {
  const given = Buffer.from(code.trim().toUpperCase());
  const expected = Buffer.from(row.signInCode);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The meeting behind a public id, in the realm's tenant; a realm of another domain is unknown. */
async function findPublicMeeting(
  { db, tenant: domainTenant }: PublicContext,
  tenants: TenantDirectory,
  meetingId: string,
  realm?: string,
): Promise<{ tenant: Tenant; row: MeetingRow }> {
  const tenant = realm ? await tenants.findByRealm(realm) : domainTenant;
  if (!tenant || (domainTenant && domainTenant.id !== tenant.id)) throw notFound();
  scopeRequestTo(tenant.id);
  const [row] = await db
    .select()
    .from(meeting)
    .where(and(eq(meeting.tenantId, tenant.id), eq(meeting.publicId, meetingId), inArray(meeting.status, PUBLIC_STATUSES)));
  if (!row) throw notFound();
  return { tenant, row };
}

async function factsOf(db: Database, tenant: Tenant, row: MeetingRow, lang: string): Promise<PublicMeeting> {
  const [names] = await readRows(
    db,
    sql`select (select name from institution where id = ${row.institutionId ?? 0}) as institution,
    (select coalesce(json_object_agg(s.id, d.name), '{}') from meeting_speaker ms join speaker_profile s on s.id = ms.speaker_id join doctor d on d.id = ms.doctor_id where ms.meeting_id = ${row.id}) as speakers`,
  );
  const speakers = (names?.speakers ?? {}) as Record<string, string>;
  return {
    meetingId: row.publicId,
    organizer: lang === 'en' ? (tenant.nameEn ?? tenant.name) : tenant.name,
    topic: row.topic,
    type: row.type,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    venue: row.venue,
    institution: (names?.institution as string | null) ?? null,
    agenda: row.agenda.map((item) => ({ startsAt: item.startsAt, title: item.title, speaker: item.speakerId ? (speakers[String(item.speakerId)] ?? null) : null })),
    isSignInOpen: isSignInOpen(row),
  };
}

/** The public facts of a meeting for its sign-in page. */
export async function publicMeetingOf(context: PublicContext, tenants: TenantDirectory, meetingId: string, realm: string | undefined): Promise<PublicMeeting> {
  const { tenant, row } = await findPublicMeeting(context, tenants, meetingId, realm);
  return factsOf(context.db, tenant, row, context.lang);
}

/** Checks an attendee's sign-in code. */
export async function validateCode(context: PublicContext, tenants: TenantDirectory, query: Query<'validateSignInCode'>, code: string) {
  const { tenant, row } = await findPublicMeeting(context, tenants, query.meetingId, query.realm);
  if (!codeMatches(row, code)) throw badRequest('signInCodeInvalid');
  return { valid: true as const, ...(await factsOf(context.db, tenant, row, context.lang)) };
}

/** Hospitals of the meeting's enterprise for the sign-in form (the code is required). */
export async function hospitalsForSignIn(context: PublicContext, tenants: TenantDirectory, query: Query<'publicHospitals'>) {
  const { tenant, row } = await findPublicMeeting(context, tenants, query.meetingId, query.realm);
  if (!codeMatches(row, query.code)) throw badRequest('signInCodeInvalid');
  const keyword = query.keyword;
  const rows = await readRows(
    context.db,
    sql`select id, name, level from hospital where tenant_id = ${tenant.id}
    and (name ilike ${containsPattern(keyword)} or ${startsWith(sql`name_pinyin`, keyword.toLowerCase())} or ${startsWith(sql`name_initials`, keyword.toLowerCase())})
    order by length(name), name limit 20`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name), level: String(r.level) }));
}

/** Signs an attendee in; the same mobile number again changes nothing. */
export async function signAttendeeIn(context: PublicContext, tenants: TenantDirectory, input: Query<'signInToMeeting'>) {
  const { tenant, row } = await findPublicMeeting(context, tenants, input.meetingId, input.realm);
  if (!codeMatches(row, input.code)) throw badRequest('signInCodeInvalid');
  if (!isSignInOpen(row)) throw badRequest('signInClosed');
  if (!input.hospitalId && !input.hospitalName) throw badRequest('signInHospitalRequired');
  const [hospital] = input.hospitalId ? await readRows(context.db, sql`select id, name from hospital where tenant_id = ${tenant.id} and id = ${input.hospitalId}`) : [];
  if (input.hospitalId && !hospital) throw badRequest('signInHospitalRequired');
  // The attendee is credited as a doctor only when one doctor of that name works there; invitees win ties.
  const namesakes = hospital
    ? await readRows(
        context.db,
        sql`select d.id, exists (select 1 from meeting_invitee i where i.meeting_id = ${row.id} and i.doctor_id = d.id) as invited
        from doctor d where d.tenant_id = ${tenant.id} and d.hospital_id = ${hospital.id} and d.name = ${input.name} order by invited desc, d.id limit 2`,
      )
    : [];
  const [first, second] = namesakes;
  const match = first && (!second || (first.invited && !second.invited)) ? first : undefined;
  const [inserted] = await context.db.transaction(async (tx) => {
    const rows = await addSignIn(tx, {
      tenantId: tenant.id,
      meetingId: row.id,
      name: input.name,
      mobile: input.mobile,
      hospitalId: hospital ? Number(hospital.id) : null,
      hospitalName: hospital ? String(hospital.name) : (input.hospitalName ?? null),
      department: input.department ?? null,
      doctorId: match ? Number(match.id) : null,
      remoteAddress: context.request.ip,
    });
    await recordInteractions(
      tx,
      rows.map((signIn) => meetingSignInInteraction(signIn, row.productIds)),
    );
    return rows;
  });
  const signIn =
    inserted ??
    (
      await context.db
        .select()
        .from(meetingSignIn)
        .where(and(eq(meetingSignIn.meetingId, row.id), eq(meetingSignIn.mobile, input.mobile)))
    )[0]!;
  return { name: signIn.name, signedAt: signIn.signedAt.toISOString(), isAlreadySignedIn: !inserted, isInvited: Boolean(match?.invited) };
}
