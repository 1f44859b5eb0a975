import { and, eq, inArray, sql } from 'drizzle-orm';
import { salesActual } from '../../db/schema/data-upload/data-upload';
import { forecastEntry } from '../../db/schema/forecast/forecast';
import { appUser, organization, product } from '../../db/schema/platform/tenancy';
import type { RequestContext } from '../../platform/contract-route';
import { inScope } from '../sda/index';
import { cycleMonths } from './baseline-jobs';

interface Line {
  orgId: number;
  productId: number;
  baseline: number;
  rep: number;
  final: number;
  actual: number;
}

/** Weighted absolute percentage error: Σ|forecast − actual| / Σ actual; null without actual sales. */
export function wape(pairs: Array<{ forecast: number; actual: number }>): number | null {
  const actual = pairs.reduce((s, p) => s + p.actual, 0);
  if (actual <= 0) return null;
  return Math.round((pairs.reduce((s, p) => s + Math.abs(p.forecast - p.actual), 0) / actual) * 10000) / 10000;
}

function summarize(key: string, name: string, nameEn: string | null, groups: Line[][]) {
  const level = (pick: (l: Line) => number) => wape(groups.map((g) => ({ forecast: g.reduce((s, l) => s + pick(l), 0), actual: g.reduce((s, l) => s + l.actual, 0) })));
  const baselineWape = level((l) => l.baseline);
  const repWape = level((l) => l.rep);
  const finalWape = level((l) => l.final);
  const diff = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.round((a - b) * 10000) / 10000);
  return {
    key,
    name,
    nameEn,
    actual: groups.flat().reduce((s, l) => s + l.actual, 0),
    baselineWape,
    repWape,
    finalWape,
    repValueAdded: diff(baselineWape, repWape),
    managerValueAdded: diff(repWape, finalWape),
  };
}

const LEVELS: Array<[string, string, string]> = [
  ['territory', '辖区', 'Territory'],
  ['district', '地区', 'District'],
  ['region', '大区', 'Region'],
  ['company', '全国', 'Company'],
];

/** How the cycle's forecasts did against the actual sales uploaded since, in the caller's subtree. */
export async function forecastAccuracy(ctx: RequestContext, cycle: string) {
  const tenantId = ctx.principal.tenant.id;
  const months = cycleMonths(cycle);
  const rows = await ctx.db
    .select({
      orgId: forecastEntry.orgId,
      productId: forecastEntry.productId,
      month: forecastEntry.month,
      baseline: sql<string>`coalesce(${forecastEntry.baseline}, 0)`,
      rep: sql<string>`coalesce(${forecastEntry.repValue}, ${forecastEntry.baseline}, 0)`,
      final: sql<string>`coalesce(${forecastEntry.managerValue}, ${forecastEntry.repValue}, ${forecastEntry.baseline}, 0)`,
      actual: sql<string>`coalesce(${salesActual.units}, 0)`,
    })
    .from(forecastEntry)
    .leftJoin(
      salesActual,
      and(
        eq(salesActual.tenantId, forecastEntry.tenantId),
        eq(salesActual.hospitalId, forecastEntry.hospitalId),
        eq(salesActual.productId, forecastEntry.productId),
        eq(salesActual.month, forecastEntry.month),
      ),
    )
    .where(
      and(
        eq(forecastEntry.tenantId, tenantId),
        eq(forecastEntry.cycle, cycle),
        inScope(ctx.principal, forecastEntry.orgPath),
        // Only months whose actuals have arrived (any sales uploaded for the month).
        sql`exists (select 1 from ${salesActual} a where a.tenant_id = ${tenantId} and a.month = ${forecastEntry.month})`,
      ),
    );
  const lines: Line[] = rows.map(
    (r) => ({ orgId: r.orgId, productId: r.productId, baseline: Number(r.baseline), rep: Number(r.rep), final: Number(r.final), actual: Number(r.actual), month: r.month }) as Line,
  );
  const monthsWithActuals = months.filter((m) => rows.some((r) => r.month === m));
  const orgs = await ctx.db
    .select({ id: organization.id, parentId: organization.parentId, type: organization.type, name: organization.name, nameEn: organization.nameEn })
    .from(organization)
    .where(eq(organization.tenantId, tenantId));
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const ancestor = (id: number, type: string) => {
    for (let o = byId.get(id); o; o = o.parentId ? byId.get(o.parentId) : undefined) if (o.type === type) return o.id;
    return 0;
  };
  const monthOf = (l: Line) => (l as Line & { month: string }).month;
  const groupBy = (key: (l: Line) => string) => {
    const groups = new Map<string, Line[]>();
    for (const l of lines) groups.set(key(l), [...(groups.get(key(l)) ?? []), l]);
    return [...groups.values()];
  };
  const levels = LEVELS.map(([type, name, nameEn]) =>
    summarize(
      type,
      name,
      nameEn,
      groupBy((l) => `${ancestor(l.orgId, type)}:${l.productId}:${monthOf(l)}`),
    ),
  );

  const territoryIds = [...new Set(lines.map((l) => l.orgId))];
  const reps = territoryIds.length
    ? await ctx.db
        .select({ orgId: appUser.orgId, name: appUser.firstName, nameEn: appUser.nameEn })
        .from(appUser)
        .where(and(eq(appUser.tenantId, tenantId), inArray(appUser.orgId, territoryIds)))
    : [];
  const repOf = new Map(reps.map((r) => [r.orgId!, r]));
  const perRep = territoryIds.map((id) => {
    const rep = repOf.get(id);
    const org = byId.get(id)!;
    return summarize(
      String(id),
      rep ? `${rep.name}（${org.name}）` : org.name,
      rep ? `${rep.nameEn ?? rep.name} (${org.nameEn ?? org.name})` : org.nameEn,
      groupBy((l) => (l.orgId === id ? `${id}:${l.productId}:${monthOf(l)}` : '')).filter((g) => g[0]!.orgId === id),
    );
  });
  const products = await ctx.db.select({ id: product.id, name: product.name, nameEn: product.nameEn }).from(product).where(eq(product.tenantId, tenantId)).orderBy(product.sort);
  const perProduct = products
    .filter((p) => lines.some((l) => l.productId === p.id))
    .map((p) =>
      summarize(
        String(p.id),
        p.name,
        p.nameEn,
        groupBy((l) => `${l.productId}:${l.orgId}:${monthOf(l)}`).filter((g) => g[0]!.productId === p.id),
      ),
    );
  return { levels, reps: perRep, products: perProduct, monthsWithActuals };
}
