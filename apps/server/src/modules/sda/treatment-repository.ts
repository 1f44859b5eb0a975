import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { reviewTreatmentRecord, SUPPRESSION_THRESHOLD, type TreatmentRecord } from '@crm/shared/contracts/sda';
import { doctor } from '../../db/schema/customers/customers';
import { hospital, hospitalProduct } from '../../db/schema/customers/hospitals';
import { organization, product } from '../../db/schema/platform/tenancy';
import { sdaClosedPeriod, sdaTreatmentRecord } from '../../db/schema/sda/sda';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { recordAudit } from '../../platform/audit/record-audit';
import { holdsPermission } from '../../platform/route-access';
import { inScope, pathInScope } from './scope';
import { suppressCount } from './suppression';
import { containsPattern } from '../../lib/query-params';

const columns = {
  id: sdaTreatmentRecord.id,
  hospitalId: sdaTreatmentRecord.hospitalId,
  hospitalName: hospital.name,
  hospitalNameEn: hospital.nameEn,
  doctorId: sdaTreatmentRecord.doctorId,
  doctorName: doctor.name,
  productId: sdaTreatmentRecord.productId,
  productName: product.name,
  productNameEn: product.nameEn,
  month: sdaTreatmentRecord.month,
  newPatients: sdaTreatmentRecord.newPatients,
  ongoingPatients: sdaTreatmentRecord.ongoingPatients,
  treatments: sdaTreatmentRecord.treatments,
  status: sdaTreatmentRecord.status,
  reviewComment: sdaTreatmentRecord.reviewComment,
  orgPath: sdaTreatmentRecord.orgPath,
  createdBy: sdaTreatmentRecord.createdBy,
  updatedAt: sdaTreatmentRecord.updatedAt,
  locked: sql<boolean>`exists (select 1 from ${sdaClosedPeriod} c where c.tenant_id = ${sdaTreatmentRecord.tenantId} and c.month = ${sdaTreatmentRecord.month})`,
};

type Row = { [K in keyof typeof columns]: unknown } & {
  newPatients: number;
  ongoingPatients: number;
  treatments: number;
  createdBy: number | null;
  updatedAt: Date;
  locked: boolean;
};

/**
 * The records as the caller may see them. Suppression protects the counts shown to others: the one
 * who entered a record and whoever may review it (within their scope, which every query keeps to)
 * see its true counts, however small; to anyone else a count under the threshold never leaves the
 * server.
 */
function toViewFor(ctx: RequestContext): (row: Row) => TreatmentRecord {
  const mayReview = holdsPermission(ctx.request, reviewTreatmentRecord.access.permission);
  return (row) => {
    const { orgPath: _path, createdBy, ...rest } = row as Row & Record<string, unknown>;
    const isOwnOrReviewable = mayReview || createdBy === ctx.principal.userId;
    const count = (value: number) => (isOwnOrReviewable ? value : suppressCount(value, SUPPRESSION_THRESHOLD));
    return {
      ...(rest as unknown as TreatmentRecord),
      newPatients: count(row.newPatients),
      ongoingPatients: count(row.ongoingPatients),
      treatments: count(row.treatments),
      updatedAt: row.updatedAt.toISOString(),
    };
  };
}

function base(ctx: RequestContext) {
  return ctx.db
    .select(columns)
    .from(sdaTreatmentRecord)
    .innerJoin(hospital, eq(hospital.id, sdaTreatmentRecord.hospitalId))
    .innerJoin(product, eq(product.id, sdaTreatmentRecord.productId))
    .leftJoin(doctor, eq(doctor.id, sdaTreatmentRecord.doctorId))
    .$dynamic();
}

export async function findTreatmentRecords(
  ctx: RequestContext,
  filter: { page: number; size: number; month?: string; productId?: number; hospitalId?: number; status?: TreatmentRecord['status'] },
) {
  const tenantId = ctx.principal.tenant.id;
  const where = and(
    eq(sdaTreatmentRecord.tenantId, tenantId),
    inScope(ctx.principal, sdaTreatmentRecord.orgPath),
    filter.month ? eq(sdaTreatmentRecord.month, filter.month) : undefined,
    filter.productId ? eq(sdaTreatmentRecord.productId, filter.productId) : undefined,
    filter.hospitalId ? eq(sdaTreatmentRecord.hospitalId, filter.hospitalId) : undefined,
    filter.status ? eq(sdaTreatmentRecord.status, filter.status) : undefined,
  );
  const [rows, [total], closed] = await Promise.all([
    base(ctx)
      .where(where)
      .orderBy(desc(sdaTreatmentRecord.month), desc(sdaTreatmentRecord.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    ctx.db.select({ n: count() }).from(sdaTreatmentRecord).where(where),
    ctx.db.select({ month: sdaClosedPeriod.month }).from(sdaClosedPeriod).where(eq(sdaClosedPeriod.tenantId, tenantId)).orderBy(desc(sdaClosedPeriod.month)),
  ]);
  return { content: (rows as Row[]).map(toViewFor(ctx)), totalElements: total!.n, closedMonths: closed.map((c) => c.month) };
}

async function findOne(ctx: RequestContext, id: number): Promise<Row> {
  const [row] = (await base(ctx).where(and(eq(sdaTreatmentRecord.tenantId, ctx.principal.tenant.id), eq(sdaTreatmentRecord.id, id)))) as Row[];
  if (!row || !pathInScope(ctx.principal, String(row.orgPath))) throw notFound();
  return row;
}

async function requireOpen(ctx: RequestContext, month: string) {
  const [closed] = await ctx.db
    .select({ month: sdaClosedPeriod.month })
    .from(sdaClosedPeriod)
    .where(and(eq(sdaClosedPeriod.tenantId, ctx.principal.tenant.id), eq(sdaClosedPeriod.month, month)));
  if (closed) throw badRequest('sdaRecordLocked', { month });
}

/** The covering territory of a hospital for a product, which the record is filed under. */
async function coveringPath(ctx: RequestContext, hospitalId: number, productId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ path: organization.path })
    .from(hospitalProduct)
    .innerJoin(organization, eq(organization.id, hospitalProduct.coveringOrgId))
    .where(and(eq(hospitalProduct.tenantId, ctx.principal.tenant.id), eq(hospitalProduct.hospitalId, hospitalId), eq(hospitalProduct.productId, productId)));
  return row?.path ?? null;
}

