import type { Database } from '../../../db/client';
import { diagnosisAggregate, diagnosisPatientMix, sdaClosedPeriod, sdaTreatmentRecord } from '../../../db/schema/sda/sda';

/** Demo seeding by other modules (forecast's data story, insights' patient mix): the inserts stay here, with the tables' owner. */

type Writer = Pick<Database, 'insert'>;
export type PatientMixRow = typeof diagnosisPatientMix.$inferInsert;

export async function addTreatmentRecords(db: Writer, records: Array<typeof sdaTreatmentRecord.$inferInsert>): Promise<void> {
  await db.insert(sdaTreatmentRecord).values(records);
}

export async function closePeriod(db: Writer, period: typeof sdaClosedPeriod.$inferInsert): Promise<void> {
  await db.insert(sdaClosedPeriod).values(period);
}

export async function addDiagnosisAggregates(db: Writer, aggregates: Array<typeof diagnosisAggregate.$inferInsert>): Promise<void> {
  await db.insert(diagnosisAggregate).values(aggregates);
}

export async function addPatientMix(db: Writer, cells: PatientMixRow[]): Promise<void> {
  await db.insert(diagnosisPatientMix).values(cells);
}
