import { sql, type SQL } from 'drizzle-orm';
import type { MeetingBody } from '@crm/shared/contracts/meeting-schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { Principal } from '../../platform/principal';
import type { Tx } from '../workflow/index';
import type { MeetingRow } from './meeting-store';
import { startsWith } from '../../db/starts-with';
import { rows } from '../../db/rows';

/** Reading a meeting: who may see it, its full detail, and the form body it was saved from. */

type Queryable = Database | Tx;
type Row = Record<string, unknown>;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/**
 * Meetings the caller may see, as SQL over `m`: their own, those in their data range, and those
 * whose approval or payment they take part in.
 */
export function meetingVisible(principal: Principal): SQL {
  const me = principal.userId;
  const participant = sql`(m.applicant_id = ${me} or exists (select 1 from workflow_task t where t.instance_id in (m.application_instance_id, m.payment_instance_id) and (${me} = any(t.candidate_ids) or t.decided_by = ${me})))`;
  switch (principal.dataRange) {
    case 'all':
      return sql`true`;
    case 'department_and_below':
      return principal.orgPath ? sql`(${participant} or ${startsWith(sql`m.applicant_org_path`, principal.orgPath)})` : participant;
    case 'department':
      return principal.orgId ? sql`(${participant} or m.applicant_org_id = ${principal.orgId})` : participant;
    case 'self':
      return participant;
  }
}

export async function requireVisibleMeeting(db: Queryable, principal: Principal, meetingId: number): Promise<void> {
  const found = await rows(db, sql`select 1 from meeting m where m.tenant_id = ${principal.tenant.id} and m.id = ${meetingId} and ${meetingVisible(principal)}`);
  if (found.length === 0) throw notFound();
}

/** The stored meeting as the form body, so submission re-checks exactly what will be approved. */
export async function bodyOfMeeting(db: Queryable, row: MeetingRow): Promise<MeetingBody> {
  const [lines, speakers, invitees, materials] = await Promise.all([
    rows(db, sql`select category, estimated_cents, description from meeting_budget_line where meeting_id = ${row.id} and category <> 'HONORARIA' order by id`),
    rows(db, sql`select speaker_id, fee_cents, travel_cents, lecture_title from meeting_speaker where meeting_id = ${row.id} order by speaker_id`),
    rows(db, sql`select doctor_id from meeting_invitee where meeting_id = ${row.id} order by doctor_id`),
    rows(db, sql`select version_id from meeting_material where meeting_id = ${row.id} order by version_id`),
  ]);
  return {
    type: row.type,
    topic: row.topic,
    description: row.description,
    productIds: row.productIds,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    venue: row.venue,
    onlineLink: row.onlineLink,
    expectedAttendees: row.expectedAttendees,
    institutionId: row.institutionId,
    supplierId: row.supplierId,
    costCentreId: row.costCentreId,
    internalOrderId: row.internalOrderId,
    budgetLines: lines.map((l) => ({
      category: l.category as MeetingBody['budgetLines'][number]['category'],
      amountCents: Number(l.estimated_cents),
      description: (l.description as string | null) ?? null,
    })),
    speakers: speakers.map((s) => ({
      speakerId: Number(s.speaker_id),
      feeCents: Number(s.fee_cents),
      travelCents: Number(s.travel_cents),
      lectureTitle: (s.lecture_title as string | null) ?? null,
    })),
    invitedDoctorIds: invitees.map((i) => Number(i.doctor_id)),
    agenda: row.agenda,
    libraryVersionIds: materials.map((m) => Number(m.version_id)),
  };
}

/** The caller's open task on the meeting's application or payment approval, if any. */
async function myTask(db: Queryable, principal: Principal, row: Row) {
  const [task] = await rows(
    db,
    sql`select t.id, t.step_id, t.instance_id from workflow_task t
        where t.tenant_id = ${principal.tenant.id} and t.status = 'OPEN' and ${principal.userId} = any(t.candidate_ids)
          and t.instance_id in (${num(row.application_instance_id) ?? 0}, ${num(row.payment_instance_id) ?? 0})
        order by t.id desc limit 1`,
  );
  if (!task) return null;
  return {
    taskId: Number(task.id),
    stepId: String(task.step_id),
    instanceId: Number(task.instance_id),
    process: Number(task.instance_id) === num(row.payment_instance_id) ? ('payment' as const) : ('application' as const),
  };
}

