import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ForecastSheet } from '@crm/shared/contracts/forecast';
import { hospital } from '../../db/schema/customers/hospitals';
import { forecastEntry, forecastRun, forecastSubmission } from '../../db/schema/forecast/forecast';
import { organization, product } from '../../db/schema/platform/tenancy';
import { badRequest, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { inScope, pathInScope } from '../sda/index';
import { cycleMonths } from './baseline-jobs';
import { recordFigureChanges, recordTerritoryChange } from './forecast-history';
import { startsWith } from '../../db/starts-with';

type Status = ForecastSheet['territories'][number]['status'];
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function currentCycle(): string {
  return new Date().toISOString().slice(0, 7);
}

/** The org units of the caller's subtree (everything for an enterprise-wide role). */
export async function orgsInScope(ctx: RequestContext) {
  return ctx.db
    .select({
      id: organization.id,
      parentId: organization.parentId,
      name: organization.name,
      nameEn: organization.nameEn,
      type: organization.type,
      path: organization.path,
      leaderId: organization.leaderId,
    })
    .from(organization)
    .where(and(eq(organization.tenantId, ctx.principal.tenant.id), inScope(ctx.principal, organization.path)))
    .orderBy(organization.path);
}

async function statuses(ctx: RequestContext, cycle: string, orgIds: number[]): Promise<Map<number, Status>> {
  if (orgIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ orgId: forecastSubmission.orgId, status: forecastSubmission.status })
    .from(forecastSubmission)
    .where(and(eq(forecastSubmission.tenantId, ctx.principal.tenant.id), eq(forecastSubmission.cycle, cycle), inArray(forecastSubmission.orgId, orgIds)));
  return new Map(rows.map((r) => [r.orgId, r.status]));
}

