import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/public-meeting';
import { route } from '../../platform/http/contract-route';
import { hospitalsForSignIn, publicMeetingOf, signAttendeeIn, validateCode } from './public-meeting';

/** The attendee's side of a meeting, without a token (spec 7.3); every call is rate-limited per address. */
export async function publicMeetingRoutes(app: FastifyInstance) {
  route(app, contracts.publicMeeting, ({ params, query }, context) => publicMeetingOf(context, app.tenants, params.meetingId, query.realm));
  route(app, contracts.validateSignInCode, ({ query, body }, context) => validateCode(context, app.tenants, query, body.code));
  route(app, contracts.publicHospitals, ({ query }, context) => hospitalsForSignIn(context, app.tenants, query));
  route(app, contracts.signInToMeeting, ({ query }, context) => signAttendeeIn(context, app.tenants, query));
}
