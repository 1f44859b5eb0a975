import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { visitDurationOf, visitMinutes, type completeVisitBody, type VisitBody } from '@crm/shared/contracts/visit-schemas';
import type { Visit } from '@crm/shared/contracts/visits';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { doctor } from '../../db/schema/customers/customers';
import { appUser, dictData, product } from '../../db/schema/platform/tenancy';
import { visit, visitParticipant, visitProduct } from '../../db/schema/visits/visits';
import { badRequest } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import { visibleDoctorIds, touchLastVisit } from '../customers/index';
import { recordInteractions } from '../interactions/index';
import { visitInteraction } from './visit-interaction';
import { requireVisit } from './visit-repository';
import { refuseOverlap } from './visit-overlap';

const DICTIONARIES = { visitType: 'visitType', purpose: 'visitPurpose', duration: 'visitDuration', result: 'visitResults' } as const;

/** Checks a visit against the dictionaries, the clock, the caller's customers and colleagues. */
export async function validateVisit(db: Database, principal: Principal, body: VisitBody, config: Pick<Config, 'visitFutureMinutes'>) {
  const start = new Date(body.startAt);
  const end = new Date(body.endAt);
  if (end <= start) throw badRequest('visitEndBeforeStart');
  if (body.status === 'completed') {
    if (start.getTime() > Date.now() + config.visitFutureMinutes * 60_000) throw badRequest('visitInFuture');
    if (!body.result) throw badRequest('visitResultRequired');
  } else if (end.getTime() < Date.now() - 24 * 3600_000) {
    throw badRequest('planInPast');
  }
  const participants = [...new Set(body.participantIds.filter((id) => id !== principal.userId))];
  // The checks read independent rows: they run side by side, and a failure reports the first in this order.
  // The duration is derived from the times, so only a code the caller sent and that fits them is looked up.
  const sentDuration = body.duration && body.duration === durationOf(body) ? body.duration : null;
  const [dictionaries, visible, products, colleagues] = await Promise.allSettled([
    checkDictionaries(db, principal.tenant.id, { ...body, duration: sentDuration }),
    visibleDoctorIds(db, principal, [body.doctorId]),
    checkProducts(db, principal.tenant.id, body.productIds),
    participants.length
      ? db
          .select({ id: appUser.id })
          .from(appUser)
          .where(and(eq(appUser.tenantId, principal.tenant.id), inArray(appUser.id, participants), eq(appUser.enabled, true)))
      : Promise.resolve([]),
  ]);
  if (dictionaries.status === 'rejected') throw dictionaries.reason;
  if (visible.status === 'rejected') throw visible.reason;
  if (!visible.value.has(body.doctorId)) throw badRequest('doctorNotVisible');
  if (products.status === 'rejected') throw products.reason;
  if (colleagues.status === 'rejected') throw colleagues.reason;
  if (colleagues.value.length !== participants.length) throw badRequest('participantUnknown');
  return { participants };
}

/** The duration code stored with a visit: derived from its times (a code sent that fits them is kept). */
function durationOf(body: { startAt: string; endAt: string; duration?: string | null | undefined }): string | null {
  return visitDurationOf(body.duration, visitMinutes(body.startAt, body.endAt));
}

export async function checkDictionaries(db: Database, tenantId: number, values: Partial<Record<keyof typeof DICTIONARIES, string | null | undefined>>) {
  const wanted = (Object.entries(DICTIONARIES) as Array<[keyof typeof DICTIONARIES, string]>).flatMap(([field, dictKey]) => {
    const code = values[field];
    return code ? [{ field, dictKey, code }] : [];
  });
  if (wanted.length === 0) return;
  // One query for every field; the first unknown value (in the fields' order) is the one reported.
  const found = await db
    .select({ dictKey: dictData.dictKey, code: dictData.code })
    .from(dictData)
    .where(and(eq(dictData.tenantId, tenantId), eq(dictData.enabled, true), or(...wanted.map((w) => and(eq(dictData.dictKey, w.dictKey), eq(dictData.code, w.code))))));
  const missing = wanted.find((w) => !found.some((f) => f.dictKey === w.dictKey && f.code === w.code));
  if (missing) throw badRequest('dictCodeUnknown', { field: missing.field, code: missing.code });
}

export async function checkProducts(db: Database, tenantId: number, productIds: number[]) {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.tenantId, tenantId), inArray(product.id, unique)));
  if (found.length !== unique.length) throw badRequest('productUnknown');
}