export async function forecastSheet(ctx: RequestContext, query: { cycle?: string; orgId?: number; productId?: number }): Promise<ForecastSheet> {
  const tenantId = ctx.principal.tenant.id;
  const cycle = query.cycle ?? currentCycle();
  const months = cycleMonths(cycle);
  const orgs = await orgsInScope(ctx);
  const territories = orgs.filter((o) => o.type === 'territory');
  const status = await statuses(
    ctx,
    cycle,
    territories.map((t) => t.id),
  );
  const ownTerritory = territories.length === 1 ? territories[0]!.id : undefined;
  const orgId = query.orgId ?? ownTerritory;
  if (orgId !== undefined && !orgs.some((o) => o.id === orgId)) throw notFound();

  const [run] = await ctx.db
    .select()
    .from(forecastRun)
    .where(and(eq(forecastRun.tenantId, tenantId), eq(forecastRun.cycle, cycle)));
  const entries =
    orgId === undefined
      ? []
      : await ctx.db
          .select({
            id: forecastEntry.id,
            month: forecastEntry.month,
            hospitalId: forecastEntry.hospitalId,
            hospitalName: hospital.name,
            hospitalNameEn: hospital.nameEn,
            productId: forecastEntry.productId,
            productName: product.name,
            productNameEn: product.nameEn,
            orgId: forecastEntry.orgId,
            baseline: forecastEntry.baseline,
            baselineMethod: forecastEntry.baselineMethod,
            repValue: forecastEntry.repValue,
            managerValue: forecastEntry.managerValue,
          })
          .from(forecastEntry)
          .innerJoin(hospital, eq(hospital.id, forecastEntry.hospitalId))
          .innerJoin(product, eq(product.id, forecastEntry.productId))
          .where(
            and(
              eq(forecastEntry.tenantId, tenantId),
              eq(forecastEntry.cycle, cycle),
              startsWith(sql`${forecastEntry.orgPath}`, orgs.find((o) => o.id === orgId)!.path),
              query.productId ? eq(forecastEntry.productId, query.productId) : undefined,
            ),
          )
          .orderBy(hospital.code, product.sort, forecastEntry.month);
  const lines = new Map<string, ForecastSheet['lines'][number]>();
  for (const e of entries) {
    const key = `${e.hospitalId}:${e.productId}`;
    if (!lines.has(key))
      lines.set(key, {
        hospitalId: e.hospitalId,
        hospitalName: e.hospitalName,
        hospitalNameEn: e.hospitalNameEn,
        productId: e.productId,
        productName: e.productName,
        productNameEn: e.productNameEn,
        orgId: e.orgId,
        baselineMethod: e.baselineMethod,
        cells: months.map(() => null),
      });
    const index = months.indexOf(e.month);
    if (index >= 0) {
      const [baseline, repValue, managerValue] = [num(e.baseline), num(e.repValue), num(e.managerValue)];
      lines.get(key)!.cells[index] = { entryId: e.id, baseline, repValue, managerValue, final: managerValue ?? repValue ?? baseline };
    }
  }

  // Roll-up: totals per territory from the database, then added up along the tree.
  const sums = await ctx.db
    .select({
      orgId: forecastEntry.orgId,
      month: forecastEntry.month,
      baseline: sql<string>`coalesce(sum(${forecastEntry.baseline}), 0)`,
      final: sql<string>`coalesce(sum(coalesce(${forecastEntry.managerValue}, ${forecastEntry.repValue}, ${forecastEntry.baseline})), 0)`,
    })
    .from(forecastEntry)
    .where(
      and(
        eq(forecastEntry.tenantId, tenantId),
        eq(forecastEntry.cycle, cycle),
        inScope(ctx.principal, forecastEntry.orgPath),
        query.productId ? eq(forecastEntry.productId, query.productId) : undefined,
      ),
    )
    .groupBy(forecastEntry.orgId, forecastEntry.month);
  const rollup = new Map(
    orgs.map((o) => [
      o.id,
      {
        orgId: o.id,
        parentId: o.parentId,
        name: o.name,
        nameEn: o.nameEn,
        type: o.type,
        status: o.type === 'territory' ? (status.get(o.id) ?? 'OPEN') : null,
        baseline: months.map(() => 0),
        final: months.map(() => 0),
      },
    ]),
  );
  const byId = new Map(orgs.map((o) => [o.id, o]));
  for (const s of sums) {
    const index = months.indexOf(s.month);
    for (let node = byId.get(s.orgId); node && index >= 0; node = node.parentId ? byId.get(node.parentId) : undefined) {
      const r = rollup.get(node.id)!;
      r.baseline[index] = Math.round((r.baseline[index]! + Number(s.baseline)) * 100) / 100;
      r.final[index] = Math.round((r.final[index]! + Number(s.final)) * 100) / 100;
    }
  }
  const sales = [...rollup.values()].filter((r) => r.final.some((v) => v > 0) || r.type === 'territory');
  return {
    cycle,
    months,
    run: run ? { status: run.status, totalSeries: run.totalSeries, doneSeries: run.doneSeries, mstlSeries: run.mstlSeries, naiveSeries: run.naiveSeries } : null,
    territories: territories.map((t) => ({ orgId: t.id, name: t.name, nameEn: t.nameEn, status: status.get(t.id) ?? 'OPEN' })),
    lines: [...lines.values()],
    rollup: sales,
  };
}

