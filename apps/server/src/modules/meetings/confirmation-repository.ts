import { and, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { SignInInfo } from '@crm/shared/contracts/meetings';
import { meeting } from '../../db/schema/meetings/meetings';
import { HttpError, badRequest } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { requireAnyPermission } from './access';
import { requireVisibleMeeting } from './meeting-detail';
import { findMeeting, findOwnMeeting, requireStatus } from './meeting-store';
import { rowsOf } from '../../db/rows';

/** The meeting day: the sign-in code and QR code, who signed in, and the applicant's confirmation. */

const ATTENDANCE_VIEWERS = ['meeting:meeting:view', 'meeting:confirmation:list', 'meeting:paymentApproval:view', 'meeting:approval:view'];
const SIGN_IN_STATUSES = ['APPROVED', 'CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID'];

export async function signInInfoOf({ db, principal, request }: RequestContext, meetingId: number): Promise<SignInInfo> {
  requireAnyPermission(principal, ATTENDANCE_VIEWERS);
  await requireVisibleMeeting(db, principal, meetingId);
  const row = await findMeeting(db, principal.tenant.id, meetingId);
  if (!SIGN_IN_STATUSES.includes(row.status)) throw new HttpError(409, 'meetingStatusInvalid', { status: row.status });
  const url = `${request.protocol}://${request.host}/pc/meetingSign?meetingId=${row.publicId}&realm=${encodeURIComponent(principal.tenant.realm)}`;
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from meeting_sign_in where meeting_id = ${row.id}`));
  return { code: row.signInCode, url, qrCodeDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 320 }), signInCount: Number(counted?.n ?? 0) };
}

export async function attendanceOf({ db, principal }: RequestContext, meetingId: number) {
  requireAnyPermission(principal, ATTENDANCE_VIEWERS);
  await requireVisibleMeeting(db, principal, meetingId);
  const result = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
    select s.id, s.name, s.mobile, coalesce(h.name, s.hospital_name) as hospital_name, s.department, s.doctor_id, s.signed_at,
      exists (select 1 from meeting_invitee i where i.meeting_id = s.meeting_id and i.doctor_id = s.doctor_id) as is_invited
    from meeting_sign_in s left join hospital h on h.id = s.hospital_id
    where s.tenant_id = ${principal.tenant.id} and s.meeting_id = ${meetingId} order by s.signed_at, s.id`),
  );
  return result.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    mobile: String(r.mobile),
    hospitalName: (r.hospital_name as string | null) ?? null,
    department: (r.department as string | null) ?? null,
    doctorId: r.doctor_id === null ? null : Number(r.doctor_id),
    isInvited: Boolean(r.is_invited),
    signedAt: new Date(r.signed_at as string).toISOString(),
  }));
}

/** The applicant confirms that the meeting took place as approved (after its end), which opens its payment. */
export async function confirmMeeting({ db, principal }: RequestContext, meetingId: number, comment: string | undefined) {
  const row = await findOwnMeeting(db, principal, meetingId);
  requireStatus(row, ['APPROVED']);
  if (row.endAt > new Date()) throw badRequest('meetingNotEnded');
  const [updated] = await db
    .update(meeting)
    .set({ status: 'CONFIRMED', confirmedAt: new Date(), confirmComment: comment ?? null, updatedAt: new Date() })
    .where(and(eq(meeting.id, row.id), eq(meeting.status, 'APPROVED')))
    .returning();
  if (!updated) throw new HttpError(409, 'meetingStatusInvalid', { status: row.status });
  return { id: updated.id, status: updated.status, code: updated.code };
}
