import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/insights';
import { route } from '../../platform/http/contract-route';
import { barDoctors, groupAnalysis } from './group-repository';
import { doctorInsight, evidenceRecord, groupOptions, insightDoctorOptions } from './individual-repository';
import { portraitOverview, portraitSegment } from './portrait-repository';
import { surveyRoutes } from './surveys/survey-routes';

/** Doctor stances on drugs (individual and group) and the patient portrait. */
export async function insightRoutes(app: FastifyInstance) {
  route(app, contracts.insightOptions, (_input, ctx) => groupOptions(ctx));
  route(app, contracts.doctorGroupAnalysis, ({ body }, ctx) => groupAnalysis(ctx, body));
  route(app, contracts.doctorGroupDoctors, ({ body, query }, ctx) => barDoctors(ctx, body, query.page, query.size));
  route(app, contracts.doctorIndividualOptions, ({ query }, ctx) => insightDoctorOptions(ctx, query.keyword));
  route(app, contracts.doctorIndividual, ({ params }, ctx) => doctorInsight(ctx, params.doctorId));
  route(app, contracts.evidenceSource, ({ params }, ctx) => evidenceRecord(ctx, params.id));
  route(app, contracts.patientPortraitList, ({ query }, ctx) => portraitOverview(ctx, query));
  route(app, contracts.patientPortraitSegment, ({ query }, ctx) => portraitSegment(ctx, query));
  await app.register(surveyRoutes);
}
