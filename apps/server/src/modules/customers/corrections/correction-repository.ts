import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { correctionPage } from '@crm/shared/contracts/customer-corrections';
import type { LocalizedText } from '@crm/shared/audit-messages';
import type { Correction, CorrectionFilter } from '@crm/shared/contracts/customer-correction-schemas';
import { DOCTOR_FIELDS } from '@crm/shared/customer-doctor-fields';
import type { Database } from '../../../db/client';
import { doctor } from '../../../db/schema/customers/customers';
import { doctorCorrection } from '../../../db/schema/customers/doctor-verification';
import { page } from '../../../lib/envelope';
import { HttpError, notFound } from '../../../lib/http-error';
import { recordAudit } from '../../../platform/audit/record-audit';
import type { RequestContext } from '../../../platform/contract-route';
import type { Principal } from '../../../platform/principal';
import { doctorRangeCondition } from '../access/doctor-scope';
import { applyRuleTags } from '../tags/rule-tags';
import { correctedColumns } from './correction-values';
import { containsPattern } from '../../../lib/query-params';
import { rowsOf } from '../../../db/rows';

/** A correctable field as the audit trail names it. */
function fieldName(field: string): LocalizedText {
  const described = DOCTOR_FIELDS.find((candidate) => candidate.field === field);
  return described ? { zh: described.label, en: described.labelEn } : { zh: field, en: field };
}

