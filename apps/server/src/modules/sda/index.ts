import type { ServerModule } from '../../platform/http/server-module';
import { sdaRoutes } from './routes';

/** Sales data: SDA records, their scope, linked figures and small-cell suppression. */
export const sdaModule: ServerModule = {
  name: 'sda',
  dependsOn: ['customers'],
  routes: [{ prefix: '/prod-api', plugin: sdaRoutes }],
};

// What other modules may use.
export { auditLinkedFigures, type LinkedFigure, type LinkedLine } from './linked-audit';
export { inScope, pathInScope } from './scope';
export { publishSums, suppressSmallCells } from './suppression';
export { upsertDiagnosisAggregates, upsertTreatmentRecords } from './uploaded-records';
export { addDiagnosisAggregates, addPatientMix, addTreatmentRecords, closePeriod, type PatientMixRow } from './demo/rows-for-demos';
