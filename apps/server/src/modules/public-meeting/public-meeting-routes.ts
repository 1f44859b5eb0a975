import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { containsPattern, prefixPattern } from '../../lib/query-params';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hospitalSearchQuery, meetingSignQuery, publicMeetingQuery, signInCodeBody } from '@crm/shared/meeting-schemas';
import { meeting, meetingSignIn } from '../../db/schema/meetings';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import type { Tenant } from '../../platform/tenant-directory';
import { meetingSignInInteraction, recordInteractions } from '../interactions/touchpoints';

/**
 * The attendee's side of a meeting, without a token (spec 7.3). A meeting is addressed by its
 * unguessable public id; facts are limited to what an invitation shows, hospitals and sign-in need
 * the meeting's code, and every call is rate-limited per address.
 */

const tags = ['public'];
type MeetingRow = typeof meeting.$inferSelect;
const PUBLIC_STATUSES: Array<MeetingRow['status']> = ['APPROVED', 'CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID'];
/** Attendees may sign in from two hours before the start until two hours after the end. */
const SIGN_IN_MARGIN_MS = 2 * 60 * 60 * 1000;
const limit = (max: number) => ({ max, timeWindow: '1 minute' });
const access = { public: true } as const;

const publicFacts = z.object({
  meetingId: z.string(),
  organizer: z.string(),
  topic: z.string(),
  type: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  venue: z.string().nullable(),
  institution: z.string().nullable(),
  agenda: z.array(z.object({ startsAt: z.string(), title: z.string(), speaker: z.string().nullable() })),
  isSignInOpen: z.boolean(),
});

function isSignInOpen(row: MeetingRow, now = Date.now()): boolean {
  return row.status === 'APPROVED' && now >= row.startAt.getTime() - SIGN_IN_MARGIN_MS && now <= row.endAt.getTime() + SIGN_IN_MARGIN_MS;
}

