import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../../lib/query-params';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { costCentreBody, internalOrderBody } from '@crm/shared/meeting-master-schemas';
import { costCentre, internalOrder } from '../../../db/schema/meeting-finance';
import { envelope, ok, pageOf } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/http-error';
import { requirePrincipal } from '../../../platform/request-context';
import { recordAudit } from '../../../platform/audit/record-audit';
import type { Tx } from '../../workflow/process-registry';

/**
 * Cost centres and internal orders (`/meeting/ccio` cc and io tabs). Everyone who applies for or
 * pays meetings reads them; the budget owners maintain them.
 */

const tags = ['cost centres and internal orders'];
const listQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const ccItem = z.object({ id: z.number().int(), code: z.string(), name: z.string(), nameEn: z.string().nullable(), orgId: z.number().int().nullable(), enabled: z.boolean() });
const ioItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  costCentreId: z.number().int(),
  productId: z.number().int().nullable(),
  year: z.number().int().nullable(),
  enabled: z.boolean(),
});
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

export async function ccioRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/budget/cost-centre/page',
    { config: { access: { permission: 'meeting:ccio:list' } }, schema: { tags, summary: 'Cost centres', querystring: listQuery, response: { 200: envelope(pageOf(ccItem)) } } },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { keyword, enabled, page, size } = request.query;
      const where = and(
        eq(costCentre.tenantId, tenantId),
        keyword ? (or(ilike(costCentre.code, containsPattern(keyword)), ilike(costCentre.name, containsPattern(keyword))) as SQL) : undefined,
        enabled ? eq(costCentre.enabled, enabled === 'true') : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(costCentre)
          .where(where)
          .orderBy(asc(costCentre.code))
          .limit(size)
          .offset(page * size),
        app.db.select({ n: count() }).from(costCentre).where(where),
      ]);
      return ok({ content: rows.map((r) => ({ id: r.id, code: r.code, name: r.name, nameEn: r.nameEn, orgId: r.orgId, enabled: r.enabled })), totalElements: total?.n ?? 0 });
    },
  );

  app.get(
    '/budget/internal-order/page',
    {
      config: { access: { permission: 'meeting:ccio:list' } },
      schema: {
        tags,
        summary: 'Internal orders, optionally of one cost centre',
        querystring: listQuery.extend({ costCentreId: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(pageOf(ioItem)) },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { keyword, enabled, costCentreId, page, size } = request.query;
      const where = and(
        eq(internalOrder.tenantId, tenantId),
        keyword
          ? (or(
              ilike(internalOrder.code, containsPattern(keyword)),
              ilike(internalOrder.name, containsPattern(keyword)),
              ilike(internalOrder.nameEn, containsPattern(keyword)),
            ) as SQL)
          : undefined,
        enabled ? eq(internalOrder.enabled, enabled === 'true') : undefined,
        costCentreId ? eq(internalOrder.costCentreId, costCentreId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(internalOrder)
          .where(where)
          .orderBy(asc(internalOrder.code))
          .limit(size)
          .offset(page * size),
        app.db.select({ n: count() }).from(internalOrder).where(where),
      ]);
      return ok({
        content: rows.map((r) => ({
          id: r.id,
          code: r.code,
          name: r.name,
          nameEn: r.nameEn,
          costCentreId: r.costCentreId,
          productId: r.productId,
          year: r.year,
          enabled: r.enabled,
        })),
        totalElements: total?.n ?? 0,
      });
    },
  );

  async function saveCostCentre(tx: Tx, tenantId: number, body: z.infer<typeof costCentreBody>, id?: number): Promise<number> {
    const values = { code: body.code, name: body.name, nameEn: body.nameEn ?? null, orgId: body.orgId ?? null, enabled: body.enabled };
    try {
      if (id === undefined)
        return (
          await tx
            .insert(costCentre)
            .values({ tenantId, ...values })
            .returning({ id: costCentre.id })
        )[0]!.id;
      const [updated] = await tx
        .update(costCentre)
        .set(values)
        .where(and(eq(costCentre.tenantId, tenantId), eq(costCentre.id, id)))
        .returning({ id: costCentre.id });
      if (!updated) throw notFound();
      return updated.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('codeTaken', { code: body.code });
      throw error;
    }
  }

  async function saveInternalOrder(tx: Tx, tenantId: number, body: z.infer<typeof internalOrderBody>, id?: number): Promise<number> {
    const [cc] = await tx
      .select({ id: costCentre.id })
      .from(costCentre)
      .where(and(eq(costCentre.tenantId, tenantId), eq(costCentre.id, body.costCentreId)));
    if (!cc) throw badRequest('referenceNotFound', { field: 'costCentreId', id: body.costCentreId });
    const values = {
      code: body.code,
      name: body.name,
      nameEn: body.nameEn ?? null,
      costCentreId: body.costCentreId,
      productId: body.productId ?? null,
      year: body.year ?? null,
      enabled: body.enabled,
    };
    try {
      if (id === undefined)
        return (
          await tx
            .insert(internalOrder)
            .values({ tenantId, ...values })
            .returning({ id: internalOrder.id })
        )[0]!.id;
      const [updated] = await tx
        .update(internalOrder)
        .set(values)
        .where(and(eq(internalOrder.tenantId, tenantId), eq(internalOrder.id, id)))
        .returning({ id: internalOrder.id });
      if (!updated) throw notFound();
      return updated.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('codeTaken', { code: body.code });
      throw error;
    }
  }

  const saved = envelope(z.object({ id: z.number().int() }));
  const access = { access: { permission: 'meeting:budget:list' } } as const;
  app.post('/budget/cost-centre', { config: access, schema: { tags, summary: 'Adds a cost centre', body: costCentreBody, response: { 200: saved } } }, async (request) => {
    const principal = requirePrincipal(request);
    const id = await app.db.transaction(async (tx) => {
      const savedId = await saveCostCentre(tx, principal.tenant.id, request.body);
      await recordAudit(tx, request, { action: 'admin.costCentre.create', entityType: 'cost_centre', entityId: savedId, summary: request.body.code });
      return savedId;
    });
    return ok({ id });
  });
  app.put(
    '/budget/cost-centre/:id',
    { config: access, schema: { tags, summary: 'Changes a cost centre', params: idParams, body: costCentreBody, response: { 200: saved } } },
    async (request) => {
      const principal = requirePrincipal(request);
      const id = await app.db.transaction(async (tx) => {
        const savedId = await saveCostCentre(tx, principal.tenant.id, request.body, request.params.id);
        await recordAudit(tx, request, { action: 'admin.costCentre.update', entityType: 'cost_centre', entityId: savedId, summary: request.body.code });
        return savedId;
      });
      return ok({ id });
    },
  );
  app.post(
    '/budget/internal-order',
    { config: access, schema: { tags, summary: 'Adds an internal order under a cost centre', body: internalOrderBody, response: { 200: saved } } },
    async (request) => {
      const principal = requirePrincipal(request);
      const id = await app.db.transaction(async (tx) => {
        const savedId = await saveInternalOrder(tx, principal.tenant.id, request.body);
        await recordAudit(tx, request, { action: 'admin.internalOrder.create', entityType: 'internal_order', entityId: savedId, summary: request.body.code });
        return savedId;
      });
      return ok({ id });
    },
  );
  app.put(
    '/budget/internal-order/:id',
    { config: access, schema: { tags, summary: 'Changes an internal order', params: idParams, body: internalOrderBody, response: { 200: saved } } },
    async (request) => {
      const principal = requirePrincipal(request);
      const id = await app.db.transaction(async (tx) => {
        const savedId = await saveInternalOrder(tx, principal.tenant.id, request.body, request.params.id);
        await recordAudit(tx, request, { action: 'admin.internalOrder.update', entityType: 'internal_order', entityId: savedId, summary: request.body.code });
        return savedId;
      });
      return ok({ id });
    },
  );
}
