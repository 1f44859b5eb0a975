import type { FastifyInstance } from 'fastify';
import { createSurvey, enterSurveyResponse, publishSurvey, surveyDetail, surveyList, surveyResponses, updateSurvey } from '@crm/shared/contracts/surveys';
import { route } from '../../../platform/http/contract-route';
import * as surveys from './survey-repository';

/** Surveys about a drug: written and published by insight staff, answered by doctors or entered by reps. */
export async function surveyRoutes(app: FastifyInstance) {
  route(app, surveyList, ({ query }, ctx) => surveys.listSurveys(ctx, query));
  route(app, surveyDetail, ({ params }, ctx) => surveys.findSurvey(ctx, params.id));
  route(app, createSurvey, ({ body }, ctx) => surveys.createSurvey(ctx, body));
  route(app, updateSurvey, ({ params, body }, ctx) => surveys.updateSurvey(ctx, params.id, body));
  route(app, publishSurvey, ({ params, body }, ctx) => surveys.setSurveyStatus(ctx, params.id, body.status));
  route(app, surveyResponses, ({ params, query }, ctx) => surveys.listResponses(ctx, params.id, query.page, query.size));
  route(app, enterSurveyResponse, ({ params, body }, ctx) => surveys.enterResponse(ctx, params.id, body.doctorId, body.answers));
}