function codeMatches(row: MeetingRow, code: string): boolean {
  const given = Buffer.from(code.trim().toUpperCase());
  const expected = Buffer.from(row.signInCode);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function publicMeetingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const query = async (statement: SQL) => ((await app.db.execute(statement)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  /** The meeting behind a public id, in the realm's tenant; a realm of another domain is unknown. */
  async function findPublicMeeting(request: FastifyRequest, meetingId: string, realm?: string): Promise<{ tenant: Tenant; row: MeetingRow }> {
    const tenant = realm ? await app.tenants.findByRealm(realm) : request.tenant;
    if (!tenant || (request.tenant && request.tenant.id !== tenant.id)) throw notFound();
    const [row] = await app.db
      .select()
      .from(meeting)
      .where(and(eq(meeting.tenantId, tenant.id), eq(meeting.publicId, meetingId), inArray(meeting.status, PUBLIC_STATUSES)));
    if (!row) throw notFound();
    return { tenant, row };
  }

  async function factsOf(tenant: Tenant, row: MeetingRow, lang: string) {
    const [names] = await query(sql`select (select name from institution where id = ${row.institutionId ?? 0}) as institution,
      (select coalesce(json_object_agg(s.id, d.name), '{}') from meeting_speaker ms join speaker_profile s on s.id = ms.speaker_id join doctor d on d.id = ms.doctor_id where ms.meeting_id = ${row.id}) as speakers`);
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

  app.get(
    '/meeting/expand/:meetingId',
    {
      config: { access, rateLimit: limit(60) },
      schema: {
        tags,
        summary: 'The public facts of a meeting for its sign-in page (no token)',
        params: z.object({ meetingId: z.uuid() }),
        querystring: z.object({ realm: z.string().min(1).max(100).optional() }),
        response: { 200: envelope(publicFacts) },
      },
    },
    async (request) => {
      const { tenant, row } = await findPublicMeeting(request, request.params.meetingId, request.query.realm);
      return ok(await factsOf(tenant, row, request.lang));
    },
  );

  app.post(
    '/public/validateCode',
    {
      config: { access, rateLimit: limit(10) },
      schema: {
        tags,
        summary: 'Checks an attendee’s sign-in code (no token)',
        querystring: publicMeetingQuery,
        body: signInCodeBody,
        response: { 200: envelope(publicFacts.extend({ valid: z.literal(true) })) },
      },
    },
    async (request) => {
      const { tenant, row } = await findPublicMeeting(request, request.query.meetingId, request.query.realm);
      if (!codeMatches(row, request.body.code)) throw badRequest('signInCodeInvalid');
      return ok({ valid: true as const, ...(await factsOf(tenant, row, request.lang)) });
    },
  );

  app.get(
    '/public/findByHospital',
    {
      config: { access, rateLimit: limit(60) },
      schema: {
        tags,
        summary: 'Hospitals of the meeting’s enterprise matching a name, pinyin or initials, for the sign-in form (code required)',
        querystring: hospitalSearchQuery,
        response: { 200: envelope(z.array(z.object({ id: z.number().int(), name: z.string(), level: z.string() }))) },
      },
    },
    async (request) => {
      const { tenant, row } = await findPublicMeeting(request, request.query.meetingId, request.query.realm);
      if (!codeMatches(row, request.query.code)) throw badRequest('signInCodeInvalid');
      const keyword = request.query.keyword;
      const rows = await query(sql`select id, name, level from hospital where tenant_id = ${tenant.id}
        and (name ilike ${containsPattern(keyword)} or (name_pinyin collate "C") like ${prefixPattern(keyword.toLowerCase())} or (name_initials collate "C") like ${prefixPattern(keyword.toLowerCase())})
        order by length(name), name limit 20`);
      return ok(rows.map((r) => ({ id: Number(r.id), name: String(r.name), level: String(r.level) })));
    },
  );

  app.get(
    '/public/meetingSign',
    {
      config: { access, rateLimit: limit(20) },
      schema: {
        tags,
        summary: 'Signs an attendee in (no token); signing in again with the same mobile number changes nothing',
        querystring: meetingSignQuery,
        response: { 200: envelope(z.object({ name: z.string(), signedAt: z.string(), isAlreadySignedIn: z.boolean(), isInvited: z.boolean() })) },
      },
    },
    async (request) => {
      const input = request.query;
      const { tenant, row } = await findPublicMeeting(request, input.meetingId, input.realm);
      if (!codeMatches(row, input.code)) throw badRequest('signInCodeInvalid');
      if (!isSignInOpen(row)) throw badRequest('signInClosed');
      if (!input.hospitalId && !input.hospitalName) throw badRequest('signInHospitalRequired');
      const [hospital] = input.hospitalId ? await query(sql`select id, name from hospital where tenant_id = ${tenant.id} and id = ${input.hospitalId}`) : [];
      if (input.hospitalId && !hospital) throw badRequest('signInHospitalRequired');
      // The attendee is credited as a doctor only when one doctor of that name works there; invitees win ties.
      const namesakes = hospital
        ? await query(sql`select d.id, exists (select 1 from meeting_invitee i where i.meeting_id = ${row.id} and i.doctor_id = d.id) as invited
            from doctor d where d.tenant_id = ${tenant.id} and d.hospital_id = ${hospital.id} and d.name = ${input.name} order by invited desc, d.id limit 2`)
        : [];
      const [first, second] = namesakes;
      const match = first && (!second || (first.invited && !second.invited)) ? first : undefined;
      const [inserted] = await app.db.transaction(async (tx) => {
        const rows = await tx
          .insert(meetingSignIn)
          .values({
            tenantId: tenant.id,
            meetingId: row.id,
            name: input.name,
            mobile: input.mobile,
            hospitalId: hospital ? Number(hospital.id) : null,
            hospitalName: hospital ? String(hospital.name) : (input.hospitalName ?? null),
            department: input.department ?? null,
            doctorId: match ? Number(match.id) : null,
            remoteAddress: request.ip,
          })
          .onConflictDoNothing()
          .returning();
        await recordInteractions(
          tx,
          rows.map((signIn) => meetingSignInInteraction(signIn, row.productIds)),
        );
        return rows;
      });
      const signIn =
        inserted ??
        (
          await app.db
            .select()
            .from(meetingSignIn)
            .where(and(eq(meetingSignIn.meetingId, row.id), eq(meetingSignIn.mobile, input.mobile)))
        )[0]!;
      return ok({ name: signIn.name, signedAt: signIn.signedAt.toISOString(), isAlreadySignedIn: !inserted, isInvited: Boolean(match?.invited) });
    },
  );
}