/** Writes the rep's figures or the manager's adjustments, refusing lines of territories past that stage. */
export async function saveFigures(ctx: RequestContext, entries: Array<{ entryId: number; value: number | null }>, as: 'rep' | 'manager') {
  const tenantId = ctx.principal.tenant.id;
  const ids = entries.map((e) => e.entryId);
  const rows = await ctx.db
    .select({
      id: forecastEntry.id,
      orgPath: forecastEntry.orgPath,
      status: forecastSubmission.status,
      cycle: forecastEntry.cycle,
      orgId: forecastEntry.orgId,
      hospitalId: forecastEntry.hospitalId,
      productId: forecastEntry.productId,
      month: forecastEntry.month,
      repValue: forecastEntry.repValue,
      managerValue: forecastEntry.managerValue,
    })
    .from(forecastEntry)
    .leftJoin(
      forecastSubmission,
      and(eq(forecastSubmission.tenantId, forecastEntry.tenantId), eq(forecastSubmission.cycle, forecastEntry.cycle), eq(forecastSubmission.orgId, forecastEntry.orgId)),
    )
    .where(and(eq(forecastEntry.tenantId, tenantId), inArray(forecastEntry.id, ids)));
  if (rows.length !== new Set(ids).size || rows.some((r) => !pathInScope(ctx.principal, r.orgPath))) throw notFound();
  const blocked = as === 'rep' ? ['SUBMITTED', 'LOCKED'] : ['LOCKED'];
  if (rows.some((r) => r.status && blocked.includes(r.status))) throw badRequest('forecastLocked');
  await ctx.db.transaction(async (tx) => {
    for (const e of entries) {
      await tx
        .update(forecastEntry)
        .set(
          as === 'rep'
            ? { repValue: e.value, updatedBy: ctx.principal.userId, updatedAt: sql`now()` }
            : { managerValue: e.value, updatedBy: ctx.principal.userId, updatedAt: sql`now()` },
        )
        .where(and(eq(forecastEntry.tenantId, tenantId), eq(forecastEntry.id, e.entryId)));
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    await recordFigureChanges(
      tx,
      ctx,
      as,
      entries.map((e) => {
        const { cycle, orgId, hospitalId, productId, month, repValue, managerValue } = byId.get(e.entryId)!;
        return { cycle, orgId, hospitalId, productId, month, oldValue: num(as === 'rep' ? repValue : managerValue), newValue: e.value };
      }),
    );
  });
  return { saved: entries.length };
}

async function territoryInScope(ctx: RequestContext, orgId: number) {
  const [org] = await ctx.db
    .select({ id: organization.id, type: organization.type, path: organization.path })
    .from(organization)
    .where(and(eq(organization.tenantId, ctx.principal.tenant.id), eq(organization.id, orgId)));
  if (!org || !pathInScope(ctx.principal, org.path)) throw notFound();
  if (org.type !== 'territory') throw badRequest('forecastNotTerritory');
  return org;
}

export async function submitTerritory(ctx: RequestContext, cycle: string, orgId: number) {
  await territoryInScope(ctx, orgId);
  const current = (await statuses(ctx, cycle, [orgId])).get(orgId);
  if (current === 'LOCKED' || current === 'SUBMITTED') throw badRequest('forecastLocked');
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(forecastSubmission)
      .values({ tenantId: ctx.principal.tenant.id, cycle, orgId, status: 'SUBMITTED', submittedBy: ctx.principal.userId, submittedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [forecastSubmission.tenantId, forecastSubmission.cycle, forecastSubmission.orgId],
        set: { status: 'SUBMITTED', submittedBy: ctx.principal.userId, submittedAt: sql`now()` },
      });
    await recordTerritoryChange(tx, ctx, cycle, orgId, 'SUBMIT');
  });
  return { status: 'SUBMITTED' as const };
}

export async function reviewTerritory(ctx: RequestContext, cycle: string, orgId: number, lock: boolean) {
  await territoryInScope(ctx, orgId);
  if ((await statuses(ctx, cycle, [orgId])).get(orgId) !== 'SUBMITTED') throw badRequest('forecastNotSubmitted');
  const status = lock ? ('LOCKED' as const) : ('RETURNED' as const);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(forecastSubmission)
      .set({ status, reviewedBy: ctx.principal.userId, reviewedAt: sql`now()` })
      .where(and(eq(forecastSubmission.tenantId, ctx.principal.tenant.id), eq(forecastSubmission.cycle, cycle), eq(forecastSubmission.orgId, orgId)));
    await recordTerritoryChange(tx, ctx, cycle, orgId, lock ? 'LOCK' : 'RETURN');
  });
  return { status };
}
