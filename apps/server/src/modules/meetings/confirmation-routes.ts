import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { meetingCommentBody } from '@crm/shared/meeting-schemas';
import { meeting } from '../../db/schema/meetings';
import { envelope, ok } from '../../lib/envelope';
import { HttpError, badRequest } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { requireVisibleMeeting } from './meeting-detail';
import { requireAnyPermission } from './access';
import { findMeeting, findOwnMeeting, requireStatus } from './meeting-store';
import { attendanceItem, meetingState, signInInfo, tags } from './responses';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const ATTENDANCE_VIEWERS = ['meeting:meeting:view', 'meeting:confirmation:list', 'meeting:paymentApproval:view', 'meeting:approval:view'];
const SIGN_IN_STATUSES = ['APPROVED', 'CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID'];

/** The meeting day: the sign-in code and QR code, who signed in, and the applicant's confirmation. */
export async function confirmationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/meeting/:id/sign-in',
    {
      config: { access: { authenticated: true } },
      schema: { tags, summary: 'The sign-in code, public page address and QR code of an approved meeting', params: idParams, response: { 200: envelope(signInInfo) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      requireAnyPermission(principal, ATTENDANCE_VIEWERS);
      await requireVisibleMeeting(app.db, principal, request.params.id);
      const row = await findMeeting(app.db, principal.tenant.id, request.params.id);
      if (!SIGN_IN_STATUSES.includes(row.status)) throw new HttpError(409, 'meetingStatusInvalid', { status: row.status });
      const url = `${request.protocol}://${request.host}/pc/meetingSign?meetingId=${row.publicId}&realm=${encodeURIComponent(principal.tenant.realm)}`;
      const [counted] = ((await app.db.execute(sql`select count(*)::int as n from meeting_sign_in where meeting_id = ${row.id}`)) as unknown as { rows: Array<{ n: number }> })
        .rows;
      return ok({ code: row.signInCode, url, qrCodeDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 320 }), signInCount: Number(counted?.n ?? 0) });
    },
  );

  app.get(
    '/meeting/:id/attendance',
    {
      config: { access: { authenticated: true } },
      schema: { tags, summary: 'Who signed in on the public page, and whether they were invited', params: idParams, response: { 200: envelope(z.array(attendanceItem)) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      requireAnyPermission(principal, ATTENDANCE_VIEWERS);
      await requireVisibleMeeting(app.db, principal, request.params.id);
      const result = (await app.db.execute(sql`
        select s.id, s.name, s.mobile, coalesce(h.name, s.hospital_name) as hospital_name, s.department, s.doctor_id, s.signed_at,
          exists (select 1 from meeting_invitee i where i.meeting_id = s.meeting_id and i.doctor_id = s.doctor_id) as is_invited
        from meeting_sign_in s left join hospital h on h.id = s.hospital_id
        where s.tenant_id = ${principal.tenant.id} and s.meeting_id = ${request.params.id} order by s.signed_at, s.id`)) as unknown as { rows: Array<Record<string, unknown>> };
      return ok(
        result.rows.map((r) => ({
          id: Number(r.id),
          name: String(r.name),
          mobile: String(r.mobile),
          hospitalName: (r.hospital_name as string | null) ?? null,
          department: (r.department as string | null) ?? null,
          doctorId: r.doctor_id === null ? null : Number(r.doctor_id),
          isInvited: Boolean(r.is_invited),
          signedAt: new Date(r.signed_at as string).toISOString(),
        })),
      );
    },
  );

  app.post(
    '/meeting/:id/confirm',
    {
      config: { access: { permission: 'meeting:confirmation:list' } },
      schema: {
        tags,
        summary: 'The applicant confirms that the meeting took place as approved (after its end), which opens its payment',
        params: idParams,
        body: meetingCommentBody.default({}),
        response: { 200: envelope(meetingState) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const row = await findOwnMeeting(app.db, principal, request.params.id);
      requireStatus(row, ['APPROVED']);
      if (row.endAt > new Date()) throw badRequest('meetingNotEnded');
      const [updated] = await app.db
        .update(meeting)
        .set({ status: 'CONFIRMED', confirmedAt: new Date(), confirmComment: request.body.comment ?? null, updatedAt: new Date() })
        .where(and(eq(meeting.id, row.id), eq(meeting.status, 'APPROVED')))
        .returning();
      if (!updated) throw new HttpError(409, 'meetingStatusInvalid', { status: row.status });
      return ok({ id: updated.id, status: updated.status, code: updated.code });
    },
  );
}
