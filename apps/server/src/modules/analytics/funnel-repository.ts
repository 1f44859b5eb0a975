import { and, asc, eq } from 'drizzle-orm';
import type { Funnel, funnelBody } from '@crm/shared/contracts/event-analytics';
import type { z } from 'zod';
import { analyticsFunnel } from '../../db/schema/analytics/event-analytics';
import { HttpError, notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';

type FunnelRow = typeof analyticsFunnel.$inferSelect;
type Kind = Funnel['kind'];

/** Marketing and indirect funnels are separate pages with separate view marks. */
export function requireFunnelKind(context: RequestContext, kind: string): void {
  if (!context.principal.permissions.includes(`funnel:${kind}:view`)) throw new HttpError(403, 'funnelKindForbidden');
}

function toView(row: FunnelRow): Funnel {
  return {
    id: row.id,
    kind: row.kind as Kind,
    name: row.name,
    nameEn: row.nameEn,
    steps: row.steps.map((s) => ({ ...s, propertyConditions: s.propertyConditions ?? [] })),
    windowDays: row.windowDays,
    unit: row.unit as Funnel['unit'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listFunnels(context: RequestContext, kind: Kind): Promise<Funnel[]> {
  requireFunnelKind(context, kind);
  const found = await context.db
    .select()
    .from(analyticsFunnel)
    .where(and(eq(analyticsFunnel.tenantId, context.principal.tenant.id), eq(analyticsFunnel.kind, kind)))
    .orderBy(asc(analyticsFunnel.id));
  return found.map(toView);
}

/** A funnel of the caller's tenant that the caller may view, or 404. */
export async function findFunnel(context: RequestContext, id: number): Promise<Funnel> {
  const [row] = await context.db
    .select()
    .from(analyticsFunnel)
    .where(and(eq(analyticsFunnel.tenantId, context.principal.tenant.id), eq(analyticsFunnel.id, id)));
  if (!row) throw notFound();
  requireFunnelKind(context, row.kind);
  return toView(row);
}

export async function saveFunnel(context: RequestContext, body: z.output<typeof funnelBody> & { id?: number | undefined }): Promise<Funnel> {
  requireFunnelKind(context, body.kind);
  const fields = { kind: body.kind, name: body.name, nameEn: body.nameEn || null, steps: body.steps, windowDays: body.windowDays, unit: body.unit, updatedAt: new Date() };
  if (body.id !== undefined) {
    await findFunnel(context, body.id);
    const [row] = await context.db.update(analyticsFunnel).set(fields).where(eq(analyticsFunnel.id, body.id)).returning();
    return toView(row!);
  }
  const [row] = await context.db
    .insert(analyticsFunnel)
    .values({ ...fields, tenantId: context.principal.tenant.id, createdBy: context.principal.userId })
    .returning();
  return toView(row!);
}
