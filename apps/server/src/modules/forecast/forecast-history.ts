import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { ForecastChange } from '@crm/shared/contracts/forecast';
import type { Tx } from '../../db/client';
import { forecastChange, type ForecastChangeAction } from '../../db/schema/forecast/forecast';
import { organization } from '../../db/schema/platform/tenancy';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { pathInScope } from '../sda/index';

type Executor = Pick<Tx, 'insert'>;

export interface FigureChange {
  cycle: string;
  orgId: number;
  hospitalId: number;
  productId: number;
  month: string;
  oldValue: number | null;
  newValue: number | null;
}

function actor(ctx: RequestContext) {
  return { actorId: ctx.principal.userId, actorName: ctx.principal.firstName || ctx.principal.username };
}

/** Records changed figures of forecast lines; a value saved again unchanged is not a change. */
export async function recordFigureChanges(db: Executor, ctx: RequestContext, as: 'rep' | 'manager', changes: FigureChange[]) {
  const rows = changes
    .filter((c) => c.oldValue !== c.newValue)
    .map((c) => ({ tenantId: ctx.principal.tenant.id, ...c, action: (as === 'rep' ? 'REP' : 'MANAGER') as ForecastChangeAction, ...actor(ctx) }));
  if (rows.length) await db.insert(forecastChange).values(rows);
}

/** Records a territory's submission, lock or return of a cycle. */
export async function recordTerritoryChange(db: Executor, ctx: RequestContext, cycle: string, orgId: number, action: 'SUBMIT' | 'LOCK' | 'RETURN') {
  await db.insert(forecastChange).values({ tenantId: ctx.principal.tenant.id, cycle, orgId, action, ...actor(ctx) });
}

/**
 * The history of one forecast line (hospital × product) of a cycle: every change of its figures,
 * and the submissions, locks and returns of its territory, newest first.
 */
export async function lineHistory(ctx: RequestContext, query: { cycle: string; orgId: number; hospitalId: number; productId: number }): Promise<ForecastChange[]> {
  const tenantId = ctx.principal.tenant.id;
  const [org] = await ctx.db
    .select({ path: organization.path })
    .from(organization)
    .where(and(eq(organization.tenantId, tenantId), eq(organization.id, query.orgId)));
  if (!org || !pathInScope(ctx.principal, org.path)) throw notFound();
  const rows = await ctx.db
    .select({
      id: forecastChange.id,
      action: forecastChange.action,
      month: forecastChange.month,
      oldValue: forecastChange.oldValue,
      newValue: forecastChange.newValue,
      actorName: forecastChange.actorName,
      createdAt: forecastChange.createdAt,
    })
    .from(forecastChange)
    .where(
      and(
        eq(forecastChange.tenantId, tenantId),
        eq(forecastChange.cycle, query.cycle),
        eq(forecastChange.orgId, query.orgId),
        or(
          and(eq(forecastChange.hospitalId, query.hospitalId), eq(forecastChange.productId, query.productId)),
          and(isNull(forecastChange.hospitalId), isNull(forecastChange.productId)),
        ),
      ),
    )
    .orderBy(desc(forecastChange.createdAt), desc(forecastChange.id), asc(forecastChange.month))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    oldValue: r.oldValue === null ? null : Number(r.oldValue),
    newValue: r.newValue === null ? null : Number(r.newValue),
    createdAt: r.createdAt.toISOString(),
  }));
}
