import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { budgetPoolBody } from '@crm/shared/meeting-master-schemas';
import { budgetPool } from '../../../db/schema/meeting-finance';
import { envelope, ok, pageOf } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/http-error';
import { requirePrincipal } from '../../../platform/request-context';
import { recordAudit } from '../../../platform/audit/record-audit';
import { requireAnyPermission } from '../access';
import { formatYuan } from '../calendar';
import { poolUsage, usedCents, type PoolUsage } from './budget-usage';

/**
 * Budget pools per org unit, product and year (`/meeting/budgetIndex`). The maintenance calls use
 * the page's own permission: whoever is given the budget page keeps it.
 */

const tags = ['budgets'];
const cents = z.number().int();
const amounts = z.object({ budgetCents: cents, estimatedCents: cents, committedCents: cents, actualCents: cents, availableCents: cents });
const poolItem = amounts.extend({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  orgNameEn: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  productNameEn: z.string(),
  year: z.number().int(),
  remark: z.string().nullable(),
});
type Row = Record<string, unknown>;
type Amounts = z.infer<typeof amounts>;

const withUsage = (budget: number, usage: PoolUsage): Amounts => ({ budgetCents: budget, ...usage, availableCents: budget - usedCents(usage) });
const add = (a: Amounts, b: Amounts): Amounts => ({
  budgetCents: a.budgetCents + b.budgetCents,
  estimatedCents: a.estimatedCents + b.estimatedCents,
  committedCents: a.committedCents + b.committedCents,
  actualCents: a.actualCents + b.actualCents,
  availableCents: a.availableCents + b.availableCents,
});
const ZERO: Amounts = { budgetCents: 0, estimatedCents: 0, committedCents: 0, actualCents: 0, availableCents: 0 };

