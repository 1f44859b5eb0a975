import { and, eq, sql } from 'drizzle-orm';
import type { IssuanceNode } from '@crm/shared/contracts/forecast';
import { hospitalProduct } from '../../db/schema/customers/hospitals';
import { salesActual } from '../../db/schema/data-upload/data-upload';
import { forecastEntry, targetIssuance } from '../../db/schema/forecast/forecast';
import { organization } from '../../db/schema/platform/tenancy';
import { excludedValues } from '../../db/upsert';
import { badRequest, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { recordAudit } from '../../platform/audit/record-audit';
import { pathInScope } from '../sda/index';
import { addMonths } from './baseline';
import { splitByLargestRemainder } from './largest-remainder';

/** Sales units below the issuing unit, per unit, as the split's weights (covering territory → units). */
async function territoryWeights(ctx: RequestContext, month: string, productId: number, method: 'LAST_YEAR' | 'FORECAST'): Promise<Map<number, number>> {
  const tenantId = ctx.principal.tenant.id;
  if (method === 'LAST_YEAR') {
    const rows = await ctx.db
      .select({ orgId: hospitalProduct.coveringOrgId, units: sql<string>`sum(${salesActual.units})` })
      .from(salesActual)
      .innerJoin(hospitalProduct, and(eq(hospitalProduct.hospitalId, salesActual.hospitalId), eq(hospitalProduct.productId, salesActual.productId)))
      .where(and(eq(salesActual.tenantId, tenantId), eq(salesActual.productId, productId), eq(salesActual.month, addMonths(month, -12))))
      .groupBy(hospitalProduct.coveringOrgId);
    return new Map(rows.filter((r) => r.orgId !== null).map((r) => [r.orgId!, Number(r.units)]));
  }
  // The latest cycle that forecasts the month, with the figure that counts on each line.
  const rows = await ctx.db
    .select({ orgId: forecastEntry.orgId, units: sql<string>`sum(coalesce(${forecastEntry.managerValue}, ${forecastEntry.repValue}, ${forecastEntry.baseline}, 0))` })
    .from(forecastEntry)
    .where(
      and(
        eq(forecastEntry.tenantId, tenantId),
        eq(forecastEntry.productId, productId),
        eq(forecastEntry.month, month),
        sql`${forecastEntry.cycle} = (select max(cycle) from forecast_entry where tenant_id = ${tenantId} and month = ${month} and product_id = ${productId})`,
      ),
    )
    .groupBy(forecastEntry.orgId);
  return new Map(rows.map((r) => [r.orgId, Number(r.units)]));
}

async function toNodes(ctx: RequestContext, month: string, productId: number): Promise<IssuanceNode[]> {
  const rows = await ctx.db
    .select({
      id: targetIssuance.id,
      orgId: targetIssuance.orgId,
      parentOrgId: targetIssuance.parentOrgId,
      orgName: organization.name,
      orgNameEn: organization.nameEn,
      orgType: organization.type,
      orgPath: organization.path,
      leaderId: organization.leaderId,
      amount: targetIssuance.amount,
      method: targetIssuance.method,
      status: targetIssuance.status,
      comment: targetIssuance.comment,
    })
    .from(targetIssuance)
    .innerJoin(organization, eq(organization.id, targetIssuance.orgId))
    .where(and(eq(targetIssuance.tenantId, ctx.principal.tenant.id), eq(targetIssuance.month, month), eq(targetIssuance.productId, productId)))
    .orderBy(organization.path);
  const own = ctx.principal.orgId;
  return rows
    .filter((r) => pathInScope(ctx.principal, r.orgPath) || r.orgId === own)
    .map(({ orgPath: _p, leaderId, ...r }) => ({ ...r, canRespond: r.orgId === own || leaderId === ctx.principal.userId }));
}

export const issuanceTree = (ctx: RequestContext, month: string, productId: number) => toNodes(ctx, month, productId);

/**
 * Issues `amount` to a unit and splits it down every level to the territories: each unit's share
 * follows its subtree's weight, parts by the largest-remainder method so they sum to the parent.
 */
export async function issue(ctx: RequestContext, body: { month: string; productId: number; orgId: number; amount: number; method: 'LAST_YEAR' | 'FORECAST' }) {
  const tenantId = ctx.principal.tenant.id;
  const orgs = await ctx.db
    .select({ id: organization.id, parentId: organization.parentId, path: organization.path, type: organization.type })
    .from(organization)
    .where(eq(organization.tenantId, tenantId));
  const root = orgs.find((o) => o.id === body.orgId);
  if (!root || !pathInScope(ctx.principal, root.path)) throw notFound();
  const children = new Map<number, typeof orgs>();
  for (const o of orgs) if (o.parentId !== null) children.set(o.parentId, [...(children.get(o.parentId) ?? []), o]);
  // Only the sales line: units with territories somewhere below them.
  const hasTerritory = (id: number): boolean => orgs.find((o) => o.id === id)!.type === 'territory' || (children.get(id) ?? []).some((c) => hasTerritory(c.id));
  if (!(children.get(root.id) ?? []).some((c) => hasTerritory(c.id))) throw badRequest('targetNoChildren');
  const leafWeights = await territoryWeights(ctx, body.month, body.productId, body.method);
  const weightOf = (id: number): number => (leafWeights.get(id) ?? 0) + (children.get(id) ?? []).reduce((sum, c) => sum + weightOf(c.id), 0);

  const rows: Array<typeof targetIssuance.$inferInsert> = [];
  const walk = (node: (typeof orgs)[number], amount: number, parentOrgId: number | null) => {
    rows.push({
      tenantId,
      month: body.month,
      productId: body.productId,
      orgId: node.id,
      orgPath: node.path,
      parentOrgId,
      amount,
      method: body.method,
      status: 'ISSUED',
      comment: null,
      issuedBy: ctx.principal.userId,
      respondedBy: null,
      respondedAt: null,
    });
    const kids = (children.get(node.id) ?? []).filter((c) => hasTerritory(c.id));
    if (kids.length === 0) return;
    const parts = splitByLargestRemainder(
      amount,
      kids.map((k) => weightOf(k.id)),
    );
    kids.forEach((k, i) => walk(k, parts[i]!, node.id));
  };
  walk(root, body.amount, root.parentId);
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(targetIssuance)
        .values(rows.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [targetIssuance.tenantId, targetIssuance.month, targetIssuance.productId, targetIssuance.orgId],
          set: {
            ...excludedValues(targetIssuance, ['amount', 'method', 'parentOrgId']),
            status: 'ISSUED',
            comment: null,
            issuedBy: ctx.principal.userId,
            issuedAt: sql`now()`,
            respondedBy: null,
            respondedAt: null,
          },
        });
    }
    await recordAudit(tx, ctx.request, {
      action: 'forecast.target.issue',
      entityType: 'target_issuance',
      entityId: body.orgId,
      message: { key: 'targetIssued', params: { month: body.month, amount: body.amount } },
      detail: body,
    });
  });
  return toNodes(ctx, body.month, body.productId);
}