/** Writes a validated visit with its products and joint visitors; a logged one updates the doctor's last visit. */
export async function insertVisit(db: Database, principal: Principal, body: VisitBody, participants: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    await refuseOverlap(tx, principal, { doctorId: body.doctorId, startAt: body.startAt, endAt: body.endAt });
    // The doctor's hospital is read in the insert itself: one round trip fewer in the transaction.
    const hospitalOfDoctor = sql<number>`(select ${doctor.hospitalId} from ${doctor} where ${doctor.id} = ${body.doctorId})`;
    const [created] = await tx
      .insert(visit)
      .values({
        tenantId: principal.tenant.id,
        userId: principal.userId,
        orgId: principal.orgId,
        orgPath: principal.orgPath ?? '/',
        doctorId: body.doctorId,
        hospitalId: hospitalOfDoctor,
        status: body.status,
        startAt: new Date(body.startAt),
        endAt: new Date(body.endAt),
        visitType: body.visitType,
        purpose: body.purpose,
        duration: durationOf(body),
        result: body.result ?? null,
        notes: body.notes ?? null,
        nextStep: body.nextStep ?? null,
        location: body.location ?? null,
        completedAt: body.status === 'completed' ? new Date() : null,
      })
      .returning({ id: visit.id, hospitalId: visit.hospitalId });
    const visitId = created!.id;
    const productIds = [...new Set(body.productIds)];
    if (productIds.length) await tx.insert(visitProduct).values(productIds.map((productId) => ({ visitId, productId })));
    if (participants.length) await tx.insert(visitParticipant).values(participants.map((userId) => ({ visitId, userId })));
    if (body.status === 'completed') await touchLastVisit(tx, body.doctorId, new Date(body.startAt));
    await recordInteractions(tx, [
      visitInteraction(principal, {
        visitId,
        doctorId: body.doctorId,
        hospitalId: created!.hospitalId,
        status: body.status,
        startAt: body.startAt,
        visitType: body.visitType,
        productIds,
        result: body.result,
      }),
    ]);
    return visitId;
  });
}

/** Logs a visit that happened or plans one, after checking it; answers the saved visit. */
export async function addVisit(context: RequestContext, body: VisitBody): Promise<Visit> {
  const { participants } = await validateVisit(context.db, context.principal, body, context.host.config);
  const id = await insertVisit(context.db, context.principal, body, participants);
  return requireVisit(context, id);
}

/** Turns the caller's planned visit into a logged one with what happened. */
export async function completePlannedVisit(context: RequestContext, id: number, outcome: z.output<typeof completeVisitBody>): Promise<Visit> {
  const { principal } = context;
  const planned = await requireVisit(context, id);
  if (planned.user.id !== principal.userId || planned.status !== 'planned') throw badRequest('visitNotPlanned');
  const body = { ...outcome, doctorId: planned.doctor.id, status: 'completed' as const, visitType: planned.visitType, purpose: planned.purpose, participantIds: [] };
  await validateVisit(context.db, principal, body, context.host.config);
  await context.db.transaction(async (tx) => {
    // Its new times may not overlap another of the caller's visits with the doctor; it never collides with itself.
    await refuseOverlap(tx, principal, { doctorId: planned.doctor.id, startAt: body.startAt, endAt: body.endAt, except: planned.id });
    const changed = await tx
      .update(visit)
      .set({
        status: 'completed',
        startAt: new Date(body.startAt),
        endAt: new Date(body.endAt),
        duration: durationOf(body),
        result: body.result,
        notes: body.notes ?? null,
        nextStep: body.nextStep ?? null,
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(visit.id, planned.id), eq(visit.status, 'planned')))
      .returning({ id: visit.id });
    if (changed.length === 0) throw badRequest('visitNotPlanned');
    if (body.productIds.length) {
      await tx.delete(visitProduct).where(eq(visitProduct.visitId, planned.id));
      await tx.insert(visitProduct).values([...new Set(body.productIds)].map((productId) => ({ visitId: planned.id, productId })));
    }
    await touchLastVisit(tx, planned.doctor.id, new Date(body.startAt));
    await recordInteractions(tx, [
      visitInteraction(principal, {
        visitId: planned.id,
        doctorId: planned.doctor.id,
        hospitalId: planned.hospital.id,
        status: 'completed',
        startAt: body.startAt,
        visitType: planned.visitType,
        productIds: body.productIds,
        result: body.result,
      }),
    ]);
  });
  return requireVisit(context, planned.id);
}

/** Cancels the caller's planned visit. */
export async function cancelPlannedVisit(context: RequestContext, id: number): Promise<Visit> {
  const planned = await requireVisit(context, id);
  if (planned.user.id !== context.principal.userId) throw badRequest('visitNotPlanned');
  const changed = await context.db
    .update(visit)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(visit.id, planned.id), eq(visit.status, 'planned')))
    .returning({ id: visit.id });
  if (changed.length === 0) throw badRequest('visitNotPlanned');
  return requireVisit(context, planned.id);
}
