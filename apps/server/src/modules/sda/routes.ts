import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/sda';
import { route } from '../../platform/http/contract-route';
import { diagnosisWorkbook } from './diagnosis-export';
import { diagnosisPageOf } from './diagnosis-repository';
import { closePeriod, createTreatment, findTreatmentRecords, hospitalOptions, reviewTreatment, updateTreatment } from './treatment-repository';

/** SDA treatment records and the diagnosis aggregates (their paths under the configured service prefix: the contracts are built from it). */
export async function sdaRoutes(app: FastifyInstance) {
  route(app, contracts.listTreatmentRecords, ({ query }, ctx) => findTreatmentRecords(ctx, query));
  route(app, contracts.createTreatmentRecord, ({ body }, ctx) => createTreatment(ctx, body));
  route(app, contracts.updateTreatmentRecord, ({ params, body }, ctx) => updateTreatment(ctx, params.id, body));
  route(app, contracts.reviewTreatmentRecord, ({ params, body }, ctx) => reviewTreatment(ctx, params.id, body));
  route(app, contracts.closeTreatmentPeriod, ({ body }, ctx) => closePeriod(ctx, body.month));
  route(app, contracts.sdaHospitalOptions, ({ query }, ctx) => hospitalOptions(ctx, query.keyword));

  const diagnosis = contracts.diagnosisContracts(app.config.diagnosisServicePrefix);
  route(app, diagnosis.page, ({ query, body }, { db, principal }) => diagnosisPageOf(db, principal, body, query.page, query.size));
  route(app, diagnosis.export, ({ body }, ctx) => diagnosisWorkbook(ctx, body));
}
