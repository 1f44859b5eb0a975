import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { excludedValues } from '../../db/upsert';
import { salesActual, salesTarget } from '../../db/schema/data-upload/data-upload';
import { correctMasterFields } from '../customers/index';
import { upsertDiagnosisAggregates, upsertTreatmentRecords } from '../sda/index';
import type { Lookups } from './lookups';
import type { ModelCode } from './models';
import type { DataRecord } from './validate-rows';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface WriteCounts {
  inserted: number;
  updated: number;
  /** Rows the database already held with the same values. */
  unchanged: number;
}

/** `xmax = 0` on a returned row means the upsert inserted it; rows whose values did not change are not returned. */
const insertedFlag = sql<boolean>`(xmax = 0)`;

function tally(batchSize: number, returned: Array<{ inserted: boolean }>): WriteCounts {
  const inserted = returned.filter((r) => r.inserted).length;
  return { inserted, updated: returned.length - inserted, unchanged: batchSize - returned.length };
}

const n = (value: unknown) => Number(value);
const s = (value: unknown) => String(value);

/**
 * Writes one batch of valid records of a model, upserting by its natural key; a row equal to what
 * is stored is left alone, so saving the same file twice changes nothing.
 */
export async function writeBatch(tx: Tx, model: ModelCode, tenantId: number, records: DataRecord[], lookups: Lookups, actorId: number): Promise<WriteCounts> {
  switch (model) {
    case 'sales': {
      const rows = records.map((r) => ({ tenantId, hospitalId: n(r.hospitalCode), productId: n(r.productCode), month: s(r.month), units: n(r.units), amount: n(r.amount) }));
      const returned = await tx
        .insert(salesActual)
        .values(rows)
        .onConflictDoUpdate({
          target: [salesActual.tenantId, salesActual.hospitalId, salesActual.productId, salesActual.month],
          set: { ...excludedValues(salesActual, ['units', 'amount']), updatedAt: sql`now()` },
          setWhere: sql`(${salesActual.units}, ${salesActual.amount}) is distinct from (excluded.units, excluded.amount)`,
        })
        .returning({ inserted: insertedFlag });
      return tally(rows.length, returned);
    }
    case 'targets': {
      const rows = records.map((r) => ({ tenantId, orgId: n(r.orgCode), productId: n(r.productCode), month: s(r.month), amount: n(r.amount) }));
      const returned = await tx
        .insert(salesTarget)
        .values(rows)
        .onConflictDoUpdate({
          target: [salesTarget.tenantId, salesTarget.orgId, salesTarget.productId, salesTarget.month],
          set: { ...excludedValues(salesTarget, ['amount']), updatedAt: sql`now()` },
          setWhere: sql`${salesTarget.amount} is distinct from excluded.amount`,
        })
        .returning({ inserted: insertedFlag });
      return tally(rows.length, returned);
    }
    case 'sdaRecords': {
      const rows = records.map((r) => ({
        tenantId,
        hospitalId: n(r.hospitalCode),
        doctorId: r.doctorCode === null ? null : n(r.doctorCode),
        productId: n(r.productCode),
        month: s(r.month),
        newPatients: n(r.newPatients),
        ongoingPatients: n(r.ongoingPatients),
        treatments: n(r.treatments),
        orgPath: lookups.coveringPath.get(`${n(r.hospitalCode)}:${n(r.productCode)}`) ?? '',
        createdBy: actorId,
      }));
      const returned = await upsertTreatmentRecords(tx, rows, { inserted: insertedFlag });
      return tally(rows.length, returned);
    }
    case 'diagnosis': {
      const rows = records.map((r) => ({
        tenantId,
        hospitalId: n(r.hospitalCode),
        department: s(r.department),
        indication: s(r.indication),
        month: s(r.month),
        patients: n(r.patients),
      }));
      const returned = await upsertDiagnosisAggregates(tx, rows, { inserted: insertedFlag });
      return tally(rows.length, returned);
    }
    case 'doctorUpdates': {
      // Master updates never create doctors: each row changes the given fields of one existing doctor.
      let updated = 0;
      for (const r of records) {
        const set: Parameters<typeof correctMasterFields>[3] = {};
        if (r.titleCode !== null) set.titleCode = s(r.titleCode);
        if (r.mobile !== null) set.mobile = s(r.mobile);
        if (Object.keys(set).length === 0) continue;
        if (await correctMasterFields(tx, tenantId, n(r.doctorCode), set)) updated += 1;
      }
      return { inserted: 0, updated, unchanged: records.length - updated };
    }
  }
}
