import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SpeakerBody, SpeakerStatus } from '@crm/shared/contracts/meeting-master-schemas';
import type { Database } from '../../../db/client';
import { speakerProfile, speakerQualification } from '../../../db/schema/meetings/meeting-resources';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import type { Principal } from '../../../platform/principal';
import { registerProcess, type TransitionOutcome, type Tx } from '../../workflow/index';
import { yearIn } from '../calendar';
import { annualCapCents, honorariaInYear } from './honoraria-cap';
import { rowsOf } from '../../../db/rows';

/** Speaker profiles: writing them, reading one, and how their approval chain moves them. */

export type SpeakerRow = typeof speakerProfile.$inferSelect;
type Queryable = Database | Tx;
type Row = Record<string, unknown>;

const STATUS_AFTER: Partial<Record<TransitionOutcome, SpeakerStatus>> = {
  SUBMITTED: 'IN_APPROVAL',
  RESUBMITTED: 'IN_APPROVAL',
  REJECTED: 'REJECTED',
  APPROVED: 'APPROVED',
  WITHDRAWN: 'DRAFT',
};

registerProcess('SPEAKER', {
  decidePermission: 'meeting:speaker:approve',
  links: (instance) => ({ approver: `/meeting/speakerApproveDetail?id=${instance.businessId}`, applicant: `/meeting/speakerDetail?id=${instance.businessId}` }),
  onTransition: async (tx, { instance, outcome }) => {
    const status = STATUS_AFTER[outcome];
    if (!status || instance.businessId === null) return;
    await tx
      .update(speakerProfile)
      .set({ status, updatedAt: new Date(), ...(outcome === 'SUBMITTED' ? { instanceId: instance.id } : {}), ...(outcome === 'APPROVED' ? { approvedAt: new Date() } : {}) })
      .where(and(eq(speakerProfile.tenantId, instance.tenantId), eq(speakerProfile.id, instance.businessId)));
  },
});

export async function findSpeaker(db: Queryable, tenantId: number, id: number): Promise<SpeakerRow> {
  const [row] = await db
    .select()
    .from(speakerProfile)
    .where(and(eq(speakerProfile.tenantId, tenantId), eq(speakerProfile.id, id)));
  if (!row) throw notFound();
  return row;
}

/** A profile the caller created; another tenant's id is unknown, a colleague's is forbidden. */
export async function findOwnSpeaker(db: Queryable, principal: Principal, id: number): Promise<SpeakerRow> {
  const row = await findSpeaker(db, principal.tenant.id, id);
  if (row.createdBy !== principal.userId) throw forbidden();
  return row;
}

export async function writeSpeaker(tx: Tx, principal: Principal, body: SpeakerBody, existing?: SpeakerRow): Promise<number> {
  const tenantId = principal.tenant.id;
  if (body.contractEnd <= body.contractStart) throw badRequest('contractDatesInvalid');
  const [doctor] = rowsOf<Row>(await tx.execute(sql`select id from doctor where tenant_id = ${tenantId} and id = ${body.doctorId}`));
  if (!doctor) throw badRequest('referenceNotFound', { field: 'doctorId', id: body.doctorId });
  const productIds = body.qualifications.flatMap((q) => (q.productId ? [q.productId] : []));
  if (productIds.length) {
    const found = rowsOf<Row>(await tx.execute(sql`select id from product where tenant_id = ${tenantId} and id = any(${sql.param(productIds)}::bigint[])`));
    const missing = productIds.find((id) => !found.some((r) => Number(r.id) === id));
    if (missing) throw badRequest('referenceNotFound', { field: 'qualifications.productId', id: missing });
  }
  const fields = {
    doctorId: body.doctorId,
    tier: body.tier,
    feeRateCents: body.feeRateCents,
    contractNo: body.contractNo,
    contractStart: body.contractStart,
    contractEnd: body.contractEnd,
    remark: body.remark ?? null,
    updatedAt: new Date(),
  };
  let id: number;
  if (existing) {
    id = existing.id;
    await tx.update(speakerProfile).set(fields).where(eq(speakerProfile.id, id));
    await tx.delete(speakerQualification).where(eq(speakerQualification.speakerId, id));
  } else {
    const [created] = await tx
      .insert(speakerProfile)
      .values({ ...fields, tenantId, createdBy: principal.userId, createdByOrgPath: principal.orgPath })
      .onConflictDoNothing()
      .returning({ id: speakerProfile.id });
    if (!created) throw badRequest('speakerExists');
    id = created.id;
  }
  await tx.insert(speakerQualification).values(body.qualifications.map((q) => ({ tenantId, speakerId: id, productId: q.productId ?? null, topic: q.topic, level: q.level })));
  return id;
}

export async function speakerDetail(db: Database, principal: Principal, id: number) {
  const query = async (statement: SQL) => rowsOf<Row>(await db.execute(statement));
  const tenantId = principal.tenant.id;
  const [s] =
    await query(sql`select s.*, d.name as doctor_name, d.name_en as doctor_name_en, h.name as hospital_name, h.name_en as hospital_name_en, u.first_name as created_by_name
    from speaker_profile s join doctor d on d.id = s.doctor_id join hospital h on h.id = d.hospital_id join app_user u on u.id = s.created_by
    where s.tenant_id = ${tenantId} and s.id = ${id}`);
  if (!s) throw notFound();
  const year = yearIn(new Date(), principal.tenant.timeZone);
  const [qualifications, cap, used, task] = await Promise.all([
    query(
      sql`select q.product_id, p.name as product_name, q.topic, q.level from speaker_qualification q left join product p on p.id = q.product_id where q.speaker_id = ${id} order by q.id`,
    ),
    annualCapCents(db, tenantId),
    honorariaInYear(db, { tenantId, speakerId: id, year, timeZone: principal.tenant.timeZone }),
    query(
      sql`select t.id, t.step_id from workflow_task t where t.tenant_id = ${tenantId} and t.instance_id = ${s.instance_id ?? 0} and t.status = 'OPEN' and ${principal.userId} = any(t.candidate_ids) limit 1`,
    ),
  ]);
  return {
    id: Number(s.id),
    doctorId: Number(s.doctor_id),
    doctorName: String(s.doctor_name),
    doctorNameEn: (s.doctor_name_en as string | null) ?? null,
    hospitalName: String(s.hospital_name),
    hospitalNameEn: (s.hospital_name_en as string | null) ?? null,
    tier: String(s.tier),
    feeRateCents: Number(s.fee_rate_cents),
    contractNo: String(s.contract_no),
    contractStart: String(s.contract_start),
    contractEnd: String(s.contract_end),
    status: String(s.status),
    remark: (s.remark as string | null) ?? null,
    instanceId: s.instance_id === null ? null : Number(s.instance_id),
    createdBy: { id: Number(s.created_by), name: String(s.created_by_name) },
    qualifications: qualifications.map((q) => ({
      productId: q.product_id === null ? null : Number(q.product_id),
      productName: (q.product_name as string | null) ?? null,
      topic: String(q.topic),
      level: String(q.level),
    })),
    honoraria: { year, usedCents: used, capCents: cap, remainingCents: Math.max(cap - used, 0) },
    myTask: task[0] ? { taskId: Number(task[0].id), stepId: String(task[0].step_id) } : null,
  };
}