export async function createTreatment(
  ctx: RequestContext,
  body: { hospitalId: number; doctorId?: number | null; productId: number; month: string; newPatients: number; ongoingPatients: number; treatments: number },
) {
  const tenantId = ctx.principal.tenant.id;
  const [h] = await ctx.db
    .select({ id: hospital.id })
    .from(hospital)
    .where(and(eq(hospital.tenantId, tenantId), eq(hospital.id, body.hospitalId)));
  const [p] = await ctx.db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.tenantId, tenantId), eq(product.id, body.productId)));
  if (!h || !p) throw notFound();
  if (body.doctorId) {
    const [d] = await ctx.db
      .select({ id: doctor.id })
      .from(doctor)
      .where(and(eq(doctor.tenantId, tenantId), eq(doctor.id, body.doctorId), eq(doctor.hospitalId, body.hospitalId)));
    if (!d) throw notFound();
  }
  const path = (await coveringPath(ctx, body.hospitalId, body.productId)) ?? ctx.principal.orgPath ?? '';
  if (!pathInScope(ctx.principal, path)) throw notFound();
  await requireOpen(ctx, body.month);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sdaTreatmentRecord)
      .values({ tenantId, ...body, doctorId: body.doctorId ?? null, orgPath: path, createdBy: ctx.principal.userId })
      .onConflictDoNothing()
      .returning({ id: sdaTreatmentRecord.id });
    if (!row) throw new HttpError(409, 'sdaRecordExists');
    await recordAudit(tx, ctx.request, {
      action: 'sda.record.create',
      entityType: 'sda_treatment_record',
      entityId: row.id,
      message: { key: 'sdaMonth', params: { month: body.month } },
      detail: body,
    });
    return row.id;
  });
  return toViewFor(ctx)(await findOne(ctx, id));
}

export async function updateTreatment(ctx: RequestContext, id: number, body: { newPatients: number; ongoingPatients: number; treatments: number }) {
  const before = await findOne(ctx, id);
  await requireOpen(ctx, String(before.month));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sdaTreatmentRecord)
      .set({ ...body, status: 'SUBMITTED', reviewedBy: null, reviewedAt: null, reviewComment: null, updatedAt: sql`now()` })
      .where(and(eq(sdaTreatmentRecord.tenantId, ctx.principal.tenant.id), eq(sdaTreatmentRecord.id, id)));
    await recordAudit(tx, ctx.request, {
      action: 'sda.record.update',
      entityType: 'sda_treatment_record',
      entityId: id,
      message: { key: 'sdaMonth', params: { month: String(before.month) } },
      detail: { before: { newPatients: before.newPatients, ongoingPatients: before.ongoingPatients, treatments: before.treatments }, after: body },
    });
  });
  return toViewFor(ctx)(await findOne(ctx, id));
}

export async function reviewTreatment(ctx: RequestContext, id: number, body: { approve: boolean; comment?: string }) {
  const before = await findOne(ctx, id);
  if (before.status !== 'SUBMITTED') throw badRequest('sdaRecordNotPending');
  await requireOpen(ctx, String(before.month));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sdaTreatmentRecord)
      .set({ status: body.approve ? 'APPROVED' : 'REJECTED', reviewedBy: ctx.principal.userId, reviewedAt: sql`now()`, reviewComment: body.comment ?? null })
      .where(and(eq(sdaTreatmentRecord.tenantId, ctx.principal.tenant.id), eq(sdaTreatmentRecord.id, id)));
    await recordAudit(tx, ctx.request, {
      action: body.approve ? 'sda.record.approve' : 'sda.record.reject',
      entityType: 'sda_treatment_record',
      entityId: id,
      message: { key: 'comment', params: { comment: body.comment ?? '' } },
    });
  });
  return toViewFor(ctx)(await findOne(ctx, id));
}

export async function closePeriod(ctx: RequestContext, month: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sdaClosedPeriod).values({ tenantId: ctx.principal.tenant.id, month, closedBy: ctx.principal.userId }).onConflictDoNothing();
    await recordAudit(tx, ctx.request, { action: 'sda.period.close', entityType: 'sda_closed_period', entityId: month, message: { key: 'sdaPeriodClosed', params: { month } } });
  });
  return { month };
}

export async function hospitalOptions(ctx: RequestContext, keyword?: string) {
  const scope = inScope(ctx.principal, organization.path);
  return ctx.db
    .selectDistinct({ id: hospital.id, name: hospital.name, nameEn: hospital.nameEn, code: hospital.code })
    .from(hospital)
    .innerJoin(hospitalProduct, eq(hospitalProduct.hospitalId, hospital.id))
    .innerJoin(organization, eq(organization.id, hospitalProduct.coveringOrgId))
    .where(
      and(
        eq(hospital.tenantId, ctx.principal.tenant.id),
        scope,
        keyword ? or(ilike(hospital.name, containsPattern(keyword)), ilike(hospital.code, containsPattern(keyword))) : undefined,
      ),
    )
    .orderBy(hospital.code)
    .limit(200);
}
