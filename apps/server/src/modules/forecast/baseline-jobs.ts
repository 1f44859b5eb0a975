import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { ServiceHost } from '../../platform/service-host';
import type { Database } from '../../db/client';
import { hospitalProduct } from '../../db/schema/customers/hospitals';
import { salesActual } from '../../db/schema/data-upload/data-upload';
import { forecastEntry, forecastRun } from '../../db/schema/forecast/forecast';
import { organization } from '../../db/schema/platform/tenancy';
import { excludedValues } from '../../db/upsert';
import { addMonths, forecastSeries } from './baseline';

export const BASELINE_JOB = 'forecast.baselines';
export const HORIZON = 3;
const HISTORY_MONTHS = 36;
const CHUNK = 500;

/** The months a cycle forecasts: the three after it. */
export function cycleMonths(cycle: string): string[] {
  return Array.from({ length: HORIZON }, (_, h) => addMonths(cycle, h + 1));
}

/**
 * Computes the baselines of every covered hospital × product of a tenant for a cycle and writes
 * them beside whatever reps and managers entered (never over it). Progress is kept on the run row;
 * running it again recomputes the same values, so an interrupted run simply starts over.
 */
export async function computeCycleBaselines(db: Database, tenantId: number, cycle: string): Promise<void> {
  const series = await db
    .select({ hospitalId: hospitalProduct.hospitalId, productId: hospitalProduct.productId, orgId: organization.id, orgPath: organization.path })
    .from(hospitalProduct)
    .innerJoin(organization, eq(organization.id, hospitalProduct.coveringOrgId))
    .where(eq(hospitalProduct.tenantId, tenantId))
    .orderBy(hospitalProduct.hospitalId, hospitalProduct.productId);
  await db
    .insert(forecastRun)
    .values({ tenantId, cycle, status: 'RUNNING', totalSeries: series.length })
    .onConflictDoUpdate({
      target: [forecastRun.tenantId, forecastRun.cycle],
      set: { status: 'RUNNING', totalSeries: series.length, doneSeries: 0, mstlSeries: 0, naiveSeries: 0, finishedAt: null },
    });
  const first = addMonths(cycle, -HISTORY_MONTHS + 1);
  const history = await db
    .select({ hospitalId: salesActual.hospitalId, productId: salesActual.productId, month: salesActual.month, units: salesActual.units })
    .from(salesActual)
    .where(and(eq(salesActual.tenantId, tenantId), gte(salesActual.month, first), lt(salesActual.month, addMonths(cycle, 1))));
  const byKey = new Map<string, Map<string, number>>();
  for (const h of history) {
    const key = `${h.hospitalId}:${h.productId}`;
    if (!byKey.has(key)) byKey.set(key, new Map());
    byKey.get(key)!.set(h.month, h.units);
  }
  const months = cycleMonths(cycle);
  let mstl = 0;
  let naive = 0;
  for (let i = 0; i < series.length; i += CHUNK) {
    const rows: Array<typeof forecastEntry.$inferInsert> = [];
    for (const s of series.slice(i, i + CHUNK)) {
      const observed = byKey.get(`${s.hospitalId}:${s.productId}`);
      // The series starts at its first month with sales; gaps after that are months without sales.
      const all = Array.from({ length: HISTORY_MONTHS }, (_, k) => addMonths(first, k));
      const start = all.findIndex((m) => observed?.has(m));
      const values = start < 0 ? [] : all.slice(start).map((m) => observed!.get(m) ?? 0);
      const { values: baseline, method } = await forecastSeries(values, months.length);
      if (method === 'MSTL_ETS') mstl++;
      else naive++;
      months.forEach((month, h) =>
        rows.push({ tenantId, cycle, month, productId: s.productId, hospitalId: s.hospitalId, orgId: s.orgId, orgPath: s.orgPath, baseline: baseline[h]!, baselineMethod: method }),
      );
    }
    await db.transaction(async (tx) => {
      await tx
        .insert(forecastEntry)
        .values(rows)
        .onConflictDoUpdate({
          target: [forecastEntry.tenantId, forecastEntry.cycle, forecastEntry.productId, forecastEntry.hospitalId, forecastEntry.month],
          set: excludedValues(forecastEntry, ['baseline', 'baselineMethod', 'orgId', 'orgPath']),
        });
      await tx
        .update(forecastRun)
        .set({ doneSeries: Math.min(series.length, i + CHUNK), mstlSeries: mstl, naiveSeries: naive })
        .where(and(eq(forecastRun.tenantId, tenantId), eq(forecastRun.cycle, cycle)));
    });
  }
  await db
    .update(forecastRun)
    .set({ status: 'COMPLETED', doneSeries: series.length, mstlSeries: mstl, naiveSeries: naive, finishedAt: sql`now()` })
    .where(and(eq(forecastRun.tenantId, tenantId), eq(forecastRun.cycle, cycle)));
}

export function registerForecastJobs(host: ServiceHost): void {
  host.jobs.register<{ tenantId: number; cycle: string }>({
    name: BASELINE_JOB,
    maxAttempts: 3,
    handler: async ({ tenantId, cycle }) => {
      try {
        await computeCycleBaselines(host.db, tenantId, cycle);
      } catch (error) {
        await host.db
          .update(forecastRun)
          .set({ status: 'FAILED' })
          .where(and(eq(forecastRun.tenantId, tenantId), eq(forecastRun.cycle, cycle)));
        throw error;
      }
    },
  });
}
