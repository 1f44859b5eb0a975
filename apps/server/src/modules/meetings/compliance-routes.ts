import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/meeting-compliance';
import { route } from '../../platform/http/contract-route';
import { checkApplication, findingsOfMeeting } from './meeting-application';
import { readComplianceRules, saveComplianceRules } from './compliance-rules';

/** The compliance rules of meeting applications, and what they say of an application or a stored meeting. */
export async function complianceRoutes(app: FastifyInstance) {
  route(app, contracts.complianceRules, (_input, context) => readComplianceRules(context));
  route(app, contracts.saveComplianceRules, ({ body }, context) => saveComplianceRules(context, body));
  route(app, contracts.checkMeetingCompliance, ({ body }, context) => checkApplication(context, body));
  route(app, contracts.meetingCompliance, ({ params }, context) => findingsOfMeeting(context, params.id));
}
