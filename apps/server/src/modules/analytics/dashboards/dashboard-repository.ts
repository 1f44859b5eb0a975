import { and, eq, sql } from 'drizzle-orm';
import { hasPermission } from '@crm/shared/access';
import type { Dashboard, DashboardWidget } from '@crm/shared/contracts/analytics';
import { analyticsDashboard, analyticsDashboardVersion } from '../../../db/schema/analytics/analytics';
import type { Database } from '../../../db/client';
import type { Tx } from '../../../db/client';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';
import { metricByCode } from '../metrics/catalog';
import { mayUse } from '../metrics/metric-engine';
import { DEFAULT_DASHBOARDS } from './default-dashboards';

const EDIT = 'dashboard:definition:edit';

/**
 * The id a menu entry names may differ per environment (spec: test and production): the
 * DASHBOARD_IDS setting maps a menu's id to the dashboard stored here.
 */
export function resolveDashboardKey(aliases: Record<string, string>, key: string): string {
  return aliases[key] ?? key;
}

type Row = typeof analyticsDashboard.$inferSelect;

/** A tenant's dashboard, written from the built-in default the first time it is asked for. */
async function loadDashboard(db: Database, tenantId: number, key: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(analyticsDashboard)
    .where(and(eq(analyticsDashboard.tenantId, tenantId), eq(analyticsDashboard.key, key)));
  if (row) return row;
  const preset = DEFAULT_DASHBOARDS.find((d) => d.key === key);
  if (!preset) return undefined;
  await seedDashboards(db, tenantId, [preset.key]);
  const [created] = await db
    .select()
    .from(analyticsDashboard)
    .where(and(eq(analyticsDashboard.tenantId, tenantId), eq(analyticsDashboard.key, key)));
  return created;
}

/** Writes the built-in dashboards a tenant does not have yet (demo seed and first use). */
export async function seedDashboards(db: Database | Tx, tenantId: number, keys?: string[]): Promise<void> {
  const presets = DEFAULT_DASHBOARDS.filter((d) => !keys || keys.includes(d.key));
  if (presets.length === 0) return;
  await db
    .insert(analyticsDashboard)
    .values(presets.map((d) => ({ tenantId, key: d.key, title: d.title, titleEn: d.titleEn, permission: d.permission, widgets: d.widgets })))
    .onConflictDoNothing();
}

function toDashboard(row: Row, widgets: DashboardWidget[], editable: boolean): Dashboard {
  return { key: row.key, title: row.title, titleEn: row.titleEn, version: row.version, widgets, editable, updatedAt: row.updatedAt.toISOString() };
}

export async function findDashboard(context: RequestContext, aliases: Record<string, string>, key: string): Promise<Dashboard> {
  const { principal } = context;
  const row = await loadDashboard(context.db, principal.tenant.id, resolveDashboardKey(aliases, key));
  if (!row) throw notFound();
  const editable = hasPermission(principal.permissions, principal.roleCodes, EDIT);
  if (!editable && !hasPermission(principal.permissions, principal.roleCodes, row.permission)) throw forbidden();
  // A viewer sees the widgets whose metrics they may use; an editor sees them all.
  const widgets = editable
    ? row.widgets
    : row.widgets.filter((widget) =>
        widget.metrics.every((code) => {
          const m = metricByCode.get(code);
          return m && mayUse(principal, m);
        }),
      );
  return toDashboard(row, widgets, editable);
}

/** Every widget names known metrics, a dimension all of them offer, and no two overlap. */
function validateWidgets(widgets: DashboardWidget[]): void {
  for (const widget of widgets) {
    for (const code of widget.metrics) {
      const metric = metricByCode.get(code);
      if (!metric) throw badRequest('metricUnknown', { code });
      for (const dimension of [widget.dimension, ...widget.filters.map((f) => f.dimension)]) {
        if (dimension && !metric.dimensions.includes(dimension)) throw badRequest('metricDimension', { metric: code, dimension });
      }
    }
  }
  for (const [i, a] of widgets.entries()) {
    if (a.x + a.w > 24) throw badRequest('invalidField', { field: `widgets.${a.id}.w`, reason: 'x + w > 24' });
    for (const b of widgets.slice(i + 1)) {
      const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
      if (overlap || a.id === b.id) throw badRequest('dashboardWidgetOverlap', { a: a.id, b: b.id });
    }
  }
}

export async function saveDashboard(
  context: RequestContext,
  aliases: Record<string, string>,
  key: string,
  input: { version: number; title: string; titleEn: string; widgets: DashboardWidget[] },
): Promise<Dashboard> {
  const { principal } = context;
  validateWidgets(input.widgets);
  const current = await loadDashboard(context.db, principal.tenant.id, resolveDashboardKey(aliases, key));
  if (!current) throw notFound();
  const saved = await context.db.transaction(async (tx) => {
    // Only the version the editor started from may be replaced.
    const [row] = await tx
      .update(analyticsDashboard)
      .set({
        title: input.title,
        titleEn: input.titleEn,
        widgets: input.widgets,
        version: sql`${analyticsDashboard.version} + 1`,
        updatedBy: principal.userId,
        updatedAt: new Date(),
      })
      .where(and(eq(analyticsDashboard.id, current.id), eq(analyticsDashboard.version, input.version)))
      .returning();
    if (!row) throw badRequest('dashboardStale', { version: current.version });
    await tx.insert(analyticsDashboardVersion).values({ dashboardId: row.id, version: row.version, widgets: row.widgets, savedBy: principal.userId });
    return row;
  });
  return toDashboard(saved, saved.widgets, true);
}
