import type { FastifyInstance } from 'fastify';
import { portalAnswerSurvey, portalSurveys } from '@crm/shared/contracts/surveys';
import { route } from '../../platform/http/contract-route';
import { portalSurveyList, saveResponse } from '../insights/index';
import { requireMatchedDoctor } from './matched-doctor';

/** Surveys on the doctor's side: only with a doctor token whose account is matched to a doctor record. */
export async function doctorSurveyRoutes(app: FastifyInstance) {
  route(app, portalSurveys, async (_input, ctx) => {
    const { tenant, doctorId } = await requireMatchedDoctor(app, ctx.request);
    return portalSurveyList(ctx.db, tenant.id, doctorId);
  });
  route(app, portalAnswerSurvey, async ({ params, body }, ctx) => {
    const { tenant, accountId, doctorId } = await requireMatchedDoctor(app, ctx.request);
    return saveResponse(ctx.db, { tenantId: tenant.id, surveyId: params.id, doctorId, answers: body.answers, channel: 'PORTAL', doctorAccountId: accountId });
  });
}