export async function meetingDetail(db: Database, principal: Principal, meetingId: number) {
  const [m] = await rows(
    db,
    sql`select m.*, u.first_name as applicant_name, u.name_en as applicant_name_en, o.name as org_name, o.name_en as org_name_en,
          i.name as institution_name, i.name_en as institution_name_en, s.name as supplier_name, s.name_en as supplier_name_en, cc.code as cc_code, cc.name as cc_name, cc.name_en as cc_name_en,
          io.code as io_code, io.name as io_name, io.name_en as io_name_en,
          (select count(*)::int from meeting_sign_in si where si.meeting_id = m.id) as sign_in_count
        from meeting m join app_user u on u.id = m.applicant_id left join organization o on o.id = m.applicant_org_id
        left join institution i on i.id = m.institution_id left join supplier s on s.id = m.supplier_id
        left join cost_centre cc on cc.id = m.cost_centre_id left join internal_order io on io.id = m.internal_order_id
        where m.tenant_id = ${principal.tenant.id} and m.id = ${meetingId} and ${meetingVisible(principal)}`,
  );
  if (!m) throw notFound();
  const [products, lines, speakers, invitees, materials, files] = await Promise.all([
    rows(db, sql`select id, name, name_en from product where id = any(${sql.param(m.product_ids as number[])}::bigint[]) order by sort, id`),
    rows(db, sql`select category, estimated_cents, actual_cents, description from meeting_budget_line where meeting_id = ${meetingId} order by id`),
    rows(
      db,
      sql`select ms.*, d.name as doctor_name, h.name as hospital_name, sp.tier from meeting_speaker ms join doctor d on d.id = ms.doctor_id
          join hospital h on h.id = d.hospital_id join speaker_profile sp on sp.id = ms.speaker_id where ms.meeting_id = ${meetingId} order by ms.speaker_id`,
    ),
    rows(
      db,
      sql`select d.id, d.name, h.name as hospital_name from meeting_invitee mi join doctor d on d.id = mi.doctor_id join hospital h on h.id = d.hospital_id where mi.meeting_id = ${meetingId} order by d.id`,
    ),
    rows(
      db,
      sql`select v.id, v.material_id, v.version, v.status, v.valid_until::text as valid_until, lm.title, lm.title_en, lm.material_type
          from meeting_material mm join library_material_version v on v.id = mm.version_id join library_material lm on lm.id = v.material_id where mm.meeting_id = ${meetingId} order by v.id`,
    ),
    rows(db, sql`select id, kind, category, file_name, content_type, size_bytes, created_at from meeting_file where meeting_id = ${meetingId} order by id`),
  ]);
  return {
    id: Number(m.id),
    code: String(m.code),
    type: String(m.type),
    topic: String(m.topic),
    description: (m.description as string | null) ?? null,
    products: products.map((p) => ({ id: Number(p.id), name: String(p.name), nameEn: String(p.name_en) })),
    startAt: iso(m.start_at)!,
    endAt: iso(m.end_at)!,
    venue: (m.venue as string | null) ?? null,
    onlineLink: (m.online_link as string | null) ?? null,
    expectedAttendees: Number(m.expected_attendees),
    institution: m.institution_id ? { id: Number(m.institution_id), name: String(m.institution_name), nameEn: (m.institution_name_en as string | null) ?? null } : null,
    supplier: m.supplier_id ? { id: Number(m.supplier_id), name: String(m.supplier_name), nameEn: (m.supplier_name_en as string | null) ?? null } : null,
    costCentre: m.cost_centre_id ? { id: Number(m.cost_centre_id), code: String(m.cc_code), name: String(m.cc_name), nameEn: (m.cc_name_en as string | null) ?? null } : null,
    internalOrder: m.internal_order_id
      ? { id: Number(m.internal_order_id), code: String(m.io_code), name: String(m.io_name), nameEn: (m.io_name_en as string | null) ?? null }
      : null,
    budgetPoolId: num(m.budget_pool_id),
    agenda: m.agenda as MeetingRow['agenda'],
    status: String(m.status),
    applicant: {
      id: Number(m.applicant_id),
      name: String(m.applicant_name),
      nameEn: (m.applicant_name_en as string | null) ?? null,
      orgName: (m.org_name as string | null) ?? null,
      orgNameEn: (m.org_name_en as string | null) ?? null,
    },
    estimatedTotalCents: Number(m.estimated_total_cents),
    actualTotalCents: num(m.actual_total_cents),
    budgetLines: lines.map((l) => ({
      category: String(l.category),
      estimatedCents: Number(l.estimated_cents),
      actualCents: num(l.actual_cents),
      description: (l.description as string | null) ?? null,
    })),
    speakers: speakers.map((s) => ({
      speakerId: Number(s.speaker_id),
      doctorId: Number(s.doctor_id),
      doctorName: String(s.doctor_name),
      hospitalName: String(s.hospital_name),
      tier: String(s.tier),
      feeCents: Number(s.fee_cents),
      travelCents: Number(s.travel_cents),
      actualFeeCents: num(s.actual_fee_cents),
      actualTravelCents: num(s.actual_travel_cents),
      lectureTitle: (s.lecture_title as string | null) ?? null,
    })),
    invitees: invitees.map((d) => ({ doctorId: Number(d.id), name: String(d.name), hospitalName: String(d.hospital_name) })),
    materials: materials.map((v) => ({
      versionId: Number(v.id),
      materialId: Number(v.material_id),
      materialType: String(v.material_type),
      title: String(v.title),
      titleEn: (v.title_en as string | null) ?? null,
      version: Number(v.version),
      status: String(v.status),
      validUntil: String(v.valid_until),
    })),
    files: files.map((f) => ({
      id: Number(f.id),
      kind: String(f.kind),
      category: (f.category as string | null) ?? null,
      fileName: String(f.file_name),
      contentType: String(f.content_type),
      sizeBytes: Number(f.size_bytes),
      createdAt: iso(f.created_at)!,
    })),
    signInCount: Number(m.sign_in_count),
    applicationInstanceId: num(m.application_instance_id),
    paymentInstanceId: num(m.payment_instance_id),
    myTask: await myTask(db, principal, m),
    paymentRemark: (m.payment_remark as string | null) ?? null,
    confirmComment: (m.confirm_comment as string | null) ?? null,
    createdAt: iso(m.created_at)!,
    updatedAt: iso(m.updated_at)!,
    submittedAt: iso(m.submitted_at),
    approvedAt: iso(m.approved_at),
    confirmedAt: iso(m.confirmed_at),
    paidAt: iso(m.paid_at),
  };
}

export type MeetingDetail = Awaited<ReturnType<typeof meetingDetail>>;
