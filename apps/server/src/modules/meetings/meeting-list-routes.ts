import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/meetings';
import { route } from '../../platform/http/contract-route';
import { formOptionsOf, meetingPageOf } from './meeting-list-repository';
import { listAllMeetings } from './meeting-lists';

/** The tabbed meeting lists and the choices of the meeting form. */
export async function meetingListRoutes(app: FastifyInstance) {
  route(app, contracts.meetingPage, ({ query }, context) => meetingPageOf(context, query));
  route(app, contracts.listAllMeetings, ({ query }, { db, principal }) => listAllMeetings(db, principal, query));
  route(app, contracts.meetingFormOptions, (_input, context) => formOptionsOf(context));
}
