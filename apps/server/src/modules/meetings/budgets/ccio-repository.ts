import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { costCentreBody, internalOrderBody } from '@crm/shared/contracts/meeting-master-schemas';
import { costCentre, internalOrder } from '../../../db/schema/meetings/meeting-finance';
import { badRequest } from '../../../lib/http-error';
import { containsPattern } from '../../../lib/query-params';
import type { RequestContext } from '../../../platform/contract-route';
import { saveAudited } from '../master-data-repository';

/**
 * Cost centres and internal orders (`/meeting/ccio` cc and io tabs). Everyone who applies for or
 * pays meetings reads them; the budget owners maintain them.
 */

interface ListQuery {
  keyword?: string | undefined;
  enabled?: 'true' | 'false' | undefined;
  page: number;
  size: number;
}

export async function costCentrePageOf({ db, principal }: RequestContext, { keyword, enabled, page, size }: ListQuery) {
  const where = and(
    eq(costCentre.tenantId, principal.tenant.id),
    keyword ? (or(ilike(costCentre.code, containsPattern(keyword)), ilike(costCentre.name, containsPattern(keyword))) as SQL) : undefined,
    enabled ? eq(costCentre.enabled, enabled === 'true') : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: costCentre.id, code: costCentre.code, name: costCentre.name, nameEn: costCentre.nameEn, orgId: costCentre.orgId, enabled: costCentre.enabled })
      .from(costCentre)
      .where(where)
      .orderBy(asc(costCentre.code))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(costCentre).where(where),
  ]);
  return { content: rows, totalElements: total?.n ?? 0 };
}

export async function internalOrderPageOf({ db, principal }: RequestContext, { keyword, enabled, costCentreId, page, size }: ListQuery & { costCentreId?: number | undefined }) {
  const where = and(
    eq(internalOrder.tenantId, principal.tenant.id),
    keyword
      ? (or(ilike(internalOrder.code, containsPattern(keyword)), ilike(internalOrder.name, containsPattern(keyword)), ilike(internalOrder.nameEn, containsPattern(keyword))) as SQL)
      : undefined,
    enabled ? eq(internalOrder.enabled, enabled === 'true') : undefined,
    costCentreId ? eq(internalOrder.costCentreId, costCentreId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: internalOrder.id,
        code: internalOrder.code,
        name: internalOrder.name,
        nameEn: internalOrder.nameEn,
        costCentreId: internalOrder.costCentreId,
        productId: internalOrder.productId,
        year: internalOrder.year,
        enabled: internalOrder.enabled,
      })
      .from(internalOrder)
      .where(where)
      .orderBy(asc(internalOrder.code))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(internalOrder).where(where),
  ]);
  return { content: rows, totalElements: total?.n ?? 0 };
}

/** Adds a cost centre (no id) or changes one; a code already used is refused. */
export function saveCostCentre(context: RequestContext, id: number | undefined, body: z.output<typeof costCentreBody>) {
  const values = { code: body.code, name: body.name, nameEn: body.nameEn ?? null, orgId: body.orgId ?? null, enabled: body.enabled };
  return saveAudited(
    context,
    { actions: { create: 'admin.costCentre.create', update: 'admin.costCentre.update' }, entityType: 'cost_centre' },
    id,
    body.code,
    body.code,
    async (tx, tenantId) =>
      id === undefined
        ? (
            await tx
              .insert(costCentre)
              .values({ tenantId, ...values })
              .returning({ id: costCentre.id })
          )[0]?.id
        : (
            await tx
              .update(costCentre)
              .set(values)
              .where(and(eq(costCentre.tenantId, tenantId), eq(costCentre.id, id)))
              .returning({ id: costCentre.id })
          )[0]?.id,
  );
}

/** Adds an internal order under one of the tenant's cost centres (no id) or changes one. */
export function saveInternalOrder(context: RequestContext, id: number | undefined, body: z.output<typeof internalOrderBody>) {
  const values = {
    code: body.code,
    name: body.name,
    nameEn: body.nameEn ?? null,
    costCentreId: body.costCentreId,
    productId: body.productId ?? null,
    year: body.year ?? null,
    enabled: body.enabled,
  };
  return saveAudited(
    context,
    { actions: { create: 'admin.internalOrder.create', update: 'admin.internalOrder.update' }, entityType: 'internal_order' },
    id,
    body.code,
    body.code,
    async (tx, tenantId) => {
      const [centre] = await tx
        .select({ id: costCentre.id })
        .from(costCentre)
        .where(and(eq(costCentre.tenantId, tenantId), eq(costCentre.id, body.costCentreId)));
      if (!centre) throw badRequest('referenceNotFound', { field: 'costCentreId', id: body.costCentreId });
      return id === undefined
        ? (
            await tx
              .insert(internalOrder)
              .values({ tenantId, ...values })
              .returning({ id: internalOrder.id })
          )[0]?.id
        : (
            await tx
              .update(internalOrder)
              .set(values)
              .where(and(eq(internalOrder.tenantId, tenantId), eq(internalOrder.id, id)))
              .returning({ id: internalOrder.id })
          )[0]?.id;
    },
  );
}
