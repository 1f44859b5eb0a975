import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/meetings';
import { route } from '../../platform/http/contract-route';
import { attendanceOf, confirmMeeting, signInInfoOf } from './confirmation-repository';

/** The meeting day: the sign-in code and QR code, who signed in, and the applicant's confirmation. */
export async function confirmationRoutes(app: FastifyInstance) {
  route(app, contracts.meetingSignIn, ({ params }, context) => signInInfoOf(context, params.id));
  route(app, contracts.meetingAttendance, ({ params }, context) => attendanceOf(context, params.id));
  route(app, contracts.confirmMeeting, ({ params, body }, context) => confirmMeeting(context, params.id, body.comment));
}
