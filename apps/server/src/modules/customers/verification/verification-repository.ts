import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { VerificationFilter, VerificationView, saveVerification } from '@crm/shared/contracts/doctor-verification';
import type { Database } from '../../../db/client';
import { doctor } from '../../../db/schema/customers/customers';
import { doctorVerification } from '../../../db/schema/customers/doctor-verification';
import { page } from '../../../lib/envelope';
import { HttpError, notFound } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';
import type { Principal } from '../../../platform/principal';
import { doctorCard, visibleDoctorId } from '../doctors/doctor-detail-repository';
import { applyRuleTags } from '../tags/rule-tags';
import { startsWith } from '../../../db/starts-with';
import { dictionaryOf } from '@crm/shared/object-keys';
import { containsPattern } from '../../../lib/query-params';
import { rowsOf } from '../../../db/rows';

interface VerificationRow extends Record<string, unknown> {
  id: number | string;
  doctor_id: number | string | null;
  source: VerificationView['source'];
  batch_id: string | null;
  row_number: number | null;
  status: VerificationView['status'];
  doctor_name: string;
  doctor_name_en: string | null;
  department_name_en: string | null;
  hospital_name: string;
  hospital_name_en: string | null;
  department_name: string | null;
  title_code: string | null;
  mobile: string | null;
  remark: string | null;
  reject_reason: string | null;
  certificate_count: number | string;
  created_by: number | string | null;
  creator_name: string | null;
  creator_name_en: string | null;
  created_at: string | Date;
  submitted_at: string | Date | null;
  reviewed_by: number | string | null;
  reviewer_name: string | null;
  reviewer_name_en: string | null;
  reviewed_at: string | Date | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toView(row: VerificationRow): VerificationView {
  return {
    id: Number(row.id),
    doctorId: row.doctor_id === null ? null : Number(row.doctor_id),
    source: row.source,
    batchId: row.batch_id,
    rowNumber: row.row_number === null ? null : Number(row.row_number),
    status: row.status,
    doctorName: row.doctor_name,
    doctorNameEn: row.doctor_name_en,
    hospitalName: row.hospital_name,
    hospitalNameEn: row.hospital_name_en,
    departmentName: row.department_name,
    departmentNameEn: row.department_name_en,
    titleCode: row.title_code,
    mobile: row.mobile,
    remark: row.remark,
    rejectReason: row.reject_reason,
    certificateCount: Number(row.certificate_count),
    createdBy: row.created_by === null ? null : { id: Number(row.created_by), firstName: row.creator_name ?? '', nameEn: row.creator_name_en },
    createdAt: iso(row.created_at)!,
    submittedAt: iso(row.submitted_at),
    reviewedBy: row.reviewed_by === null ? null : { id: Number(row.reviewed_by), firstName: row.reviewer_name ?? '', nameEn: row.reviewer_name_en },
    reviewedAt: iso(row.reviewed_at),
  };
}

/** Records a caller may see: by who created them, through the caller's data range. */
export function verificationRange(principal: Principal): SQL {
  switch (principal.dataRange) {
    case 'all':
      return sql`true`;
    case 'department_and_below':
      return principal.orgPath === null ? sql`v.created_by = ${principal.userId}` : sql`${startsWith(sql`v.created_by_org_path`, principal.orgPath)}`;
    case 'department':
      return principal.orgPath === null ? sql`v.created_by = ${principal.userId}` : sql`v.created_by_org_path = ${principal.orgPath}`;
    case 'self':
      return sql`v.created_by = ${principal.userId}`;
  }
}

export function verificationConditions(principal: Principal, filter: VerificationFilter & { doctorId?: number }): SQL[] {
  const conditions = [sql`v.tenant_id = ${principal.tenant.id}`, verificationRange(principal)];
  if (filter.status?.length) conditions.push(sql`v.status = any(${sql.param(filter.status)}::text[])`);
  if (filter.source) conditions.push(sql`v.source = ${filter.source}`);
  if (filter.batchId) conditions.push(sql`v.batch_id = ${filter.batchId}`);
  if (filter.doctorId) conditions.push(sql`v.doctor_id = ${filter.doctorId}`);
  if (filter.keyword) {
    const contains = containsPattern(filter.keyword);
    conditions.push(sql`(v.doctor_name like ${contains} or v.hospital_name like ${contains})`);
  }
  return conditions;
}

const selectViews = (conditions: SQL[]) => sql`select v.*, u.first_name as creator_name, u.name_en as creator_name_en, r.first_name as reviewer_name, r.name_en as reviewer_name_en,
    (select h.name_en from hospital h where h.tenant_id = v.tenant_id and h.name = v.hospital_name order by h.id limit 1) as hospital_name_en,
    (select d.name_en from doctor d where d.id = v.doctor_id and d.tenant_id = v.tenant_id) as doctor_name_en,
    coalesce((select sd.name_en from standard_department sd where sd.name = v.department_name limit 1),
      (select hd.name_en from hospital_department hd join hospital h on h.id = hd.hospital_id
        where hd.tenant_id = v.tenant_id and h.tenant_id = v.tenant_id and hd.name = v.department_name and h.name = v.hospital_name and hd.name_en is not null order by hd.id limit 1)) as department_name_en,
    (select count(*) from verification_certificate c where c.verification_id = v.id) as certificate_count
  from doctor_verification v left join app_user u on u.id = v.created_by left join app_user r on r.id = v.reviewed_by
  where ${sql.join(conditions, sql` and `)}`;

export async function listVerifications(db: Database, conditions: SQL[], page: { limit: number; offset?: number; afterId?: number }): Promise<VerificationView[]> {
  const after = page.afterId === undefined ? [] : [sql`v.id < ${page.afterId}`];
  const result = rowsOf<VerificationRow>(await db.execute(sql`${selectViews([...conditions, ...after])} order by v.id desc limit ${page.limit} offset ${page.offset ?? 0}`));
  return result.map(toView);
}

export async function countVerifications(db: Database, conditions: SQL[]): Promise<number> {
  const result = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from doctor_verification v where ${sql.join(conditions, sql` and `)}`));
  return Number(result[0]?.n ?? 0);
}

/** One record the caller may see; 404 otherwise. */
export async function visibleVerification(db: Database, principal: Principal, id: number): Promise<VerificationView> {
  const [view] = await listVerifications(db, [...verificationConditions(principal, {}), sql`v.id = ${id}`], { limit: 1 });
  if (!view) throw notFound();
  return view;
}

/** A page of the records of the conditions, newest first. */
async function pageOfConditions(db: Database, conditions: SQL[], paging: { page: number; size: number }) {
  return page(await listVerifications(db, conditions, { limit: paging.size, offset: paging.page * paging.size }), await countVerifications(db, conditions));
}

/** Records within the caller's data range matching the filter, newest first. */
export async function verificationPageOf({ db, principal }: RequestContext, query: VerificationFilter & { page: number; size: number }) {
  const { page: pageIndex, size, ...filter } = query;
  return pageOfConditions(db, verificationConditions(principal, filter), { page: pageIndex, size });
}

/** The verification history of one doctor of the caller's range. */
export async function doctorVerificationPageOf({ db, principal }: RequestContext, id: number, paging: { page: number; size: number }) {
  const doctorId = await visibleDoctorId(db, principal, { id });
  return pageOfConditions(db, verificationConditions(principal, { doctorId }), paging);
}

/** Starts a draft for a doctor (prefilled from the record), or changes the caller's own draft. */
export async function saveVerificationDraft({ db, principal }: RequestContext, body: ContractRequestParts<typeof saveVerification>['body']): Promise<VerificationView> {
  const { id, doctorId, ...fields } = body;
  const visibleDoctor = await visibleDoctorId(db, principal, { id: doctorId });
  const changes = dictionaryOf(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (id) {
    const current = await visibleVerification(db, principal, id);
    if (current.createdBy?.id !== principal.userId || current.status !== 'DRAFT') throw new HttpError(400, 'verificationNotEditable');
    await db
      .update(doctorVerification)
      .set({ ...changes, doctorId: visibleDoctor, updatedAt: new Date() })
      .where(eq(doctorVerification.id, id));
    return visibleVerification(db, principal, id);
  }
  const card = await doctorCard(db, principal, visibleDoctor);
  const [{ mobile } = { mobile: null }] = await db.select({ mobile: doctor.mobile }).from(doctor).where(eq(doctor.id, visibleDoctor));
  const [created] = await db
    .insert(doctorVerification)
    .values({
      tenantId: principal.tenant.id,
      doctorId: visibleDoctor,
      doctorName: card.doctorName,
      hospitalName: card.hospital,
      departmentName: card.department,
      titleCode: card.titleCode,
      mobile,
      ...changes,
      createdBy: principal.userId,
      createdByOrgPath: principal.orgPath,
    })
    .returning({ id: doctorVerification.id });
  return visibleVerification(db, principal, created!.id);
}

/** Submits a draft for review, once; a manual record needs a certificate first. */
export async function submitVerificationDraft({ db, principal }: RequestContext, id: number): Promise<VerificationView> {
  const current = await visibleVerification(db, principal, id);
  if (current.status !== 'DRAFT') throw new HttpError(400, 'verificationAlreadySubmitted');
  if (current.source === 'MANUAL' && current.certificateCount === 0) throw new HttpError(400, 'verificationNeedsCertificate');
  // The status guard makes a second, concurrent submit find nothing to change.
  const updated = await db
    .update(doctorVerification)
    .set({ status: 'SUBMITTED', submittedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(doctorVerification.id, current.id), eq(doctorVerification.status, 'DRAFT')))
    .returning({ doctorId: doctorVerification.doctorId });
  if (updated.length === 0) throw new HttpError(400, 'verificationAlreadySubmitted');
  if (current.doctorId) await db.update(doctor).set({ verifyStatus: 'PENDING' }).where(eq(doctor.id, current.doctorId));
  return visibleVerification(db, principal, current.id);
}

/** A data steward's decision on a submitted record (not their own); the doctor's status follows. */
export async function decideVerification({ db, principal }: RequestContext, id: number, approved: boolean, reason: string | null): Promise<VerificationView> {
  const current = await visibleVerification(db, principal, id);
  if (current.createdBy?.id === principal.userId) throw new HttpError(403, 'verificationOwnReview');
  const updated = await db
    .update(doctorVerification)
    .set({ status: approved ? 'APPROVED' : 'REJECTED', rejectReason: reason, reviewedBy: principal.userId, reviewedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(doctorVerification.id, current.id), eq(doctorVerification.status, 'SUBMITTED')))
    .returning({ id: doctorVerification.id });
  if (updated.length === 0) throw new HttpError(400, 'verificationNotSubmitted');
  if (current.doctorId) {
    await db
      .update(doctor)
      .set({ verifyStatus: approved ? 'VERIFIED' : 'REJECTED', updatedAt: new Date() })
      .where(eq(doctor.id, current.doctorId));
    await applyRuleTags(db, principal.tenant.id, [current.doctorId]);
  }
  return visibleVerification(db, principal, current.id);
}