export async function budgetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const query = async (statement: SQL) => ((await app.db.execute(statement)) as unknown as { rows: Row[] }).rows;
  const yearQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100), productId: z.coerce.number().int().positive().optional() });

  async function pools(tenantId: number, filter: SQL, paging = sql``) {
    const rows = await query(sql`select p.*, o.name as org_name, o.name_en as org_name_en, o.path, o.parent_id, pr.name as product_name, pr.name_en as product_name_en
      from budget_pool p join organization o on o.id = p.org_id join product pr on pr.id = p.product_id
      where p.tenant_id = ${tenantId} ${filter} order by o.path, pr.sort, p.id ${paging}`);
    const usage = await poolUsage(
      app.db,
      tenantId,
      rows.map((r) => Number(r.id)),
    );
    return rows.map((r) => ({ row: r, amounts: withUsage(Number(r.budget_cents), usage.get(Number(r.id))!) }));
  }

  app.get(
    '/budget/pool/page',
    {
      config: { access: { permission: 'meeting:budget:list' } },
      schema: {
        tags,
        summary: 'Budget pools with what meetings use of them',
        querystring: yearQuery.extend({
          orgId: z.coerce.number().int().positive().optional(),
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: envelope(pageOf(poolItem)) },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { year, productId, orgId, page, size } = request.query;
      const filter = sql`and p.year = ${year} ${productId ? sql`and p.product_id = ${productId}` : sql``} ${orgId ? sql`and p.org_id = ${orgId}` : sql``}`;
      const [found, [total]] = await Promise.all([
        pools(tenantId, filter, sql`limit ${size} offset ${page * size}`),
        query(sql`select count(*)::int as n from budget_pool p where p.tenant_id = ${tenantId} ${filter}`),
      ]);
      return ok({
        content: found.map(({ row: r, amounts: a }) => ({
          id: Number(r.id),
          orgId: Number(r.org_id),
          orgName: String(r.org_name),
          orgNameEn: (r.org_name_en as string | null) ?? null,
          productId: Number(r.product_id),
          productName: String(r.product_name),
          productNameEn: String(r.product_name_en),
          year: Number(r.year),
          remark: (r.remark as string | null) ?? null,
          ...a,
        })),
        totalElements: Number(total?.n ?? 0),
      });
    },
  );

  app.get(
    '/budget/tree',
    {
      config: { access: { permission: 'meeting:budget:list' } },
      schema: {
        tags,
        summary: 'Budgets rolled up the org tree: each unit with pools in its subtree, its own amounts and its subtree’s',
        querystring: yearQuery,
        response: {
          200: envelope(
            z.array(z.object({ orgId: z.number().int(), parentId: z.number().int().nullable(), name: z.string(), nameEn: z.string().nullable(), own: amounts, total: amounts })),
          ),
        },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { year, productId } = request.query;
      const found = await pools(tenantId, sql`and p.year = ${year} ${productId ? sql`and p.product_id = ${productId}` : sql``}`);
      const orgs = await query(sql`select id, parent_id, name, name_en, path from organization where tenant_id = ${tenantId} order by path`);
      const nodes = orgs.map((o) => {
        const path = String(o.path);
        const own = found.filter((p) => Number(p.row.org_id) === Number(o.id)).reduce((sum, p) => add(sum, p.amounts), ZERO);
        const subtree = found.filter((p) => String(p.row.path).startsWith(path));
        return {
          orgId: Number(o.id),
          parentId: o.parent_id === null ? null : Number(o.parent_id),
          name: String(o.name),
          nameEn: (o.name_en as string | null) ?? null,
          own,
          total: subtree.reduce((sum, p) => add(sum, p.amounts), ZERO),
          hasPools: subtree.length > 0,
        };
      });
      return ok(nodes.filter((n) => n.hasPools).map(({ hasPools: _hasPools, ...node }) => node));
    },
  );

  app.get(
    '/budget/org-units',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        summary: 'The org units of the tenant in tree order, to pick the unit of a pool or a cost centre',
        response: { 200: envelope(z.array(z.object({ id: z.number().int(), parentId: z.number().int().nullable(), name: z.string(), nameEn: z.string().nullable() }))) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      requireAnyPermission(principal, ['meeting:budget:list', 'meeting:ccio:list']);
      const rows = await query(sql`select id, parent_id, name, name_en from organization where tenant_id = ${principal.tenant.id} order by path`);
      return ok(
        rows.map((o) => ({ id: Number(o.id), parentId: o.parent_id === null ? null : Number(o.parent_id), name: String(o.name), nameEn: (o.name_en as string | null) ?? null })),
      );
    },
  );

  app.post(
    '/budget/pool',
    {
      config: { access: { permission: 'meeting:budget:list' } },
      schema: { tags, summary: 'Creates the pool of an org unit, product and year', body: budgetPoolBody, response: { 200: envelope(z.object({ id: z.number().int() })) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const body = request.body;
      const [org] = await query(sql`select 1 from organization where tenant_id = ${principal.tenant.id} and id = ${body.orgId}`);
      if (!org) throw badRequest('referenceNotFound', { field: 'orgId', id: body.orgId });
      const [product] = await query(sql`select 1 from product where tenant_id = ${principal.tenant.id} and id = ${body.productId}`);
      if (!product) throw badRequest('referenceNotFound', { field: 'productId', id: body.productId });
      const id = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(budgetPool)
          .values({
            tenantId: principal.tenant.id,
            orgId: body.orgId,
            productId: body.productId,
            year: body.year,
            budgetCents: body.budgetCents,
            remark: body.remark ?? null,
            updatedBy: principal.userId,
          })
          .onConflictDoNothing()
          .returning({ id: budgetPool.id });
        if (!created) throw badRequest('budgetPoolExists');
        await recordAudit(tx, request, { action: 'admin.budget.create', entityType: 'budget_pool', entityId: created.id, summary: `${body.year} ${formatYuan(body.budgetCents)}` });
        return created.id;
      });
      return ok({ id });
    },
  );

  app.put(
    '/budget/pool/:id',
    {
      config: { access: { permission: 'meeting:budget:list' } },
      schema: {
        tags,
        summary: 'Changes a pool’s amount; it cannot drop below what meetings already use',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: budgetPoolBody.pick({ budgetCents: true, remark: true }),
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const [pool] = await tx
          .select()
          .from(budgetPool)
          .where(and(eq(budgetPool.tenantId, principal.tenant.id), eq(budgetPool.id, id)))
          .for('update');
        if (!pool) throw notFound();
        const used = usedCents((await poolUsage(tx, principal.tenant.id, [id])).get(id)!);
        if (request.body.budgetCents < used) throw badRequest('budgetBelowUsed', { used: formatYuan(used) });
        await tx
          .update(budgetPool)
          .set({ budgetCents: request.body.budgetCents, remark: request.body.remark ?? null, updatedBy: principal.userId, updatedAt: new Date() })
          .where(eq(budgetPool.id, id));
        await recordAudit(tx, request, {
          action: 'admin.budget.update',
          entityType: 'budget_pool',
          entityId: id,
          summary: `${formatYuan(pool.budgetCents)} → ${formatYuan(request.body.budgetCents)}`,
        });
      });
      return ok({ id });
    },
  );
}
