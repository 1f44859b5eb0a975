import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/meeting-application';
import { route } from '../../platform/http/contract-route';
import { cancelMeeting, createMeeting, decideMeeting, meetingOf, submitMeeting, updateMeeting } from './meeting-application';

/** The meeting application: draft, edit, read, submit into approval, cancel, and approvers' decisions. */
export async function meetingRoutes(app: FastifyInstance) {
  route(app, contracts.createMeeting, ({ body }, context) => createMeeting(context, body));
  route(app, contracts.updateMeeting, ({ params, body }, context) => updateMeeting(context, params.id, body));
  route(app, contracts.getMeeting, ({ params }, context) => meetingOf(context, params.id));
  route(app, contracts.submitMeeting, ({ params }, context) => submitMeeting(context, params.id));
  route(app, contracts.cancelMeeting, ({ params, body }, context) => cancelMeeting(context, params.id, body.comment ?? null));
  route(app, contracts.decideMeetingApplication, ({ params, body }, context) => decideMeeting(context, 'application', params.id, body));
  route(app, contracts.decideMeetingPayment, ({ params, body }, context) => decideMeeting(context, 'payment', params.id, body));
}
