import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { excludedValues } from '../../db/upsert';
import { diagnosisAggregate, sdaTreatmentRecord } from '../../db/schema/sda/sda';

/**
 * The rows a data upload saves into SDA's tables, upserted by their natural key; a row equal to what
 * is stored is left alone. `returned` is what each changed row answers (the upload's inserted flag).
 */

type Writer = Pick<Database, 'insert'>;

/** Upserts treatment records; a changed record goes back to the manager for approval. */
export function upsertTreatmentRecords<R extends Record<string, SQL>>(db: Writer, rows: Array<typeof sdaTreatmentRecord.$inferInsert>, returned: R) {
  return db
    .insert(sdaTreatmentRecord)
    .values(rows)
    .onConflictDoUpdate({
      target: [sdaTreatmentRecord.tenantId, sdaTreatmentRecord.hospitalId, sdaTreatmentRecord.doctorId, sdaTreatmentRecord.productId, sdaTreatmentRecord.month],
      // A changed record goes back to the manager for approval.
      set: {
        ...excludedValues(sdaTreatmentRecord, ['newPatients', 'ongoingPatients', 'treatments']),
        status: 'SUBMITTED',
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${sdaTreatmentRecord.newPatients}, ${sdaTreatmentRecord.ongoingPatients}, ${sdaTreatmentRecord.treatments}) is distinct from (excluded.new_patients, excluded.ongoing_patients, excluded.treatments)`,
    })
    .returning(returned);
}

/** Upserts diagnosis aggregates (patients per hospital department, indication and month). */
export function upsertDiagnosisAggregates<R extends Record<string, SQL>>(db: Writer, rows: Array<typeof diagnosisAggregate.$inferInsert>, returned: R) {
  return db
    .insert(diagnosisAggregate)
    .values(rows)
    .onConflictDoUpdate({
      target: [diagnosisAggregate.tenantId, diagnosisAggregate.hospitalId, diagnosisAggregate.department, diagnosisAggregate.indication, diagnosisAggregate.month],
      set: { ...excludedValues(diagnosisAggregate, ['patients']), updatedAt: sql`now()` },
      setWhere: sql`${diagnosisAggregate.patients} is distinct from excluded.patients`,
    })
    .returning(returned);
}
