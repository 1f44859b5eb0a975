import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BudgetAmounts } from '@crm/shared/contracts/budgets';
import type { budgetPoolBody } from '@crm/shared/contracts/meeting-master-schemas';
import type { Database } from '../../../db/client';
import { budgetPool } from '../../../db/schema/meetings/meeting-finance';
import { badRequest, notFound } from '../../../lib/http-error';
import { recordAudit } from '../../../platform/audit/record-audit';
import type { RequestContext } from '../../../platform/contract-route';
import { requireAnyPermission } from '../access';
import { formatYuan } from '../calendar';
import { poolUsage, usedCents, type PoolUsage } from './budget-usage';
import { rows as readRows } from '../../../db/rows';

/**
 * Budget pools per org unit, product and year (`/meeting/budgetIndex`). The maintenance calls use
 * the page's own permission: whoever is given the budget page keeps it.
 */

interface YearFilter {
  year: number;
  productId?: number | undefined;
}

const withUsage = (budget: number, usage: PoolUsage): BudgetAmounts => ({ budgetCents: budget, ...usage, availableCents: budget - usedCents(usage) });
const add = (a: BudgetAmounts, b: BudgetAmounts): BudgetAmounts => ({
  budgetCents: a.budgetCents + b.budgetCents,
  estimatedCents: a.estimatedCents + b.estimatedCents,
  committedCents: a.committedCents + b.committedCents,
  actualCents: a.actualCents + b.actualCents,
  availableCents: a.availableCents + b.availableCents,
});
const ZERO: BudgetAmounts = { budgetCents: 0, estimatedCents: 0, committedCents: 0, actualCents: 0, availableCents: 0 };

async function pools(db: Database, tenantId: number, filter: SQL, paging = sql``) {
  const rows = await readRows(
    db,
    sql`select p.*, o.name as org_name, o.name_en as org_name_en, o.path, o.parent_id, pr.name as product_name, pr.name_en as product_name_en
      from budget_pool p join organization o on o.id = p.org_id join product pr on pr.id = p.product_id
      where p.tenant_id = ${tenantId} ${filter} order by o.path, pr.sort, p.id ${paging}`,
  );
  const usage = await poolUsage(
    db,
    tenantId,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({ row: r, amounts: withUsage(Number(r.budget_cents), usage.get(Number(r.id))!) }));
}

/** Budget pools with what meetings use of them. */
export async function budgetPoolPageOf(
  { db, principal }: RequestContext,
  { year, productId, orgId, page, size }: YearFilter & { orgId?: number | undefined; page: number; size: number },
) {
  const tenantId = principal.tenant.id;
  const filter = sql`and p.year = ${year} ${productId ? sql`and p.product_id = ${productId}` : sql``} ${orgId ? sql`and p.org_id = ${orgId}` : sql``}`;
  const [found, [total]] = await Promise.all([
    pools(db, tenantId, filter, sql`limit ${size} offset ${page * size}`),
    readRows(db, sql`select count(*)::int as n from budget_pool p where p.tenant_id = ${tenantId} ${filter}`),
  ]);
  return {
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
  };
}

/** Budgets rolled up the org tree: each unit with pools in its subtree, its own amounts and its subtree's. */
export async function budgetTreeOf({ db, principal }: RequestContext, { year, productId }: YearFilter) {
  const tenantId = principal.tenant.id;
  const found = await pools(db, tenantId, sql`and p.year = ${year} ${productId ? sql`and p.product_id = ${productId}` : sql``}`);
  const orgs = await readRows(db, sql`select id, parent_id, name, name_en, path from organization where tenant_id = ${tenantId} order by path`);
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
  return nodes.filter((n) => n.hasPools).map(({ hasPools: _hasPools, ...node }) => node);
}

/** The org units of the tenant in tree order, to pick the unit of a pool or a cost centre. */
export async function orgUnitsOf({ db, principal }: RequestContext) {
  requireAnyPermission(principal, ['meeting:budget:list', 'meeting:ccio:list']);
  const rows = await readRows(db, sql`select id, parent_id, name, name_en from organization where tenant_id = ${principal.tenant.id} order by path`);
  return rows.map((o) => ({ id: Number(o.id), parentId: o.parent_id === null ? null : Number(o.parent_id), name: String(o.name), nameEn: (o.name_en as string | null) ?? null }));
}

/** Creates the pool of an org unit, product and year. */
export async function createBudgetPool({ db, principal, request }: RequestContext, body: z.output<typeof budgetPoolBody>) {
  const [org] = await readRows(db, sql`select 1 from organization where tenant_id = ${principal.tenant.id} and id = ${body.orgId}`);
  if (!org) throw badRequest('referenceNotFound', { field: 'orgId', id: body.orgId });
  const [product] = await readRows(db, sql`select 1 from product where tenant_id = ${principal.tenant.id} and id = ${body.productId}`);
  if (!product) throw badRequest('referenceNotFound', { field: 'productId', id: body.productId });
  const id = await db.transaction(async (tx) => {
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
    await recordAudit(tx, request, {
      action: 'admin.budget.create',
      entityType: 'budget_pool',
      entityId: created.id,
      message: { key: 'budgetPoolCreated', params: { year: body.year, amount: formatYuan(body.budgetCents) } },
    });
    return created.id;
  });
  return { id };
}

/** Changes a pool's amount; it cannot drop below what meetings already use. */
export async function adjustBudgetPool({ db, principal, request }: RequestContext, id: number, body: { budgetCents: number; remark?: string | null | undefined }) {
  await db.transaction(async (tx) => {
    const [pool] = await tx
      .select()
      .from(budgetPool)
      .where(and(eq(budgetPool.tenantId, principal.tenant.id), eq(budgetPool.id, id)))
      .for('update');
    if (!pool) throw notFound();
    const used = usedCents((await poolUsage(tx, principal.tenant.id, [id])).get(id)!);
    if (body.budgetCents < used) throw badRequest('budgetBelowUsed', { used: formatYuan(used) });
    await tx
      .update(budgetPool)
      .set({ budgetCents: body.budgetCents, remark: body.remark ?? null, updatedBy: principal.userId, updatedAt: new Date() })
      .where(eq(budgetPool.id, id));
    await recordAudit(tx, request, {
      action: 'admin.budget.update',
      entityType: 'budget_pool',
      entityId: id,
      message: { key: 'budgetPoolAdjusted', params: { from: formatYuan(pool.budgetCents), to: formatYuan(body.budgetCents) } },
    });
  });
  return { id };
}
