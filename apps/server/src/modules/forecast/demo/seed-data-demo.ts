import { and, eq, isNotNull } from 'drizzle-orm';
import { hospitalProduct, hospitalDepartment } from '../../../db/schema/customers/hospitals';
import { forecastEntry, forecastRun, forecastSubmission } from '../../../db/schema/forecast/forecast';
import { productIndication } from '../../../db/schema/platform/products';
import { organization } from '../../../db/schema/platform/tenancy';
import { createRandom } from '../../../db/demo/random';
import type { Tx } from '../../../db/client';
import { addSalesActuals } from '../../data-upload/index';
import { addDiagnosisAggregates, addTreatmentRecords, closePeriod } from '../../sda/index';
import { addMonths, forecastSeries } from '../baseline';
import { cycleMonths } from '../baseline-jobs';

const HISTORY = 36;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Demo data of uploads and forecasting for one tenant: three years of monthly sales per covered
 * hospital × product (trend, yearly season, noise), treatment records, diagnosis aggregates, a
 * past forecast cycle with rep and manager figures (so accuracy has something to measure) and the
 * current cycle's baselines ready to fill, fitted by the product's own forecaster (MSTL+ETS).
 */
export async function seedDataDemo(tx: Tx, { tenantId, seed }: { tenantId: number; seed: number }) {
  const random = createRandom(seed + 19);
  const now = new Date().toISOString().slice(0, 7);
  const lastMonth = addMonths(now, -1);
  const firstMonth = addMonths(lastMonth, -(HISTORY - 1));
  const months = Array.from({ length: HISTORY }, (_, k) => addMonths(firstMonth, k));
  const series = await tx
    .select({ hospitalId: hospitalProduct.hospitalId, productId: hospitalProduct.productId, orgId: organization.id, orgPath: organization.path })
    .from(hospitalProduct)
    .innerJoin(organization, eq(organization.id, hospitalProduct.coveringOrgId))
    .where(and(eq(hospitalProduct.tenantId, tenantId), isNotNull(hospitalProduct.coveringOrgId)))
    .orderBy(hospitalProduct.hospitalId, hospitalProduct.productId);

  const sales: Parameters<typeof addSalesActuals>[1] = [];
  const history = new Map<string, number[]>();
  for (const s of series) {
    const level = random.int(20, 400);
    const phase = random.int(0, 11);
    const values = months.map((month, t) => {
      const calendar = Number(month.slice(5)) - 1;
      const units = Math.max(0, Math.round(level * (1 + 0.012 * t) * (1 + 0.25 * Math.sin((2 * Math.PI * (calendar + phase)) / 12)) * (0.9 + random.next() * 0.2)));
      sales.push({ tenantId, hospitalId: s.hospitalId, productId: s.productId, month, units, amount: units * 86.5 });
      return units;
    });
    history.set(`${s.hospitalId}:${s.productId}`, values);
  }
  await inBatches(sales, (batch) => addSalesActuals(tx, batch));

  // Forecast cycles: one three months back (its first two months have actuals now), and the current one.
  const entries: Array<typeof forecastEntry.$inferInsert> = [];
  const pastCycle = addMonths(now, -3);
  for (const [cycle, past] of [
    [pastCycle, true],
    [now, false],
  ] as const) {
    const cut = months.indexOf(cycle) + 1 || months.length;
    let mstl = 0;
    for (const s of series) {
      const { values: baseline, method } = await forecastSeries(history.get(`${s.hospitalId}:${s.productId}`)!.slice(0, cut), 3);
      if (method === 'MSTL_ETS') mstl++;
      cycleMonths(cycle).forEach((month, h) => {
        const b = Math.round(baseline[h]! * 100) / 100;
        const rep = past && random.next() < 0.7 ? Math.round(b * (0.9 + random.next() * 0.25)) : null;
        const manager = past && rep !== null && random.next() < 0.3 ? Math.round(rep * (0.95 + random.next() * 0.1)) : null;
        entries.push({
          tenantId,
          cycle,
          month,
          productId: s.productId,
          hospitalId: s.hospitalId,
          orgId: s.orgId,
          orgPath: s.orgPath,
          baseline: b,
          baselineMethod: method,
          repValue: rep,
          managerValue: manager,
        });
      });
    }
    await tx.insert(forecastRun).values({
      tenantId,
      cycle,
      status: 'COMPLETED',
      totalSeries: series.length,
      doneSeries: series.length,
      mstlSeries: mstl,
      naiveSeries: series.length - mstl,
      finishedAt: new Date(),
    });
  }
  await inBatches(entries, (batch) => tx.insert(forecastEntry).values(batch));
  const territories = [...new Set(series.map((s) => s.orgId))];
  await tx
    .insert(forecastSubmission)
    .values(territories.map((orgId) => ({ tenantId, cycle: pastCycle, orgId, status: 'LOCKED' as const, submittedAt: new Date(), reviewedAt: new Date() })));

  // Treatment records for the last two months of a sample of hospitals; the earlier month is closed.
  const records: Parameters<typeof addTreatmentRecords>[1] = [];
  for (const s of series.filter((_, i) => i % 6 === 0)) {
    for (const [month, status] of [
      [addMonths(now, -2), 'APPROVED'],
      [lastMonth, random.next() < 0.5 ? 'SUBMITTED' : 'APPROVED'],
    ] as const) {
      const ongoing = random.int(2, 60);
      records.push({
        tenantId,
        hospitalId: s.hospitalId,
        productId: s.productId,
        month,
        newPatients: random.int(0, 15),
        ongoingPatients: ongoing,
        treatments: ongoing * random.int(1, 3),
        status,
        orgPath: s.orgPath,
      });
    }
  }
  await inBatches(records, (batch) => addTreatmentRecords(tx, batch));
  await closePeriod(tx, { tenantId, month: addMonths(now, -2) });

  // Diagnosed-patient counts (no identities): department × indication of a sample of hospitals.
  const indications = await tx
    .select({ productId: productIndication.productId, name: productIndication.name })
    .from(productIndication)
    .where(eq(productIndication.tenantId, tenantId));
  const departments = await tx
    .select({ hospitalId: hospitalDepartment.hospitalId, name: hospitalDepartment.name })
    .from(hospitalDepartment)
    .where(eq(hospitalDepartment.tenantId, tenantId));
  const diagnosis = new Map<string, Parameters<typeof addDiagnosisAggregates>[1][number]>();
  for (const s of series.filter((_, i) => i % 4 === 0)) {
    const department = departments.find((d) => d.hospitalId === s.hospitalId)?.name ?? '精神科';
    for (const indication of indications.filter((i) => i.productId === s.productId)) {
      const size = random.int(1, 40);
      for (const month of months.slice(-6)) {
        const key = `${s.hospitalId}:${department}:${indication.name}:${month}`;
        diagnosis.set(key, { tenantId, hospitalId: s.hospitalId, department, indication: indication.name, month, patients: Math.max(0, size + random.int(-4, 4)) });
      }
    }
  }
  await inBatches([...diagnosis.values()], (batch) => addDiagnosisAggregates(tx, batch));
}