export async function respond(ctx: RequestContext, id: number, body: { accept: boolean; comment?: string }) {
  const [row] = await ctx.db
    .select({ id: targetIssuance.id, orgId: targetIssuance.orgId, month: targetIssuance.month, productId: targetIssuance.productId, leaderId: organization.leaderId })
    .from(targetIssuance)
    .innerJoin(organization, eq(organization.id, targetIssuance.orgId))
    .where(and(eq(targetIssuance.tenantId, ctx.principal.tenant.id), eq(targetIssuance.id, id)));
  if (!row) throw notFound();
  if (row.orgId !== ctx.principal.orgId && row.leaderId !== ctx.principal.userId) throw badRequest('targetNotReceiver');
  if (!body.accept && !body.comment) throw badRequest('targetCommentRequired');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(targetIssuance)
      .set({ status: body.accept ? 'ACCEPTED' : 'DISPUTED', comment: body.comment ?? null, respondedBy: ctx.principal.userId, respondedAt: sql`now()` })
      .where(eq(targetIssuance.id, id));
    await recordAudit(tx, ctx.request, {
      action: body.accept ? 'forecast.target.accept' : 'forecast.target.dispute',
      entityType: 'target_issuance',
      entityId: id,
      message: { key: 'comment', params: { comment: body.comment ?? '' } },
    });
  });
  return (await toNodes(ctx, row.month, row.productId)).find((n) => n.id === id)!;
}
