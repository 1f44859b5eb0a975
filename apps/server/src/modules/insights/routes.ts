import type { FastifyInstance } from 'fastify';
import {
  doctorGroupAnalysis,
  doctorGroupDoctors,
  doctorIndividual,
  doctorIndividualOptions,
  evidenceSource,
  insightOptions,
  patientPortraitList,
  patientPortraitSegment,
} from '@crm/shared/contracts/insights';
import { route } from '../../platform/contract-route';
import { barDoctors, groupAnalysis } from './group-repository';
import { doctorInsight, evidenceRecord, groupOptions, insightDoctorOptions } from './individual-repository';
import { portraitOverview, portraitSegment } from './portrait-repository';
import { surveyRoutes } from './surveys/survey-routes';

/** Doctor stances on drugs (individual and group) and the patient portrait. */
export async function insightRoutes(app: FastifyInstance) {
  route(app, insightOptions, (_input, ctx) => groupOptions(ctx));
  route(app, doctorGroupAnalysis, ({ body }, ctx) => groupAnalysis(ctx, body));
  route(app, doctorGroupDoctors, ({ body, query }, ctx) => barDoctors(ctx, body, query.page, query.size));
  route(app, doctorIndividualOptions, ({ query }, ctx) => insightDoctorOptions(ctx, query.keyword));
  route(app, doctorIndividual, ({ params }, ctx) => doctorInsight(ctx, params.doctorId));
  route(app, evidenceSource, ({ params }, ctx) => evidenceRecord(ctx, params.id));
  route(app, patientPortraitList, ({ query }, ctx) => portraitOverview(ctx, query));
  route(app, patientPortraitSegment, ({ query }, ctx) => portraitSegment(ctx, query));
  await app.register(surveyRoutes);
}