interface CorrectionRow extends Record<string, unknown> {
  id: number | string;
  doctor_id: number | string;
  doctor_name: string;
  hospital_name: string;
  hospital_name_en: string | null;
  department_name: string | null;
  department_name_en: string | null;
  field: string;
  old_value: string | null;
  new_value: string;
  reason: string | null;
  status: Correction['status'];
  reject_reason: string | null;
  created_by: number | string | null;
  creator_name: string | null;
  creator_name_en: string | null;
  created_at: string | Date;
  reviewed_by: number | string | null;
  reviewer_name: string | null;
  reviewer_name_en: string | null;
  reviewed_at: string | Date | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const userRef = (id: number | string | null, name: string | null, nameEn: string | null) => (id === null ? null : { id: Number(id), firstName: name ?? '', nameEn });

function toView(row: CorrectionRow): Correction {
  return {
    id: Number(row.id),
    doctorId: Number(row.doctor_id),
    doctorName: row.doctor_name,
    hospitalName: row.hospital_name,
    hospitalNameEn: row.hospital_name_en,
    departmentName: row.department_name,
    departmentNameEn: row.department_name_en,
    field: row.field,
    oldValue: row.old_value,
    newValue: row.new_value,
    reason: row.reason,
    status: row.status,
    rejectReason: row.reject_reason,
    createdBy: userRef(row.created_by, row.creator_name, row.creator_name_en),
    createdAt: iso(row.created_at)!,
    reviewedBy: userRef(row.reviewed_by, row.reviewer_name, row.reviewer_name_en),
    reviewedAt: iso(row.reviewed_at),
  };
}

/** Requests of the caller's tenant about doctors within the caller's data range (doctor aliased `d`). */
export function correctionConditions(principal: Principal, filter: CorrectionFilter): SQL[] {
  const conditions = [sql`c.tenant_id = ${principal.tenant.id}`, sql`d.tenant_id = ${principal.tenant.id}`, doctorRangeCondition(principal)];
  if (filter.status?.length) conditions.push(sql`c.status = any(${sql.param(filter.status)}::text[])`);
  if (filter.keyword) {
    const contains = containsPattern(filter.keyword);
    conditions.push(sql`(d.name like ${contains} or h.name like ${contains} or h.name_en ilike ${contains})`);
  }
  return conditions;
}

const fromJoined = sql`from doctor_correction c join doctor d on d.id = c.doctor_id join hospital h on h.id = d.hospital_id`;

export async function listCorrections(db: Database, conditions: SQL[], page: { limit: number; offset?: number }): Promise<Correction[]> {
  const result = rowsOf<CorrectionRow>(
    await db.execute(sql`select c.*, d.name as doctor_name, h.name as hospital_name, h.name_en as hospital_name_en,
      hd.name as department_name, hd.name_en as department_name_en, u.first_name as creator_name, u.name_en as creator_name_en, r.first_name as reviewer_name, r.name_en as reviewer_name_en
    ${fromJoined} left join hospital_department hd on hd.id = d.hospital_department_id
      left join app_user u on u.id = c.created_by left join app_user r on r.id = c.reviewed_by
    where ${sql.join(conditions, sql` and `)}
    order by c.id desc limit ${page.limit} offset ${page.offset ?? 0}`),
  );
  return result.map(toView);
}

export async function countCorrections(db: Database, conditions: SQL[]): Promise<number> {
  const result = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${fromJoined} where ${sql.join(conditions, sql` and `)}`));
  return Number(result[0]?.n ?? 0);
}

/** One request the caller may review; 404 when absent, another tenant's or out of range. */
export async function visibleCorrection(db: Database, principal: Principal, id: number): Promise<Correction> {
  const [view] = await listCorrections(db, [...correctionConditions(principal, {}), sql`c.id = ${id}`], { limit: 1 });
  if (!view) throw notFound();
  return view;
}

/** A page of the requests the caller may review, newest first. */
export async function correctionPageOf({ db, principal }: RequestContext, query: ContractRequestParts<typeof correctionPage>['query']) {
  const { page: pageIndex, size, ...filter } = query;
  const conditions = correctionConditions(principal, filter);
  return page(await listCorrections(db, conditions, { limit: size, offset: pageIndex * size }), await countCorrections(db, conditions));
}

/**
 * A data steward's decision on a pending request, taken once; an approval writes the corrected
 * value to the doctor in the same transaction. A rejection carries the reason the requester sees.
 */
export async function decideCorrection(context: RequestContext, id: number, decision: { approved: true } | { approved: false; reason: string }): Promise<Correction> {
  const { db, principal, request } = context;
  const current = await visibleCorrection(db, principal, id);
  if (current.createdBy?.id === principal.userId) throw new HttpError(403, 'correctionOwnReview');
  if (current.status !== 'PENDING') throw new HttpError(409, 'correctionAlreadyDecided');
  const { approved } = decision;
  const rejectReason = decision.approved ? null : decision.reason;
  const tenantId = principal.tenant.id;
  await db.transaction(async (tx) => {
    // The status guard lets only one decision through; a concurrent one waits on the row, then finds it decided.
    const [claimed] = await tx
      .update(doctorCorrection)
      .set({ status: approved ? 'APPROVED' : 'REJECTED', rejectReason, reviewedBy: principal.userId, reviewedAt: new Date() })
      .where(and(eq(doctorCorrection.tenantId, tenantId), eq(doctorCorrection.id, current.id), eq(doctorCorrection.status, 'PENDING')))
      .returning();
    if (!claimed) throw new HttpError(409, 'correctionAlreadyDecided');
    let written: Record<string, unknown> = {};
    if (approved) {
      const [target] = await tx
        .select({ tenantId: doctor.tenantId, hospitalId: doctor.hospitalId, hospitalDepartmentId: doctor.hospitalDepartmentId })
        .from(doctor)
        .where(and(eq(doctor.tenantId, tenantId), eq(doctor.id, claimed.doctorId)))
        .for('update');
      if (!target) throw new HttpError(404, 'notFound');
      written = await correctedColumns(tx, target, claimed.field, claimed.newValue);
      await tx
        .update(doctor)
        .set({ ...written, updatedAt: new Date() })
        .where(eq(doctor.id, claimed.doctorId));
      await applyRuleTags(tx, tenantId, [claimed.doctorId]);
    }
    await recordAudit(tx, request, {
      action: approved ? 'doctor.correction.approve' : 'doctor.correction.reject',
      entityType: 'doctor_correction',
      entityId: claimed.id,
      message: {
        key: approved ? 'correctionApproved' : 'correctionRejected',
        params: { doctor: current.doctorName, field: fieldName(claimed.field), oldValue: claimed.oldValue ?? '—', newValue: claimed.newValue, reason: rejectReason ?? '' },
      },
      detail: { doctorId: claimed.doctorId, field: claimed.field, oldValue: claimed.oldValue, newValue: claimed.newValue, rejectReason, written },
    });
  });
  return visibleCorrection(db, principal, current.id);
}
